import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '#domain/fields.ts';
import { team, teamDetail } from '#domain/teams.ts';
import { sendCalendar } from '../calendar/reply.ts';
import { notFound } from '../http/errors.ts';
import { findTeam, listTeams } from './repository.ts';

/** SPEC §7 Teams: the reads. */
export type TeamsRoutesOptions = { timezone: string };

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
      config: { publicCache: true },
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
      return sendCalendar(request, reply, {
        db: app.db,
        name: `${found.name} (${found.League.name})`,
        timezone: options.timezone,
        filter: { teamId: found.id },
      });
    },
  );
};
