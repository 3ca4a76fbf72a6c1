import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import {
  boxScoreBody,
  gameChange,
  gameDetail,
  gameScoreBody,
  gameStatusBody,
  gamesToEnter as gamesToEnterAnswer,
  gameSummary,
  gamesQuery,
  gameUpdateBody,
  newGameBody,
  undoBody,
} from '#domain/game-schemas.ts';
import { linesWouldBeLostMessage } from '#domain/games.ts';
import { OTHER_LEAGUE_REFUSED } from '#domain/roles.ts';
import { todayIn } from '#domain/schedule.ts';
import { requireAdmin, requireScorekeeping, userOf } from '../auth/guard.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import {
  createGame,
  deleteGame,
  findGame,
  gamesToEnter,
  listGames,
  updateGame,
  type GameRefusal,
} from './repository.ts';
import {
  calledOffRefusals,
  gameHistory,
  saveBoxScore,
  saveScore,
  undoLastChange,
  type UndoRefusal,
} from './scorekeeping.ts';
import { slotRaceAs, slotRaceOfGame, slotRefusals } from './slots.ts';
import { setGameStatus, type StatusRefusal } from './status.ts';
import { leagueTag } from '../db/changes.ts';
import { queueGameNews } from '../mail/game-news.ts';
import { withMail } from '../mail/outbox.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { changesOnly, scopes, type CacheScope } from '../http/public-cache.ts';

const writeRefusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const gameNotFound = 'Game not found';

const notFoundRefusal: Refusals<'not found'> = { 'not found': () => notFound(gameNotFound) };
const refusals: Refusals<'not found' | 'lines would be lost' | GameRefusal> = {
  ...notFoundRefusal,
  'lines would be lost': ({ teams }) => conflict(linesWouldBeLostMessage(teams as { name: string; lines: number }[])),
  'no home team': () => badRequest('Home team is required.'),
  'no away team': () => badRequest('Away team is required.'),
  'no location': () => badRequest('Location is required.'),
  'different leagues': () => badRequest('Home team and away team must be in the same league.'),
  ...slotRefusals,
};
const keepingRefusals: Refusals<UndoRefusal | 'foreign line'> = {
  ...notFoundRefusal,
  ...slotRefusals,
  'other league': () => forbidden(OTHER_LEAGUE_REFUSED),
  ...calledOffRefusals,
  'foreign line': ({ id }) => badRequest(`Stat line ${String(id)} is not part of this game.`),
  'nothing to undo': () => conflict('This game has no change to undo.'),
  'not the last': () => conflict('Only the last change can be undone. Reload the history to see it.'),
  'changed since': () => conflict('The numbers changed since that change. Reload the game to see them.'),
};

const statusRefusals: Refusals<StatusRefusal> = {
  ...notFoundRefusal,
  ...slotRefusals,
  'final needs a score': () => conflict('A game becomes final when its score is entered.'),
};

export type GamesRoutesOptions = { timezone: string };

/** A league's games depend on that league; a team's or every game, on any change. */
const leagueOfQuery: CacheScope = (request) => {
  const { leagueId, teamId } = request.query as { leagueId?: number; teamId?: number };
  return leagueId !== undefined && teamId === undefined ? [leagueTag(leagueId)] : 'any';
};

/** The game reads (docs/rules/api.md#games). */
export const gamesRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (app, options) => {
  /** The game as the box score screens show it after a scorekeeping write; public caches drop its league's answers. */
  async function afterKeeping(request: FastifyRequest, gameId: number, leagueId: number) {
    changesOnly(request, leagueTag(leagueId));
    const game = await findGame(app.db, gameId);
    if (!game) throw notFound(gameNotFound);
    return game;
  }

  app.get(
    '/to-enter',
    {
      onRequest: requireScorekeeping,
      schema: {
        tags: ['games'],
        summary: "The signed-in scorekeeper's games to enter: today's, then earlier ones without a complete box score",
        response: { 200: gamesToEnterAnswer, 401: errorBody },
      },
    },
    async (request) => gamesToEnter(app.db, userOf(request), todayIn(options.timezone)),
  );

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
    '/:id/score',
    {
      onRequest: requireScorekeeping,
      schema: {
        tags: ['games'],
        summary: "Set a game's scores",
        params: idParams,
        body: gameScoreBody,
        response: { 200: gameDetail, ...writeRefusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await inTransaction(app.db, (tx) => saveScore(tx, id, request.body, userOf(request))).catch(
        slotRaceOfGame(app.db, id),
      );
      // Game night's most frequent write: other leagues' answers stay kept.
      return afterKeeping(request, id, answer(result, keepingRefusals).leagueId);
    },
  );

  app.put(
    '/:id/box-score',
    {
      onRequest: requireScorekeeping,
      schema: {
        tags: ['games'],
        summary: 'Save the whole game at once: both scores and any of its stat lines (stored meaning), all or nothing',
        params: idParams,
        body: boxScoreBody,
        response: { 200: gameDetail, ...writeRefusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await inTransaction(app.db, (tx) => saveBoxScore(tx, id, request.body, userOf(request))).catch(
        slotRaceOfGame(app.db, id),
      );
      return afterKeeping(request, id, answer(result, keepingRefusals).leagueId);
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
      return afterKeeping(request, id, leagueId);
    },
  );

  app.get(
    '/:id/history',
    {
      onRequest: requireScorekeeping,
      schema: {
        tags: ['games'],
        summary: "Every change to a game's score and lines, newest first",
        params: idParams,
        response: { 200: z.array(gameChange), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => answer(await gameHistory(app.db, request.params.id, userOf(request)), keepingRefusals),
  );

  app.post(
    '/:id/history/undo',
    {
      onRequest: requireScorekeeping,
      schema: {
        tags: ['games'],
        summary: "Take back the game's last change",
        params: idParams,
        body: undoBody,
        response: { 200: gameDetail, ...writeRefusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const by = userOf(request);
      const result = await inTransaction(app.db, (tx) => undoLastChange(tx, id, request.body.changeId, by)).catch(
        slotRaceOfGame(app.db, id),
      );
      return afterKeeping(request, id, answer(result, keepingRefusals).leagueId);
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
