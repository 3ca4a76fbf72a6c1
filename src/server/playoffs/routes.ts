import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import { bracketAnswer, matchupGameBody, matchupParams, newBracketBody } from '#domain/playoff-schemas.ts';
import { notEnoughTeamsMessage } from '#domain/playoffs.ts';
import { requireAdmin } from '../auth/guard.ts';
import { LEAGUES_TAG, leagueTag } from '../db/changes.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { scopes } from '../http/public-cache/scope.ts';
import { changesOnly } from '../http/public-cache/writes.ts';
import { slotRaceAs, slotRefusals } from '../games/slots.ts';
import { createBracket, deleteBracket, readBracket, scheduleMatchup, type BracketRefusal } from './repository.ts';

const NO_BRACKET = 'This league has no playoff bracket.';
const refusals: Refusals<BracketRefusal> = {
  'not found': () => notFound('League not found'),
  'no bracket': () => notFound(NO_BRACKET),
  'bracket exists': () => conflict('This league has a playoff bracket already: delete it first to make another.'),
  'not enough teams': ({ count }) => badRequest(notEnoughTeamsMessage(Number(count))),
  'teams not known': () => conflict('Both teams of this game are not known yet: their games come first.'),
  'no matchup': () => notFound('This bracket has no such game.'),
  'no location': () => badRequest('Location is required.'),
  'has results': () => conflict('A bracket with results cannot be deleted.'),
  ...slotRefusals,
};
const answers = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** A league's playoffs (docs/rules/api.md#playoffs). */
export const playoffsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function bracket(leagueId: number) {
    const found = await readBracket(app.db, leagueId);
    if (!found) throw notFound(NO_BRACKET);
    return found;
  }

  app.get(
    '/:id/playoffs',
    {
      config: { publicCache: scopes.leagueParam },
      schema: {
        tags: ['playoffs'],
        summary: "The league's playoff bracket: each round's games, who plays whom once known, the champion",
        params: idParams,
        response: { 200: bracketAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => bracket(request.params.id),
  );

  app.post(
    '/:id/playoffs',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['playoffs'],
        summary:
          "Make the league's bracket: the standings' top N teams (2 to 16) seeded in its order, byes for the top seeds, a third-place game if asked",
        params: idParams,
        body: newBracketBody,
        response: { 201: bracketAnswer, ...answers },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      answer(await inTransaction(app.db, (tx) => createBracket(tx, id, request.body)), refusals);
      // The leagues list says which leagues have a bracket.
      changesOnly(request, leagueTag(id), LEAGUES_TAG);
      return reply.code(201).send(await bracket(id));
    },
  );

  app.put(
    '/:id/playoffs/:matchup',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['playoffs'],
        summary: "Schedule a matchup's game (once both teams are known), or move it",
        params: matchupParams,
        body: matchupGameBody,
        response: { 200: bracketAnswer, ...answers },
      },
    },
    async (request) => {
      const { id, matchup } = request.params;
      const result = await inTransaction(app.db, (tx) => scheduleMatchup(tx, id, matchup, request.body)).catch(
        slotRaceAs(app.db, [request.body]),
      );
      answer(result, refusals);
      changesOnly(request, leagueTag(id));
      return bracket(id);
    },
  );

  app.delete(
    '/:id/playoffs',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['playoffs'],
        summary: 'Remove a bracket none of whose games has a result, with its scheduled games',
        params: idParams,
        response: { 200: messageBody, ...answers },
      },
    },
    async (request) => {
      const { id } = request.params;
      answer(await inTransaction(app.db, (tx) => deleteBracket(tx, id)), refusals);
      changesOnly(request, leagueTag(id), LEAGUES_TAG);
      return { message: 'Bracket Deleted' };
    },
  );
};
