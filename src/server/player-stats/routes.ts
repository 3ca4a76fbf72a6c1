import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '#domain/fields.ts';
import {
  gameLogRow,
  leagueStatRow,
  phaseQuery,
  playerLeagueAverages,
  statLineBody,
  storedStatLine,
  teamStatistics,
} from '#domain/player-stats.ts';
import { requireScorekeeping, userOf } from '../auth/guard.ts';
import { calledOffRefusals, otherLeagueRefusals, saveLine, type WriteRefusal } from '../games/scorekeeping.ts';
import { leaguePartTag } from '../db/changes.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { notFound } from '../http/errors.ts';
import { scopes } from '../http/public-cache/scope.ts';
import { changesOnly } from '../http/public-cache/writes.ts';
import * as stats from './repository.ts';

const wholeId = idParams.shape.id;
const refused = { 400: errorBody, 404: errorBody };
const publicRead = { publicCache: true } as const;
const lineRefusals: Refusals<WriteRefusal> = {
  'not found': () => notFound('Stat line not found'),
  ...otherLeagueRefusals,
  ...calledOffRefusals,
};

/** The player stats reads (docs/rules/api.md#player-stats). Every aggregate is one query. */
export const playerStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** An empty answer is a 404 only when the thing itself does not exist. */
  async function orNotFound<T>(rows: T[], table: 'leagues' | 'players', id: number, message: string) {
    if (rows.length === 0 && !(await stats.exists(app.db, table, id))) throw notFound(message);
    return rows;
  }

  for (const kind of ['averages', 'totals'] as const) {
    app.get(
      `/league/:id/${kind}`,
      {
        config: { publicCache: scopes.leaguePartParam('lines') },
        schema: {
          tags: ['player-stats'],
          summary: `Per-player ${kind} of a league's played games: the regular season's, or the playoffs' with ?phase=playoffs`,
          params: idParams,
          querystring: phaseQuery,
          response: { 200: z.array(leagueStatRow), ...refused },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { phase } = request.query;
        // The totals and the averages are the same sums shown two ways: read once for both,
        // until the next change (after a stat line is saved, both are read again at once).
        const sums = await app.publicCache.shared(`league sums ${id} ${phase}`, () =>
          stats.leagueSums(app.db, id, phase),
        );
        return orNotFound(stats.leagueStats(sums, kind), 'leagues', id, 'League not found');
      },
    );
  }

  app.get(
    '/player/:id',
    {
      config: publicRead,
      schema: {
        tags: ['player-stats'],
        summary: "A player's game log, newest first: regular-season games, or playoff games with ?phase=playoffs",
        params: idParams,
        querystring: phaseQuery,
        response: { 200: z.array(gameLogRow), ...refused },
      },
    },
    async (request) =>
      orNotFound(
        await stats.playerGameLog(app.db, request.params.id, request.query.phase),
        'players',
        request.params.id,
        'Player not found',
      ),
  );

  app.get(
    '/player/:id/averages',
    {
      config: { publicCache: scopes.everyLeague('lines') },
      schema: {
        tags: ['player-stats'],
        summary: "A player's averages in each league: regular season, or playoffs with ?phase=playoffs",
        params: idParams,
        querystring: phaseQuery,
        response: { 200: z.array(playerLeagueAverages), ...refused },
      },
    },
    async (request) =>
      orNotFound(
        await stats.playerAveragesByLeague(app.db, request.params.id, request.query.phase),
        'players',
        request.params.id,
        'Player not found',
      ),
  );

  app.get(
    '/team/:id',
    {
      config: publicRead,
      schema: {
        tags: ['player-stats'],
        summary: "A team's per-game averages, totals and players: regular season, or playoffs with ?phase=playoffs",
        params: idParams,
        querystring: phaseQuery,
        response: { 200: teamStatistics, ...refused },
      },
    },
    async (request) => {
      const found = await stats.teamStatistics(app.db, request.params.id, request.query.phase);
      if (!found) throw notFound('Team not found');
      return found;
    },
  );

  app.get(
    '/game/:gameId/player/:playerId',
    {
      config: publicRead,
      schema: {
        tags: ['player-stats'],
        summary: "One player's stored line in one game",
        params: z.object({ gameId: wholeId, playerId: wholeId }),
        response: { 200: storedStatLine, ...refused },
      },
    },
    async (request) => {
      const line = await stats.statLineOf(app.db, request.params.gameId, request.params.playerId);
      if (!line) throw notFound('That player has no stat line in this game.');
      return line;
    },
  );

  app.put(
    '/:id',
    {
      onRequest: requireScorekeeping,
      schema: {
        tags: ['player-stats'],
        summary: 'Replace a stat line (stored meaning: fgm and fga are two-pointers, rebounds the defensive ones)',
        params: idParams,
        body: statLineBody,
        response: { 200: storedStatLine, 401: errorBody, 403: errorBody, 409: errorBody, ...refused },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) =>
        saveLine(tx, request.params.id, request.body, userOf(request)),
      );
      const { leagueId, ...saved } = answer(result, lineRefusals);
      // A line changes the league's figures made of lines, never its standings or schedule.
      changesOnly(request, leaguePartTag(leagueId, 'lines'));
      return saved;
    },
  );
};
