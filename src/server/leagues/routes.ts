import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import { league, leagueBody, listedLeague } from '#domain/leagues.ts';
import { rankStandings, standingRow } from '#domain/standings.ts';
import { leagueWithTeams } from '#domain/teams.ts';
import { calendarReply } from '../calendar/reply.ts';
import { requireAdmin } from '../auth/guard.ts';
import { conflict, notFound } from '../http/errors.ts';
import {
  createLeague,
  deleteLeague,
  findLeague,
  leagueExists,
  leagueResults,
  listLeagues,
  updateLeague,
} from './repository.ts';
import { LEAGUES_TAG } from '../db/changes.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { scopes } from '../http/public-cache/scope.ts';

export type LeaguesRoutesOptions = { timezone: string };

const refused = { 400: errorBody, 404: errorBody };
const leagueNotFound = 'League not found';
const lastActive = 'Cannot deactivate the last active league';
const writeRefusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const leagueRefusals: Refusals<'not found' | 'last active' | 'has teams'> = {
  'not found': () => notFound(leagueNotFound),
  'last active': () => conflict(lastActive),
  'has teams': () => conflict('Cannot delete a league with teams'),
};

/** The league reads the whole site waits for (docs/rules/api.md#leagues). */
export const leaguesRoutes: FastifyPluginAsyncZod<LeaguesRoutesOptions> = async (app, options) => {
  app.get(
    '/',
    {
      config: { publicCache: scopes.tagged(LEAGUES_TAG) },
      schema: {
        tags: ['leagues'],
        summary: 'All leagues, newest start first',
        response: { 200: z.array(listedLeague) },
      },
    },
    async () => listLeagues(app.db),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: scopes.leaguePartParam('teams') },
      schema: {
        tags: ['leagues'],
        summary: 'A league with its teams',
        params: idParams,
        response: { 200: leagueWithTeams, ...refused },
      },
    },
    async (request) => {
      const found = await findLeague(app.db, request.params.id);
      if (!found) throw notFound(leagueNotFound);
      return found;
    },
  );

  app.get(
    '/:id/standings',
    {
      config: { publicCache: scopes.leaguePartParam('scores') },
      schema: {
        tags: ['leagues'],
        summary: 'Every team of the league, ranked: wins, losses, head-to-head, differential, points scored',
        params: idParams,
        response: { 200: z.array(standingRow), ...refused },
      },
    },
    async (request) => {
      const results = await leagueResults(app.db, request.params.id);
      if (results.length === 0 && !(await leagueExists(app.db, request.params.id))) throw notFound(leagueNotFound);
      return rankStandings(results);
    },
  );

  app.get(
    '/:id/schedule.ics',
    {
      config: { publicCache: scopes.leaguePartParam('scores') },
      schema: {
        tags: ['leagues'],
        summary: "The league's games as an iCalendar feed",
        params: idParams,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...refused },
      },
    },
    async (request, reply) => {
      const found = await findLeague(app.db, request.params.id);
      if (!found) throw notFound(leagueNotFound);
      return calendarReply(request, reply, {
        db: app.db,
        name: found.name,
        timezone: options.timezone,
        filter: { leagueId: found.id },
      });
    },
  );

  app.post(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['leagues'],
        summary: 'Create a league',
        body: leagueBody,
        response: { 201: league, ...writeRefusals },
      },
    },
    async (request, reply) => reply.code(201).send(await createLeague(app.db, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['leagues'],
        summary: 'Update a league; the last active league stays active',
        params: idParams,
        body: leagueBody,
        response: { 200: league, ...writeRefusals },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) => updateLeague(tx, request.params.id, request.body));
      return answer(result, leagueRefusals);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['leagues'],
        summary: 'Delete a league without teams (never the last active one)',
        params: idParams,
        response: { 200: messageBody, ...writeRefusals },
      },
    },
    async (request) => {
      answer(await inTransaction(app.db, (tx) => deleteLeague(tx, request.params.id)), leagueRefusals);
      return { message: 'League Deleted' };
    },
  );
};
