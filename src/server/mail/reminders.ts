import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { weeklyReminderText } from '#domain/mail.ts';
import { todayIn } from '#domain/schedule.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { readSettings } from '../site/settings.ts';
import { gameFacts, rosterAddresses } from './game-news.ts';
import { queueMail, type MailSettings } from './outbox.ts';

/** Reminders go out on Mondays (league time), for a team's next game in the seven days from then. */
const REMINDER_WEEKDAY = 1;

/** A team and its next game. */
const nextGame = z.object({ teamId: z.number().int(), gameId: z.number().int() });

/**
 * The weekly reminder, when the settings turn it on: on a Monday, each team of an active league
 * with a scheduled game in the week ahead reminds its players of the first one. The dedupe key
 * (the Monday, the team, the player) keeps each reminder to one however often this runs, on
 * however many servers.
 */
export async function queueWeeklyReminders(db: Database, mail: MailSettings, now: Date): Promise<number> {
  const today = todayIn(mail.timezone, now);
  if (dayjs(today).day() !== REMINDER_WEEKDAY) return 0;
  if (!(await readSettings(db, mail.defaults)).weeklyReminders) return 0;
  const weekEnd = dayjs(today).add(6, 'day').format('YYYY-MM-DD');
  const nextGames = await rowsOf(
    nextGame,
    db,
    sql`SELECT DISTINCT ON (side.team_id) side.team_id AS "teamId", g.id AS "gameId"
        FROM games g
        JOIN leagues l ON l.id = g.league_id AND l.is_active
        CROSS JOIN LATERAL (VALUES (g.home_team_id), (g.away_team_id)) AS side(team_id)
        WHERE g.status = 'scheduled' AND g.date BETWEEN ${today} AND ${weekEnd}
        ORDER BY side.team_id, g.date, g.time, g.id`,
  );
  let queued = 0;
  for (const { teamId, gameId } of nextGames) {
    queued += await db.transaction(async (tx) => {
      const game = await gameFacts(tx, gameId);
      if (!game) return 0;
      const players = await rosterAddresses(tx, [teamId]);
      return queueMail(
        tx,
        mail,
        players.map((player) => ({
          kind: 'weekly-reminder' as const,
          to: player.email,
          dedupeKey: `reminder:${today}:${teamId}:${player.playerId}`,
          compose: (signature) => weeklyReminderText(player, game, signature),
        })),
      );
    });
  }
  return queued;
}
