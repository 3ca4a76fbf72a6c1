import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import type { ChangeFeed } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read whose answer may be kept until the league's data changes. */
    publicCache?: boolean;
    /** A write that does not change what public reads answer (a visit, an ad click). */
    keepsPublicCache?: boolean;
  }
}

/** The body is kept encoded, so a hit costs no UTF-8 encoding of a large answer. */
type Entry = { status: number; type: string; body: Buffer };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_ENTRIES = 2000;

/**
 * Keeps the answers of public reads in memory until league data changes. Reads are far more
 * frequent than writes, and every answer is the same for every anonymous visitor; a
 * signed-in admin always reads fresh. A successful write clears the cache here and, through
 * the change feed, on every other server of the same database.
 */
export function installPublicCache(app: FastifyInstance, feed: ChangeFeed) {
  const entries = new Map<string, Entry>();
  feed.subscribe(() => entries.clear());

  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' && request.routeOptions.config.publicCache === true && !request.cookies[SESSION_COOKIE];

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const hit = entries.get(request.url);
    if (!hit) return;
    return reply.code(hit.status).type(hit.type).header('x-cache', 'hit').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (cacheable(request) && reply.statusCode === 200 && typeof payload === 'string' && !reply.getHeader('x-cache')) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(request.url, {
        status: 200,
        type: String(reply.getHeader('content-type')),
        body: Buffer.from(payload),
      });
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!MUTATING.has(request.method) || reply.statusCode >= 400) return;
    if (request.routeOptions.config.keepsPublicCache) return;
    entries.clear();
    await feed
      .announce()
      .catch((error: unknown) => request.log.warn({ err: error }, 'could not announce a data change'));
  });
}
