import { sql } from 'drizzle-orm';
import { gameNewsText, type GameFacts } from '#domain/mail.ts';
import { todayIn } from '#domain/schedule.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { queueMail, type MailSettings } from './outbox.ts';

/** A game's change the players hear of, with where the game was before a move. */
export type GameNews = {
  kind: 'game-postponed' | 'game-cancelled' | 'game-rescheduled';
  was?: { date: string; time: string; locationId: number };
};

/** A game as messages tell it: its teams, date, time, gym and reason. */
export async function gameFacts(db: Executor, gameId: number): Promise<(GameFacts & { id: number }) | undefined> {
  const [row] = await rowsOf<GameFacts & { id: number }>(
    db,
    sql`SELECT g.id, h.name AS home, a.name AS away, g.date::text AS date, g.time::text AS time,
          l.name AS location, g.status_reason AS reason
        FROM games g JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
        JOIN locations l ON l.id = g.location_id
        WHERE g.id = ${gameId}`,
  );
  return row;
}

/** The players on a team's roster now who have an address, one message per address. */
export async function rosterAddresses(db: Executor, teamIds: number[]) {
  return rowsOf<{ playerId: number; firstName: string; email: string; teamId: number; team: string }>(
    db,
    sql`SELECT DISTINCT ON (lower(p.email)) p.id AS "playerId", p.first_name AS "firstName", p.email,
          t.id AS "teamId", t.name AS team
        FROM player_teams pt JOIN players p ON p.id = pt.player_id JOIN teams t ON t.id = pt.team_id
        WHERE pt.is_current_team AND pt.team_id IN (${sql.join(
          teamIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND p.email <> ''
        ORDER BY lower(p.email), p.id`,
  );
}

/**
 * Tells both rosters of a game that it was postponed, cancelled or moved, in the caller's
 * transaction. A game that was already over before today is not news.
 */
export async function queueGameNews(tx: Transaction, mail: MailSettings, gameId: number, news: GameNews) {
  const game = await gameFacts(tx, gameId);
  if (!game) return 0;
  const today = todayIn(mail.timezone);
  if ((news.was?.date ?? game.date) < today && game.date < today) return 0;
  const [teams] = await rowsOf<{ home: number; away: number }>(
    tx,
    sql`SELECT home_team_id AS home, away_team_id AS away FROM games WHERE id = ${gameId}`,
  );
  const was = news.was
    ? {
        date: news.was.date,
        time: news.was.time,
        location:
          (await rowsOf<{ name: string }>(tx, sql`SELECT name FROM locations WHERE id = ${news.was.locationId}`))[0]
            ?.name ?? game.location,
      }
    : undefined;
  const facts = { ...game, was };
  const players = await rosterAddresses(tx, [teams!.home, teams!.away]);
  return queueMail(
    tx,
    mail,
    players.map((player) => ({
      kind: news.kind,
      to: player.email,
      compose: (signature) => gameNewsText(news.kind, player, facts, signature),
    })),
  );
}
