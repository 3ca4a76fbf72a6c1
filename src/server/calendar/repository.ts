import { asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { games } from '../db/schema.ts';
import { roundsOf } from '../games/repository.ts';
import type { CalendarGame } from './ics.ts';

/** A league's or a team's games with what a calendar entry names. */
export async function calendarGames(
  db: Executor,
  filter: { leagueId: number } | { teamId: number },
): Promise<CalendarGame[]> {
  const where =
    'leagueId' in filter
      ? eq(games.leagueId, filter.leagueId)
      : or(eq(games.homeTeamId, filter.teamId), eq(games.awayTeamId, filter.teamId));
  const rows = await db.query.games.findMany({
    where,
    with: {
      homeTeam: { columns: { name: true } },
      awayTeam: { columns: { name: true } },
      league: { columns: { name: true } },
      location: { columns: { name: true, address: true } },
    },
    orderBy: [asc(games.date), asc(games.time), asc(games.id)],
  });
  const rounds = await roundsOf(db, rows);
  return rows.map((game) => ({
    id: game.id,
    round: game.playoff ? (rounds.get(game.id) ?? null) : null,
    date: game.date,
    time: game.time,
    homeTeamName: game.homeTeam.name,
    awayTeamName: game.awayTeam.name,
    homeTeamScore: game.homeTeamScore,
    awayTeamScore: game.awayTeamScore,
    status: game.status,
    statusReason: game.statusReason,
    forfeitedBy: game.forfeitedBy,
    rescheduledFrom: game.rescheduledFrom,
    updatedAt: game.updatedAt,
    leagueName: game.league.name,
    locationName: game.location.name,
    locationAddress: game.location.address,
  }));
}
