import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { award } from '#domain/awards.ts';
import { errorBody, idParams } from '#domain/fields.ts';
import { currentAdmin } from '../auth/guard.ts';
import { notFound } from '../http/errors.ts';
import { listAwards, type AwardsFilter } from './repository.ts';

const list = { 200: z.array(award), 400: errorBody };

/** SPEC §7 Awards: the reads. Visitors see shown awards only; a signed-in admin sees all. */
export const awardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const awardsFor = async (request: Parameters<typeof currentAdmin>[0], filter: Omit<AwardsFilter, 'includeHidden'>) =>
    listAwards(app.db, { ...filter, includeHidden: (await currentAdmin(request)) !== null });

  app.get(
    '/',
    { config: { publicCache: true }, schema: { tags: ['awards'], summary: 'Every award', response: list } },
    async (request) => awardsFor(request, {}),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['awards'],
        summary: 'An award',
        params: idParams,
        response: { 200: award, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const [found] = await awardsFor(request, { id: request.params.id });
      if (!found) throw notFound('Award not found');
      return found;
    },
  );

  app.get(
    '/league/:id',
    {
      config: { publicCache: true },
      schema: { tags: ['awards'], summary: "A league's awards", params: idParams, response: list },
    },
    async (request) => awardsFor(request, { leagueId: request.params.id }),
  );

  app.get(
    '/player/:id',
    {
      config: { publicCache: true },
      schema: { tags: ['awards'], summary: "A player's awards", params: idParams, response: list },
    },
    async (request) => awardsFor(request, { playerId: request.params.id }),
  );
};
