import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { isSignedIn } from '../../auth/guard.ts';
import type { ChangeFeed } from '../../db/client.ts';
import type { FreshAnswer } from './answer.ts';
import { noteTags } from './collect.ts';
import { keyOf } from './key.ts';
import { isOwnRead } from './own-read.ts';
import { readingAgain } from './read-again.ts';
import type { CacheScope } from './scope.ts';
import { PRIVATE_CACHE_CONTROL, sendAnswer } from './send.ts';
import { PublicCache, type ServePrevious } from './store.ts';
import { forgetWhatWritesChange } from './writes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read whose answer is kept until a write changes what it depends on: `true`
     * for any write at all, or a scope naming the tags it depends on.
     */
    publicCache?: true | CacheScope;
    /** A write that does not change what public reads answer (a visit, an ad click, a sign-in). */
    keepsPublicCache?: boolean;
    /** What a route that takes more than the usual 100 KB says of a body over its own limit. */
    tooLargeMessage?: string;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/** Headers of an answer that are kept with it (a calendar feed's file name). */
const KEPT_HEADERS = ['content-disposition'];

/**
 * Puts the public cache in front of every route marked `publicCache`. A signed-in admin
 * always reads fresh; a cookie that is not a valid session counts as anonymous. A
 * successful write forgets what it changed here and, through the change feed, on every
 * other server of the same database.
 */
export function installPublicCache(
  app: FastifyInstance,
  feed: ChangeFeed,
  {
    readSlots,
    maxBytes,
    compressInThread,
    servePrevious,
  }: { readSlots: number; maxBytes: number; compressInThread: boolean; servePrevious: ServePrevious },
) {
  const cache = new PublicCache({
    readSlots,
    maxBytes,
    compressInThread,
    servePrevious,
    confirmed: () => feed.connected,
    readAgain: readingAgain(app),
    waiting: () => app.writesFirst.readsWaiting,
  });
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
      await app.writesFirst.turn();
      const read = async (): Promise<FreshAnswer> => {
        const value: unknown = await handler.call(this, request, reply);
        if (reply.sent) throw new Error(`${route.url}: a cached route returns its answer instead of sending it`);
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const header = reply.getHeader(name);
          if (typeof header === 'string') headers[name] = header;
        }
        // A route may answer its body already made (text, or bytes of the type it set).
        const bytes = Buffer.isBuffer(value);
        const text = typeof value === 'string';
        return {
          type: bytes || text ? String(reply.getHeader('content-type')) : 'application/json; charset=utf-8',
          body: bytes ? value : Buffer.from(text ? value : (reply.serialize(value) as string)),
          headers,
          tags: scope(request, value),
        };
      };
      const { answer, served } = await cache.answer(keyOf(request), read, {
        url: request.url,
        previous: !isOwnRead(request),
      });
      noteTags(answer.tags);
      return sendAnswer(request, reply, answer, served);
    };
  });

  forgetWhatWritesChange(app, cache, feed);
}
