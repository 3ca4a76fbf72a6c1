import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { award, awardBody } from '#domain/awards.ts';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import { currentAdmin, requireAdmin } from '../auth/guard.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { deleteAward, listAwards, saveAward, type AwardsFilter } from './repository.ts';
import { scopes } from '../http/public-cache/scope.ts';

const writeRefusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const awardRefusals: Refusals<'not found' | 'no league' | 'no player'> = {
  'not found': () => notFound('Award not found'),
  'no league': () => badRequest('That league does not exist.'),
  'no player': () => badRequest('A player of the award does not exist.'),
};

const list = { 200: z.array(award), 400: errorBody };

/** The award reads (docs/rules/api.md#awards). Visitors see shown awards only; a signed-in admin sees all. */
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
      config: { publicCache: scopes.leaguePartParam('awards') },
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

  const save = async (
    id: number | null,
    body: { name: string; LeagueId: number; PlayerIds: number[]; isShown: boolean },
  ) => {
    const values = { name: body.name, leagueId: body.LeagueId, playerIds: body.PlayerIds, isShown: body.isShown };
    const savedId = answer(await inTransaction(app.db, (tx) => saveAward(tx, id, values)), awardRefusals);
    const [saved] = await listAwards(app.db, { id: savedId, includeHidden: true });
    return saved!;
  };

  app.post(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['awards'],
        summary: 'Create an award',
        body: awardBody,
        response: { 201: award, ...writeRefusals },
      },
    },
    async (request, reply) => reply.code(201).send(await save(null, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['awards'],
        summary: 'Update an award and its players',
        params: idParams,
        body: awardBody,
        response: { 200: award, ...writeRefusals },
      },
    },
    async (request) => save(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['awards'],
        summary: 'Delete an award',
        params: idParams,
        response: { 200: messageBody, ...writeRefusals },
      },
    },
    async (request) => {
      answer(await inTransaction(app.db, (tx) => deleteAward(tx, request.params.id)), awardRefusals);
      return { message: 'Award Deleted' };
    },
  );
};
