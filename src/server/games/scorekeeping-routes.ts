import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '#domain/fields.ts';
import {
  boxScoreBody,
  gameChange,
  gameDetail,
  gameScoreBody,
  scoreOnlyBody,
  gamesToEnter as gamesToEnterAnswer,
  undoBody,
} from '#domain/game-schemas.ts';
import { OTHER_LEAGUE_REFUSED } from '#domain/roles.ts';
import { todayIn } from '#domain/schedule.ts';
import { requireScorekeeping, userOf } from '../auth/guard.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import { gamesToEnter } from './repository.ts';
import { afterKeeping, notFoundRefusal, writeRefusals } from './route-answers.ts';
import {
  calledOffRefusals,
  gameHistory,
  saveBoxScore,
  saveScore,
  setScoreOnly,
  undoLastChange,
  type UndoRefusal,
} from './scorekeeping.ts';
import { slotRaceOfGame, slotRefusals } from './slots.ts';

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

export type ScorekeepingRoutesOptions = { timezone: string };

/**
 * The scorekeeping routes (docs/rules/roles.md#scorekeepers): the games to enter, a game's
 * score, its whole box score, its history and the undo of its last change. Any signed-in
 * account reaches them; whether it keeps the scores of the game's league is asked once the
 * game is read.
 */
export const scorekeepingRoutes: FastifyPluginAsyncZod<ScorekeepingRoutesOptions> = async (app, options) => {
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
      // Game night's most frequent write: other leagues' answers stay kept, and so do the
      // league's figures made of lines alone, unless the game became played or unplayed.
      const { leagueId, onlyScores } = answer(result, keepingRefusals);
      return afterKeeping(app.db, request, id, leagueId, onlyScores ? 'scores' : undefined);
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
      return afterKeeping(app.db, request, id, answer(result, keepingRefusals).leagueId);
    },
  );

  app.put(
    '/:id/score-only',
    {
      onRequest: requireScorekeeping,
      schema: {
        tags: ['games'],
        summary:
          'Mark a game "score only" (no box score is expected: it leaves the games to enter), or take the mark back',
        params: idParams,
        body: scoreOnlyBody,
        response: { 200: gameDetail, ...writeRefusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await inTransaction(app.db, (tx) => setScoreOnly(tx, id, request.body.scoreOnly, userOf(request)));
      return afterKeeping(app.db, request, id, answer(result, keepingRefusals).leagueId);
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
      return afterKeeping(app.db, request, id, answer(result, keepingRefusals).leagueId);
    },
  );
};
