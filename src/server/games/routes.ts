import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import {
  gameDetail,
  gameStatusBody,
  gameSummary,
  gamesQuery,
  gameUpdateBody,
  newGameBody,
  type GameSummary,
} from '#domain/game-schemas.ts';
import { linesWouldBeLostMessage } from '#domain/games.ts';
import { requireAdmin, userOf } from '../auth/guard.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { createGame, deleteGame, findGame, gamesJson, updateGame, type GameRefusal } from './repository.ts';
import { afterKeeping, gameNotFound, notFoundRefusal, writeRefusals } from './route-answers.ts';
import { slotRaceAs, slotRefusals } from './slots.ts';
import { setGameStatus, type StatusRefusal } from './status.ts';
import { leaguePartTag, leagueTag } from '../db/changes.ts';
import { queueGameNews } from '../mail/game-news.ts';
import { withMail } from '../mail/outbox.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { scopes, type CacheScope } from '../http/public-cache/scope.ts';
import { changesOnly } from '../http/public-cache/writes.ts';

const refusals: Refusals<'not found' | 'lines would be lost' | GameRefusal> = {
  ...notFoundRefusal,
  'lines would be lost': ({ teams }) => conflict(linesWouldBeLostMessage(teams as { name: string; lines: number }[])),
  'no home team': () => badRequest('Home team is required.'),
  'no away team': () => badRequest('Away team is required.'),
  'no location': () => badRequest('Location is required.'),
  'different leagues': () => badRequest('Home team and away team must be in the same league.'),
  ...slotRefusals,
};

const statusRefusals: Refusals<StatusRefusal> = {
  ...notFoundRefusal,
  ...slotRefusals,
  'final needs a score': () => conflict('A game becomes final when its score is entered.'),
};

/** A league's games depend on that league's teams and scores, not its lines; a team's or every game, on any change. */
const leagueOfQuery: CacheScope = (request) => {
  const { leagueId, teamId } = request.query as { leagueId?: number; teamId?: number };
  return leagueId !== undefined && teamId === undefined ? [leaguePartTag(leagueId, 'scores')] : 'any';
};

/**
 * The games (docs/rules/api.md#games): the public reads and the admin's writes. The
 * scorekeeping routes are in scorekeeping-routes.ts.
 */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: leagueOfQuery },
      schema: {
        tags: ['games'],
        summary: "Games by date and time; a league's or a team's with ?leagueId= or ?teamId=",
        querystring: gamesQuery,
        response: { 200: z.array(gameSummary), 400: errorBody },
      },
    },
    async (request, reply) => {
      // Made as JSON by this route's own serializer, a slice at a time: Fastify sends bytes as
      // they are, and the public cache keeps them as they are.
      reply.type('application/json; charset=utf-8');
      const json = await gamesJson(app.db, request.query, (list) => reply.serialize(list) as string);
      return json as unknown as GameSummary[];
    },
  );

  app.get(
    '/:id',
    {
      config: { publicCache: scopes.answerLeague('leagueId') },
      schema: {
        tags: ['games'],
        summary: 'A game with its box score',
        params: idParams,
        response: { 200: gameDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const game = await findGame(app.db, request.params.id);
      if (!game) throw notFound(gameNotFound);
      return game;
    },
  );

  app.post(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['games'],
        summary: "Create a game; its league is the home team's",
        body: newGameBody,
        response: { 201: gameSummary, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const { leagueId: _ignored, ...values } = request.body;
      const created = answer(
        await inTransaction(app.db, (tx) => createGame(tx, values)).catch(slotRaceAs(app.db, [values])),
        refusals,
      );
      changesOnly(request, leagueTag(created.leagueId));
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['games'],
        summary: 'Update a game and its scores; a team with entered lines cannot be taken out (409)',
        params: idParams,
        body: gameUpdateBody,
        response: { 200: gameSummary, ...writeRefusals },
      },
    },
    async (request) => {
      const { leagueId: _ignored, ...values } = request.body;
      const by = userOf(request);
      const { id } = request.params;
      const result = await inTransaction(
        app.db,
        withMail(
          (tx) => updateGame(tx, id, values, by),
          async (tx, { news }) => news && queueGameNews(tx, app.mail, id, news),
        ),
      ).catch(slotRaceAs(app.db, [values]));
      const { game } = answer(result, refusals);
      app.mail.wake();
      return game;
    },
  );

  app.put(
    '/:id/status',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['games'],
        summary:
          "Set a game's status: postponed or cancelled with a reason, a forfeit with who forfeited, or scheduled again; a postponed game may be given its new date and time. A played game loses its score (kept in its history).",
        params: idParams,
        body: gameStatusBody,
        response: { 200: gameDetail, ...writeRefusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const by = userOf(request);
      const result = await inTransaction(
        app.db,
        withMail(
          (tx) => setGameStatus(tx, id, request.body, by),
          async (tx, { news }) => news && queueGameNews(tx, app.mail, id, news),
        ),
      ).catch(async (error: unknown) => {
        const game = await findGame(app.db, id);
        const { date, time } = request.body;
        if (!game || date === undefined || time === undefined) throw error;
        return slotRaceAs(app.db, [{ locationId: game.locationId, date, time }])(error);
      });
      const { leagueId } = answer(result, statusRefusals);
      app.mail.wake();
      return afterKeeping(app.db, request, id, leagueId);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['games'],
        summary: 'Delete a game and its stat lines',
        params: idParams,
        response: { 200: messageBody, ...writeRefusals },
      },
    },
    async (request) => {
      answer(await inTransaction(app.db, (tx) => deleteGame(tx, request.params.id)), notFoundRefusal);
      return { message: 'Game Deleted' };
    },
  );
};
