import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '#domain/api-paths.ts';
import { errorBody, idParams } from '#domain/fields.ts';
import { liveGame, type LiveGame } from '#domain/live-game.ts';
import { gameTag, leagueTag } from '../db/changes.ts';
import { notFound } from '../http/errors.ts';
import type { CacheScope } from '../http/public-cache/scope.ts';
import { OWN_READ } from '../http/public-cache/own-read.ts';
import { liveAnswer } from './live.ts';
import { LiveHub, MAX_UNSENT_BYTES, type LiveViewer } from './live-hub.ts';
import { gameNotFound } from './route-answers.ts';

/** Past `LIVE_VIEWERS_MAX` streams on this server, a new viewer is turned away. */
export const LIVE_VIEWERS_FULL =
  'Too many people are following games on this server right now. Please try again in a minute.';
/** The stream answers only what asks for a stream: a plain read of it would never end. */
export const EVENTS_ONLY = 'This address sends server-sent events: ask for text/event-stream.';
/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 2000;

/** A live answer depends on its game's plays and on its league (rosters, names, the close). */
const liveScope: CacheScope = (request, answer) => [
  gameTag((request.params as { id: number }).id),
  leagueTag((answer as LiveGame).leagueId),
];

/** The live answer as an anonymous visitor reads it: through the public cache, shared by every viewer. */
async function readLive(app: FastifyInstance, gameId: number) {
  const response = await app.inject({
    method: 'GET',
    url: apiPaths.liveGame(gameId),
    headers: { accept: 'application/json', ...OWN_READ },
  });
  return { status: response.statusCode, body: response.body };
}

/**
 * The hub of this server's live viewers, told of every change the public cache forgets answers
 * for (local writes and the change feed's notices alike), and closed, streams and all, before
 * the server stops: an open stream would otherwise hold the shutdown until its timeout.
 */
export function liveHubOf(app: FastifyInstance, maxViewers: number): LiveHub {
  const hub = new LiveHub({ max: maxViewers, log: app.log, read: (gameId) => readLive(app, gameId) });
  app.publicCache.onInvalidate((change) => hub.changed(change));
  app.addHook('preClose', async () => hub.close());
  return hub;
}

/** A stream of server-sent events over the response; a viewer too slow to take them is dropped. */
function streamViewer(response: ServerResponse) {
  return {
    send: (chunk) => {
      if (response.writableEnded || response.destroyed) return;
      if (response.writableLength > MAX_UNSENT_BYTES) response.destroy();
      else response.write(chunk);
    },
    end: () => response.end(),
  } satisfies LiveViewer;
}

/**
 * A game scored live, for everyone (docs/decisions/048-live-game-book.md): its live answer, kept
 * by the public cache until a play, and the same answer sent as server-sent events after every
 * play. Opening a stream reads the kept answer, to know the game; from then on the hub reads
 * once per change for all the game's viewers on this server.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ hub: LiveHub }> = async (app, { hub }) => {
  app.get(
    '/:id/live',
    {
      config: { publicCache: liveScope },
      schema: {
        tags: ['games'],
        summary:
          "A game scored live: the state of the game, its plays latest first with the running score, each player's game so far, the shots' spots; scoredLive false for a game without a book",
        params: idParams,
        response: { 200: liveGame, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const live = await liveAnswer(app.db, request.params.id);
      if (!live) throw notFound(gameNotFound);
      return live;
    },
  );

  app.get(
    '/:id/live/events',
    {
      schema: {
        tags: ['games'],
        summary:
          "A game's live answer as server-sent events (text/event-stream): `event: live` with the answer at once, then after every change to it; a comment every 20 s. 406 without Accept: text/event-stream; 503 past this server's LIVE_VIEWERS_MAX",
        params: idParams,
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('event: live, data: the answer of GET /api/games/{id}/live'),
          400: errorBody,
          404: errorBody,
          406: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        return reply.code(406).send({ message: EVENTS_ONLY });
      }
      if (!hub.accepting) return reply.code(503).header('retry-after', '60').send({ message: LIVE_VIEWERS_FULL });
      const { id } = request.params;
      // A kept answer, usually: opening a stream costs the database nothing.
      const first = await readLive(app, id);
      if (first.status === 404) throw notFound(gameNotFound);
      // The database away: as the read itself answers (503).
      if (first.status !== 200) return reply.code(503).type('application/json').send(first.body);
      if (!hub.accepting) return reply.code(503).header('retry-after', '60').send({ message: LIVE_VIEWERS_FULL });

      reply.hijack();
      const response = reply.raw;
      // Gone while the answer was read: nobody to stream to.
      if (request.raw.socket.destroyed) return reply;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        // nginx would otherwise hold the events back to fill its buffer.
        'x-accel-buffering': 'no',
      });
      // The stream stays quiet between plays: the connection's idle timeout is for requests, not for it.
      request.raw.socket.setTimeout(0);
      response.write(`retry: ${RECONNECT_MS}\n\n`);
      const leave = hub.join(id, streamViewer(response));
      if (!leave) response.end();
      else response.once('close', leave);
      return reply;
    },
  );
};
