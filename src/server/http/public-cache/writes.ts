import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVERYTHING, type Change } from '../../db/changes.ts';
import type { ChangeFeed } from '../../db/client.ts';
import { onWriteRoutes } from '../write-hooks.ts';
import type { PublicCache } from './store.ts';

const narrowed = new WeakMap<FastifyRequest, string[]>();

/**
 * Says that this write changed only answers with these tags (by default a write may have
 * changed anything, and every kept answer is forgotten). Called once or more by the route.
 */
export function changesOnly(request: FastifyRequest, ...tags: string[]) {
  narrowed.set(request, [...(narrowed.get(request) ?? []), ...tags]);
}

/**
 * A successful write forgets what it changed in `cache` before its answer goes out and, through
 * the change feed, on every other server of the same database once it has gone.
 */
export function forgetWhatWritesChange(app: FastifyInstance, cache: PublicCache, feed: ChangeFeed) {
  const changed = new WeakMap<FastifyRequest, Change>();
  onWriteRoutes(app, {
    // Before the answer goes out: once an admin sees "saved", the first visitor here to ask
    // reads the new data (those who ask while it is read get the old for a moment, decision 058).
    onSend: async (request, reply, payload) => {
      if (request.routeOptions.config.keepsPublicCache) return payload;
      // A refused write changed nothing; nor did one the database could not take (and when it
      // is back, the change feed's reconnection forgets everything anyway).
      if (reply.statusCode >= 400 && (reply.statusCode < 500 || reply.statusCode === 503)) return payload;
      const tags = narrowed.get(request);
      const change = tags ? { tags } : EVERYTHING;
      cache.invalidate(change);
      changed.set(request, change);
      return payload;
    },
    onResponse: async (request) => {
      const change = changed.get(request);
      if (!change) return;
      await feed
        .announce(change)
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not announce a data change'));
    },
  });
}
