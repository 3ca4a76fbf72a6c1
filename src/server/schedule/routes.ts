import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '#domain/fields.ts';
import { schedulePreview, schedulePreviewBody, scheduleSaveBody, scheduleSaved } from '#domain/schedule-requests.ts';
import { requireAdmin } from '../auth/guard.ts';
import { leagueTag } from '../db/changes.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { changesOnly } from '../http/public-cache/writes.ts';
import { slotRaceAs, slotRefusals } from '../games/slots.ts';
import { previewSchedule, saveSchedule, type BuilderRefusal } from './repository.ts';

const refusals: Refusals<BuilderRefusal | 'slot taken'> = {
  'not found': () => notFound('League not found'),
  'foreign team': () => badRequest("Every team must be one of this league's teams."),
  'unknown gym': () => badRequest('A weekly slot names a gym that does not exist.'),
  'cannot build': ({ message }) => badRequest(String(message)),
  'schedule errors': ({ message }) => conflict(String(message)),
  ...slotRefusals,
};
const answers = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
/**
 * The largest body the builder's schemas take (1,000 games, 1,000 unavailable dates, 366
 * blackout dates, 64 teams and 50 slots, every id at its longest) is about 160 KB: more than the
 * app's 100 KB, which would refuse a large league's schedule that the builder itself proposed.
 */
export const SCHEDULE_BODY_LIMIT = 256 * 1024;

/** The schedule builder of a league (docs/rules/api.md#schedule-builder), admins only. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/schedule/preview',
    {
      onRequest: requireAdmin,
      bodyLimit: SCHEDULE_BODY_LIMIT,
      schema: {
        tags: ['schedule'],
        summary:
          "Propose a league's games from its teams, weekly gym slots and dates (or check the games given, as edited), with the checks' errors and warnings; stores nothing",
        params: idParams,
        body: schedulePreviewBody,
        response: { 200: schedulePreview, ...answers },
      },
    },
    async (request) => answer(await previewSchedule(app.db, request.params.id, request.body), refusals),
  );

  app.post(
    '/:id/schedule',
    {
      onRequest: requireAdmin,
      bodyLimit: SCHEDULE_BODY_LIMIT,
      schema: {
        tags: ['schedule'],
        summary:
          'Create the games given, after the preview’s checks, in one transaction with their stat lines; any error saves none',
        params: idParams,
        body: scheduleSaveBody,
        response: { 201: scheduleSaved, ...answers },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = await inTransaction(app.db, (tx) => saveSchedule(tx, id, request.body)).catch(
        slotRaceAs(app.db, request.body.games),
      );
      const saved = answer(result, refusals);
      changesOnly(request, leagueTag(id));
      return reply.code(201).send(saved);
    },
  );
};
