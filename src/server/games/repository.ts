import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { BoxScoreLine, GameDetail, GameSummary } from '#domain/game-schemas.ts';
import { hasPlayed, totalLines } from '#domain/stats.ts';
import type { Executor } from '../db/client.ts';
import { games } from '../db/schema.ts';
import { derivedTotals, storedLine } from '../player-stats/lines.ts';

export type GamesFilter = { leagueId?: number | undefined; teamId?: number | undefined };

const teamColumns = { columns: { id: true, name: true, logoUrl: true } } as const;
const summaryWith = {
  homeTeam: teamColumns,
  awayTeam: teamColumns,
  league: { columns: { id: true, name: true } },
  location: { columns: { id: true, name: true } },
} as const;

type GameRow = typeof games.$inferSelect;
type Related = {
  homeTeam: GameSummary['HomeTeam'];
  awayTeam: GameSummary['AwayTeam'];
  league: GameSummary['League'];
};

function gameFields(game: GameRow & Related) {
  return {
    id: game.id,
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    date: game.date,
    time: game.time,
    leagueId: game.leagueId,
    locationId: game.locationId,
    homeTeamScore: game.homeTeamScore,
    awayTeamScore: game.awayTeamScore,
    League: game.league,
  };
}

/** Games by date and time, earliest first; one league's or one team's when asked. */
export async function listGames(db: Executor, filter: GamesFilter): Promise<GameSummary[]> {
  const conditions: SQL[] = [];
  if (filter.leagueId) conditions.push(eq(games.leagueId, filter.leagueId));
  if (filter.teamId) {
    conditions.push(or(eq(games.homeTeamId, filter.teamId), eq(games.awayTeamId, filter.teamId)) as SQL);
  }
  const rows = await db.query.games.findMany({
    where: and(...conditions),
    with: summaryWith,
    orderBy: [asc(games.date), asc(games.time), asc(games.id)],
  });
  return rows.map((game) => ({
    ...gameFields(game),
    HomeTeam: game.homeTeam,
    AwayTeam: game.awayTeam,
    Location: game.location,
  }));
}

/** A game with both teams' lines, derived as box scores show them, and each team's totals. */
export async function findGame(db: Executor, id: number): Promise<GameDetail | null> {
  const game = await db.query.games.findFirst({
    where: eq(games.id, id),
    with: {
      ...summaryWith,
      location: { columns: { id: true, name: true, address: true, mapsLink: true } },
      playerStats: {
        with: { player: { columns: { id: true, firstName: true, lastName: true, jerseyNumber: true } } },
      },
    },
  });
  if (!game) return null;
  const side = (team: GameSummary['HomeTeam']) => {
    const lines = game.playerStats.filter((line) => line.teamId === team.id);
    const Players: BoxScoreLine[] = lines
      .map((line) => {
        const stored = storedLine(line);
        return {
          playerStatId: line.id,
          id: line.player.id,
          firstName: line.player.firstName,
          lastName: line.player.lastName,
          jerseyNumber: line.player.jerseyNumber,
          played: hasPlayed(stored),
          ...derivedTotals(stored),
        };
      })
      .sort(
        (a, b) =>
          Number(b.played) - Number(a.played) ||
          (a.jerseyNumber ?? 1000) - (b.jerseyNumber ?? 1000) ||
          a.lastName.localeCompare(b.lastName, 'en'),
      );
    return { ...team, Players, totals: derivedTotals(totalLines(lines.map(storedLine))) };
  };
  return {
    ...gameFields(game),
    HomeTeam: side(game.homeTeam),
    AwayTeam: side(game.awayTeam),
    Location: game.location,
  };
}
