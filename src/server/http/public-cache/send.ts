import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer } from './answer.ts';
import type { Served } from './store.ts';

/**
 * Browsers, and any cache that reads only `Cache-Control`, ask again every time (a 304 when
 * nothing changed): a browser honouring `stale-while-revalidate` would show a visitor, or an
 * admin who looked at the public site before signing in, an answer from before the last
 * write for as long as it keeps it.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/**
 * What a CDN in front may do (RFC 9213's targeted field): keep an answer five seconds, serve it
 * stale ten more while it asks again, and for an hour while the servers cannot answer.
 */
export const CDN_CACHE_CONTROL = 'max-age=5, stale-while-revalidate=10, stale-if-error=3600';
/** The same five seconds for nginx in front (its own header, which it does not pass on). */
export const NGINX_CACHE_SECONDS = '5';
/** A signed-in admin's answer is theirs alone (a player's email and phone). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Whether the client's `If-None-Match` names this validator (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Sends a kept answer: 304 when the client has it, else its body in the best encoding the client takes. */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer, served: Served) {
  reply
    .headers(answer.headers)
    .header('etag', answer.etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('cdn-cache-control', CDN_CACHE_CONTROL)
    .header('x-accel-expires', NGINX_CACHE_SECONDS)
    .header('vary', 'accept-encoding')
    .header('x-cache', served);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.code(200).type(answer.type);
  const encoding = answer.encodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.plain());
  const body = answer.encoded[encoding] ?? (await answer.encodedBody(encoding));
  return reply.header('content-encoding', encoding).send(body);
}
