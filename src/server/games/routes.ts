import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import {
  gameDetail,
  gameScoreBody,
  gameSummary,
  gamesQuery,
  gameUpdateBody,
  newGameBody,
} from '#domain/game-schemas.ts';
import { requireAdmin } from '../auth/guard.ts';
import { badRequest, notFound } from '../http/errors.ts';
import {
  createGame,
  deleteGame,
  findGame,
  listGames,
  updateGame,
  updateScore,
  type GameRefusal,
} from './repository.ts';
import { leagueTag } from '../db/changes.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { changesOnly, scopes, type CacheScope } from '../http/public-cache.ts';

const writeRefusals = { 400: errorBody, 401: errorBody, 404: errorBody };
const gameNotFound = 'Game not found';

const notFoundRefusal: Refusals<'not found'> = { 'not found': () => notFound(gameNotFound) };
const refusals: Refusals<'not found' | GameRefusal> = {
  ...notFoundRefusal,
  'no home team': () => badRequest('Home team is required.'),
  'no away team': () => badRequest('Away team is required.'),
  'no location': () => badRequest('Location is required.'),
  'different leagues': () => badRequest('Home team and away team must be in the same league.'),
};

/** A league's games depend on that league; a team's or every game, on any change. */
const leagueOfQuery: CacheScope = (request) => {
  const { leagueId, teamId } = request.query as { leagueId?: number; teamId?: number };
  return leagueId !== undefined && teamId === undefined ? [leagueTag(leagueId)] : 'any';
};

/** The game reads (docs/rules/api.md#games). */
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
    async (request) => listGames(app.db, request.query),
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
      const created = answer(await inTransaction(app.db, (tx) => createGame(tx, values)), refusals);
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
        summary: 'Update a game and its scores',
        params: idParams,
        body: gameUpdateBody,
        response: { 200: gameSummary, ...writeRefusals },
      },
    },
    async (request) => {
      const { leagueId: _ignored, ...values } = request.body;
      return answer(await inTransaction(app.db, (tx) => updateGame(tx, request.params.id, values)), refusals);
    },
  );

  app.put(
    '/:id/score',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['games'],
        summary: "Set a game's scores",
        params: idParams,
        body: gameScoreBody,
        response: { 200: gameSummary, ...writeRefusals },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) => updateScore(tx, request.params.id, request.body));
      const updated = answer(result, notFoundRefusal);
      // Game night's most frequent write: other leagues' answers stay kept.
      changesOnly(request, leagueTag(updated.leagueId));
      return updated;
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
