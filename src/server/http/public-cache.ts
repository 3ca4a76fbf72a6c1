import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSignedIn } from '../auth/guard.ts';
import type { ChangeFeed } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read whose answer may be kept until the league's data changes. */
    publicCache?: boolean;
    /** A write that does not change what public reads answer (a visit, an ad click). */
    keepsPublicCache?: boolean;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Smaller answers are not worth compressing (the same threshold as the compression plugin's). */
const COMPRESS_FROM_BYTES = 1024;
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 6 }),
};

/** Headers of an answer that are kept with it (a calendar feed's file name). */
const KEPT_HEADERS = ['content-disposition'];
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One kept answer: its body as first sent, its validator, and each encoding, made once when first asked for. */
class Answer {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly type: string,
    readonly body: Buffer,
    readonly headers: Record<string, string>,
  ) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  }

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      encoded = compressors[encoding](this.body);
      // A failed compression is tried again next time rather than kept.
      encoded.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

/** Whether the client's `If-None-Match` names this validator (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The answers of public reads, kept in memory until league data changes. Reads are far more
 * frequent than writes, and every answer is the same for every anonymous visitor. Answers are
 * keyed on what the route understood of the request (its validated params and query), so
 * junk in a query string never costs a query; each answer carries a validator (`ETag`) and
 * is compressed once per encoding.
 */
export class PublicCache {
  private readonly answers = new Map<string, Answer>();
  /** Grows with every clear: an answer read before a change is not kept after it. */
  private clears = 0;

  constructor(private readonly maxAnswers = 2000) {}

  clear() {
    this.answers.clear();
    this.clears += 1;
  }

  /** Where the cache stands now; hand it back to `keep` with the answer read from here on. */
  get generation(): number {
    return this.clears;
  }

  get(key: string): Answer | undefined {
    const answer = this.answers.get(key);
    if (answer) {
      // Most recently used last, so the oldest is the one let go when full.
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  /**
   * Keeps an answer read since `generation`, unless league data changed meanwhile: a read
   * that started before a write may hold the data from before it, and is sent but not kept.
   */
  keep(key: string, type: string, body: Buffer, generation: number, headers: Record<string, string> = {}): Answer {
    const answer = new Answer(type, body, headers);
    if (generation !== this.clears) return answer;
    if (this.answers.size >= this.maxAnswers) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, answer);
    return answer;
  }

  /** Sends a kept answer: 304 when the client has it, else its body in the best encoding the client takes. */
  async send(request: FastifyRequest, reply: FastifyReply, answer: Answer, cache: 'hit' | 'miss') {
    reply
      .headers(answer.headers)
      .header('etag', answer.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('x-cache', cache);
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    reply.code(200).type(answer.type);
    const encoding =
      answer.body.length >= COMPRESS_FROM_BYTES
        ? (negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) as Encoding | null)
        : null;
    if (!encoding) return reply.send(answer.body);
    return reply.header('content-encoding', encoding).send(await answer.encodedAs(encoding));
  }
}

/** The key of a public read: its route and what the route's schemas made of the params and query. */
function keyOf(request: FastifyRequest): string {
  const { url, schema } = request.routeOptions;
  const query = schema?.querystring ? JSON.stringify(request.query) : '';
  return `${request.method} ${url ?? ''} ${JSON.stringify(request.params)} ${query}`;
}

/**
 * Puts the public cache in front of every route marked `publicCache`. A signed-in admin
 * always reads fresh; a cookie that is not a valid session counts as anonymous. A
 * successful write clears the cache here and, through the change feed, on every other
 * server of the same database.
 */
export function installPublicCache(app: FastifyInstance, feed: ChangeFeed) {
  const cache = new PublicCache();
  app.decorate('publicCache', cache);
  feed.subscribe(() => cache.clear());
  const pending = new WeakMap<FastifyRequest, { key: string; generation: number }>();

  // After validation, so the key is what the route understood of the request.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.publicCache !== true) return;
    if (await isSignedIn(request)) return;
    const key = keyOf(request);
    const hit = cache.get(key);
    if (hit) return cache.send(request, reply, hit, 'hit');
    pending.set(request, { key, generation: cache.generation });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const read = pending.get(request);
    if (read === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    pending.delete(request);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const type = String(reply.getHeader('content-type'));
    const answer = cache.keep(read.key, type, Buffer.from(payload), read.generation, headers);
    reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('x-cache', 'miss');
    if (matches(request.headers['if-none-match'], answer.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!MUTATING.has(request.method) || reply.statusCode >= 400) return;
    if (request.routeOptions.config.keepsPublicCache) return;
    cache.clear();
    await feed
      .announce()
      .catch((error: unknown) => request.log.warn({ err: error }, 'could not announce a data change'));
  });
}
