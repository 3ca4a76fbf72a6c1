import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import { newTeamBody, team, teamDetail, teamUpdateBody } from '#domain/teams.ts';
import { calendarReply } from '../calendar/reply.ts';
import { requireAdmin } from '../auth/guard.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { createTeam, deleteTeam, findTeam, listTeams, updateTeam, type TeamRefusal } from './repository.ts';
import { scopes } from '../http/public-cache/scope.ts';

const writeRefusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** A team write's refusals in the words of docs/rules/messages.md#teams; `name` is the team as sent. */
const teamRefusals = (name: string): Refusals<TeamRefusal> => ({
  'not found': () => notFound('Team not found'),
  'no league': () => badRequest('That league does not exist.'),
  'no player': () => badRequest('A player of the roster does not exist.'),
  duplicate: () => conflict(`A team named ${name} already exists in this league`),
});

/** A team removal's refusals (docs/rules/messages.md#deletion-refusals). */
const removalRefusals: Refusals<'not found' | 'has players' | 'has games'> = {
  'not found': () => notFound('Team not found'),
  'has players': () => conflict('Team has players, cannot delete'),
  'has games': () => conflict('Team has games, cannot delete'),
};

export type TeamsRoutesOptions = { timezone: string };

/** The team calls (docs/rules/api.md#teams). */
export const teamsRoutes: FastifyPluginAsyncZod<TeamsRoutesOptions> = async (app, options) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: { tags: ['teams'], summary: 'Every team with its league', response: { 200: z.array(team) } },
    },
    async () => listTeams(app.db),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: scopes.answerLeague('LeagueId') },
      schema: {
        tags: ['teams'],
        summary: 'A team with its league and players',
        params: idParams,
        response: { 200: teamDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const found = await findTeam(app.db, request.params.id);
      if (!found) throw notFound('Team not found');
      return found;
    },
  );

  app.get(
    '/:id/schedule.ics',
    {
      config: { publicCache: true },
      schema: {
        tags: ['teams'],
        summary: "The team's games as an iCalendar feed",
        params: idParams,
        produces: ['text/calendar'],
        response: { 200: z.string(), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const found = await findTeam(app.db, request.params.id);
      if (!found) throw notFound('Team not found');
      return calendarReply(request, reply, {
        db: app.db,
        name: `${found.name} (${found.League.name})`,
        timezone: options.timezone,
        filter: { teamId: found.id },
      });
    },
  );

  app.post(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['teams'],
        summary: 'Create a team',
        body: newTeamBody,
        response: { 201: team, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const { name, LeagueId, logoUrl } = request.body;
      const result = await inTransaction(app.db, (tx) => createTeam(tx, { name, leagueId: LeagueId, logoUrl }));
      return reply.code(201).send(answer(result, teamRefusals(name)));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['teams'],
        summary: 'Update a team; playerIds, when given, is its current roster',
        params: idParams,
        body: teamUpdateBody,
        response: { 200: team, ...writeRefusals },
      },
    },
    async (request) => {
      const { name, LeagueId, logoUrl, playerIds } = request.body;
      const values = { name, leagueId: LeagueId, logoUrl };
      const result = await inTransaction(app.db, (tx) => updateTeam(tx, request.params.id, values, playerIds));
      return answer(result, teamRefusals(name));
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['teams'],
        summary: 'Delete a team without players or games',
        params: idParams,
        response: { 200: messageBody, ...writeRefusals },
      },
    },
    async (request) => {
      answer(await inTransaction(app.db, (tx) => deleteTeam(tx, request.params.id)), removalRefusals);
      return { message: 'Team Deleted' };
    },
  );
};
