import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { isSignedIn } from '../auth/guard.ts';
import { affects, EVERYTHING, leagueTag, type AnswerTags, type Change } from '../db/changes.ts';
import type { ChangeFeed } from '../db/client.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { Slots } from './slots.ts';

/** What a public read's answer depends on, worked out from its request and its answer. */
export type CacheScope = (request: FastifyRequest, answer: unknown) => AnswerTags;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read whose answer is kept until a write changes what it depends on: `true`
     * for any write at all, or a scope naming the tags it depends on.
     */
    publicCache?: true | CacheScope;
    /** A write that does not change what public reads answer (a visit, an ad click, a sign-in). */
    keepsPublicCache?: boolean;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/** Scopes that routes share. */
export const scopes = {
  /** The league named by the route's `:id`. */
  leagueParam: ((request) => [leagueTag((request.params as { id: number }).id)]) satisfies CacheScope,
  /** The league the answer names in `field`; any change when it names none. */
  answerLeague:
    (field: 'leagueId' | 'LeagueId'): CacheScope =>
    (_request, answer) => {
      const id = (answer as Record<string, unknown> | null)?.[field];
      return typeof id === 'number' ? [leagueTag(id)] : 'any';
    },
  tagged:
    (...tags: string[]): CacheScope =>
    () =>
      tags,
};

/**
 * Browsers, and any cache that reads only `Cache-Control`, ask again every time (a 304 when
 * nothing changed): a visitor must never be shown an answer older than the last write, which a
 * browser honouring `stale-while-revalidate` would do.
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
/** While the change feed is down, news of other servers' writes may be missed: kept answers are read again after this long. */
export const UNCONFIRMED_MAX_AGE_MS = 2000;
/** After the database could not be reached, kept answers are served as they are for this long before it is tried again. */
const UNAVAILABLE_PAUSE_MS = 1000;

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

/** An answer as a read produced it, before it is kept. */
export type FreshAnswer = { type: string; body: Buffer; headers?: Record<string, string>; tags: AnswerTags };

/** One kept answer: its body, its validator, and its compressed forms, made once when it was read. */
export class Answer {
  readonly etag: string;
  readonly readAt = Date.now();

  private constructor(
    readonly type: string,
    readonly body: Buffer,
    readonly headers: Record<string, string>,
    readonly tags: AnswerTags,
    readonly encoded: Partial<Record<Encoding, Buffer>>,
  ) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  }

  static async of(fresh: FreshAnswer): Promise<Answer> {
    const encoded: Partial<Record<Encoding, Buffer>> = {};
    if (fresh.body.length >= COMPRESS_FROM_BYTES) {
      const [br, gzip] = await Promise.all(ENCODINGS.map((encoding) => compressors[encoding](fresh.body)));
      Object.assign(encoded, { br, gzip });
    }
    return new Answer(fresh.type, fresh.body, fresh.headers ?? {}, fresh.tags, encoded);
  }

  /** The best encoding the client takes that this answer has, or none. */
  encodingFor(acceptEncoding: string | undefined): Encoding | null {
    if (this.encoded.gzip === undefined) return null;
    return negotiate(acceptEncoding ?? '', ENCODINGS) as Encoding | null;
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

type ReadOptions = {
  /**
   * Whether the read takes a read slot (the default). A read made of other kept answers (a
   * page and its first data) takes none: those reads take theirs, and a slot held while they
   * wait for one could leave none for them.
   */
  slot?: boolean;
};

/** How an answer was found: kept, read now, shared with a read already under way, or kept and served while the database is unreachable. */
export type Served = 'hit' | 'miss' | 'shared' | 'stale';

type PublicCacheOptions = {
  maxAnswers?: number;
  /** At most this many reads run at once (the rest wait), so reads never hold every database connection. */
  readSlots?: number;
  /** Whether news of every server's writes is reaching this one (the change feed is up). */
  confirmed?: () => boolean;
};

/**
 * The answers of public reads, kept in memory until a write changes what they depend on.
 * Reads are far more frequent than writes, and every answer is the same for every anonymous
 * visitor. Concurrent misses of one answer share one read; an answer read across a change
 * it depends on is sent but not kept.
 */
export class PublicCache {
  private readonly answers = new Map<string, Answer>();
  private readonly flights = new Map<string, Promise<Answer>>();
  private readonly maxAnswers: number;
  private readonly slots: Slots;
  private readonly confirmed: () => boolean;
  /** Grows with every change; the recent changes are remembered to judge reads under way. */
  private version = 0;
  private readonly recent: { version: number; change: Change }[] = [];
  private unavailableUntil = 0;

  constructor(options: PublicCacheOptions = {}) {
    this.maxAnswers = options.maxAnswers ?? 2000;
    this.slots = new Slots(options.readSlots ?? 6);
    this.confirmed = options.confirmed ?? (() => true);
  }

  /** Forgets every answer the change may alter, and every read under way. */
  invalidate(change: Change) {
    this.version += 1;
    this.recent.push({ version: this.version, change });
    if (this.recent.length > 1000) this.recent.shift();
    // A request from now on never joins a read that began before the change.
    this.flights.clear();
    for (const [key, answer] of this.answers) if (affects(change, answer.tags)) this.answers.delete(key);
  }

  /** Whether a change that may alter answers with these tags came after `version`. */
  private changedSince(version: number, tags: AnswerTags): boolean {
    if (version === this.version) return false;
    const oldest = this.recent[0];
    if (!oldest || oldest.version > version + 1) return true;
    return this.recent.some((entry) => entry.version > version && affects(entry.change, tags));
  }

  /** The kept answer, if it is still good to serve. */
  get(key: string): Answer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (!this.confirmed() && Date.now() - answer.readAt > UNCONFIRMED_MAX_AGE_MS) return undefined;
    // Most recently used last, so the oldest is the one let go when full.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /**
   * The answer for `key`: kept, or read by `read` (once, however many ask at the same time).
   * When the database cannot be reached, a kept answer is served however old it is.
   */
  async answer(
    key: string,
    read: () => Promise<FreshAnswer>,
    { slot = true }: ReadOptions = {},
  ): Promise<{ answer: Answer; served: Served }> {
    const kept = this.get(key);
    if (kept) return { answer: kept, served: 'hit' };
    const old = this.answers.get(key);
    if (old && Date.now() < this.unavailableUntil) return { answer: old, served: 'stale' };
    const underWay = this.flights.get(key);
    try {
      return { answer: await (underWay ?? this.fly(key, read, slot)), served: underWay ? 'shared' : 'miss' };
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      this.unavailableUntil = Date.now() + UNAVAILABLE_PAUSE_MS;
      if (old) return { answer: old, served: 'stale' };
      throw error;
    }
  }

  /** Runs `read` in a read slot: a read of the database that is not itself an answer kept here. */
  inSlot<T>(read: () => Promise<T>): Promise<T> {
    return this.slots.run(read);
  }

  private fly(key: string, read: () => Promise<FreshAnswer>, slot: boolean): Promise<Answer> {
    const version = this.version;
    const flight = (slot ? this.slots.run(read) : read()).then(async (fresh) => {
      const answer = await Answer.of(fresh);
      if (!this.changedSince(version, answer.tags)) this.keep(key, answer);
      return answer;
    });
    this.flights.set(key, flight);
    const landed = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    flight.then(landed, landed);
    return flight;
  }

  private keep(key: string, answer: Answer) {
    this.answers.delete(key);
    if (this.answers.size >= this.maxAnswers) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, answer);
  }

  /** Sends an answer: 304 when the client has it, else its body in the best encoding the client takes. */
  send(request: FastifyRequest, reply: FastifyReply, answer: Answer, served: Served) {
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
    if (!encoding) return reply.send(answer.body);
    return reply.header('content-encoding', encoding).send(answer.encoded[encoding]);
  }
}

/** The key of a public read: its route and what the route's schemas made of the params and query. */
function keyOf(request: FastifyRequest): string {
  const { url, schema } = request.routeOptions;
  const query = schema?.querystring ? JSON.stringify(request.query) : '';
  return `${request.method} ${url ?? ''} ${JSON.stringify(request.params)} ${query}`;
}

const narrowed = new WeakMap<FastifyRequest, string[]>();

/**
 * Says that this write changed only answers with these tags (by default a write may have
 * changed anything, and every kept answer is forgotten). Called once or more by the route.
 */
export function changesOnly(request: FastifyRequest, ...tags: string[]) {
  narrowed.set(request, [...(narrowed.get(request) ?? []), ...tags]);
}

/**
 * Puts the public cache in front of every route marked `publicCache`. A signed-in admin
 * always reads fresh; a cookie that is not a valid session counts as anonymous. A
 * successful write forgets what it changed here and, through the change feed, on every
 * other server of the same database.
 */
export function installPublicCache(app: FastifyInstance, feed: ChangeFeed, readSlots: number) {
  const cache = new PublicCache({ readSlots, confirmed: () => feed.connected });
  app.decorate('publicCache', cache);
  feed.subscribe((change) => cache.invalidate(change));

  app.addHook('onRoute', (route) => {
    const policy = route.config?.publicCache;
    if (!policy) return;
    const scope: CacheScope = policy === true ? () => 'any' : policy;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function cached(this: FastifyInstance, request, reply) {
      if (await isSignedIn(request)) {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return handler.call(this, request, reply);
      }
      const read = async (): Promise<FreshAnswer> => {
        const value: unknown = await handler.call(this, request, reply);
        if (reply.sent) throw new Error(`${route.url}: a cached route returns its answer instead of sending it`);
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const header = reply.getHeader(name);
          if (typeof header === 'string') headers[name] = header;
        }
        const text = typeof value === 'string';
        return {
          type: text ? String(reply.getHeader('content-type')) : 'application/json; charset=utf-8',
          body: Buffer.from(text ? value : (reply.serialize(value) as string)),
          headers,
          tags: scope(request, value),
        };
      };
      const { answer, served } = await cache.answer(keyOf(request), read);
      return cache.send(request, reply, answer, served);
    };
  });

  const changed = new WeakMap<FastifyRequest, Change>();
  // Before the answer goes out: once an admin sees "saved", no visitor here reads the old data.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!MUTATING.has(request.method) || request.routeOptions.config.keepsPublicCache) return payload;
    // A refused write changed nothing; nor did one the database could not take (and when it
    // is back, the change feed's reconnection forgets everything anyway).
    if (reply.statusCode >= 400 && (reply.statusCode < 500 || reply.statusCode === 503)) return payload;
    const tags = narrowed.get(request);
    const change = tags ? { tags } : EVERYTHING;
    cache.invalidate(change);
    changed.set(request, change);
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const change = changed.get(request);
    if (!change) return;
    await feed
      .announce(change)
      .catch((error: unknown) => request.log.warn({ err: error }, 'could not announce a data change'));
  });
}
