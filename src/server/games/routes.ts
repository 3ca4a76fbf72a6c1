import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '#domain/fields.ts';
import { gameDetail, gameSummary, gamesQuery } from '#domain/game-schemas.ts';
import { notFound } from '../http/errors.ts';
import { findGame, listGames } from './repository.ts';

/** SPEC §7 Games: the reads. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
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
      config: { publicCache: true },
      schema: {
        tags: ['games'],
        summary: 'A game with its box score',
        params: idParams,
        response: { 200: gameDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const game = await findGame(app.db, request.params.id);
      if (!game) throw notFound('Game not found');
      return game;
    },
  );
};
