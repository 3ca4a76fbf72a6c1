import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { gameNewsText, type GameFacts } from '#domain/mail.ts';
import { todayIn } from '#domain/schedule.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { games, locations, players, playerTeams, teams } from '../db/schema.ts';
import { queueMail, type MailSettings } from './outbox.ts';

/** A game's change the players hear of, with where the game was before a move. */
export type GameNews = {
  kind: 'game-postponed' | 'game-cancelled' | 'game-rescheduled';
  was?: { date: string; time: string; locationId: number };
};

const home = alias(teams, 'home');
const away = alias(teams, 'away');

/** A game as messages tell it: its teams, date, time, gym and reason. */
export async function gameFacts(db: Executor, gameId: number): Promise<(GameFacts & { id: number }) | undefined> {
  const [row] = await db
    .select({
      id: games.id,
      home: home.name,
      away: away.name,
      date: games.date,
      time: games.time,
      location: locations.name,
      reason: games.statusReason,
    })
    .from(games)
    .innerJoin(home, eq(home.id, games.homeTeamId))
    .innerJoin(away, eq(away.id, games.awayTeamId))
    .innerJoin(locations, eq(locations.id, games.locationId))
    .where(eq(games.id, gameId));
  return row;
}

/** The players on a team's roster now who have an address, one message per address. */
export async function rosterAddresses(db: Executor, teamIds: number[]) {
  const address = sql`lower(${players.email})`;
  return db
    .selectDistinctOn([address], {
      playerId: players.id,
      firstName: players.firstName,
      email: players.email,
      teamId: teams.id,
      team: teams.name,
    })
    .from(playerTeams)
    .innerJoin(players, eq(players.id, playerTeams.playerId))
    .innerJoin(teams, eq(teams.id, playerTeams.teamId))
    .where(and(eq(playerTeams.isCurrentTeam, true), inArray(playerTeams.teamId, teamIds), ne(players.email, '')))
    .orderBy(address, asc(players.id));
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
  const [sides] = await tx
    .select({ home: games.homeTeamId, away: games.awayTeamId })
    .from(games)
    .where(eq(games.id, gameId));
  const was = news.was
    ? {
        date: news.was.date,
        time: news.was.time,
        location:
          (await tx.select({ name: locations.name }).from(locations).where(eq(locations.id, news.was.locationId)))[0]
            ?.name ?? game.location,
      }
    : undefined;
  const facts = { ...game, was };
  const players = await rosterAddresses(tx, [sides!.home, sides!.away]);
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
