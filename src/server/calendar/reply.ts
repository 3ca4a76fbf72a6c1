import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { calendarGames } from './repository.ts';
import { scheduleCalendar } from './ics.ts';

/** A league's or a team's games as a calendar feed named `name`: the body, with the reply's type and file name set. */
export async function calendarReply(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Executor; name: string; timezone: string; filter: { leagueId: number } | { teamId: number } },
) {
  const games = await calendarGames(options.db, options.filter);
  const body = scheduleCalendar({
    name: options.name,
    timezone: options.timezone,
    // The site's own host, never the request's: the feed is kept and served to everyone.
    host: new URL(request.server.config.publicOrigin).host,
    games,
    now: new Date(),
  });
  const file =
    options.name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'schedule';
  reply.type('text/calendar; charset=utf-8').header('content-disposition', `inline; filename="${file}.ics"`);
  return body;
}
