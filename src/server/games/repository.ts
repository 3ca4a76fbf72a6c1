import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { BoxScoreLine, GameDetail, GameSummary } from '#domain/game-schemas.ts';
import { hasPlayed, showLine, storedLine, totalLines } from '#domain/stats.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { games, locations, teams } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { addLinesForGame, dropLinesOfOtherTeams } from '../rosters/stat-lines.ts';

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
          ...showLine(stored),
        };
      })
      .sort(
        (a, b) =>
          Number(b.played) - Number(a.played) ||
          (a.jerseyNumber ?? 1000) - (b.jerseyNumber ?? 1000) ||
          a.lastName.localeCompare(b.lastName, 'en'),
      );
    return { ...team, Players, totals: showLine(totalLines(lines.map(storedLine))) };
  };
  return {
    ...gameFields(game),
    HomeTeam: side(game.homeTeam),
    AwayTeam: side(game.awayTeam),
    Location: game.location,
  };
}

export type GameValues = {
  homeTeamId: number;
  awayTeamId: number;
  date: string;
  time: string;
  locationId: number;
  homeTeamScore?: number | null | undefined;
  awayTeamScore?: number | null | undefined;
};

/** Why a game's teams or location are refused (docs/rules/messages.md#games). */
export type GameRefusal = 'no home team' | 'no away team' | 'no location' | 'different leagues';

/** The league of the game: the home team's; both teams must be in it (docs/rules/league-data.md#games). */
async function checkGame(tx: Executor, values: GameValues): Promise<Write<number, GameRefusal>> {
  const rows = await tx
    .select({ id: teams.id, leagueId: teams.leagueId })
    .from(teams)
    .where(inArray(teams.id, [values.homeTeamId, values.awayTeamId]));
  const home = rows.find((row) => row.id === values.homeTeamId);
  const away = rows.find((row) => row.id === values.awayTeamId);
  if (!home) return refused('no home team');
  if (!away) return refused('no away team');
  if (home.leagueId !== away.leagueId) return refused('different leagues');
  const [location] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, values.locationId));
  if (!location) return refused('no location');
  return done(home.leagueId);
}

async function summaryOf(tx: Executor, id: number): Promise<GameSummary> {
  const game = await tx.query.games.findFirst({ where: eq(games.id, id), with: summaryWith });
  if (!game) throw new Error(`game ${id} vanished`);
  return { ...gameFields(game), HomeTeam: game.homeTeam, AwayTeam: game.awayTeam, Location: game.location };
}

/** Creates a game in the home team's league, with a zero line for every current player of both teams. */
export async function createGame(tx: Transaction, values: GameValues): Promise<Write<GameSummary, GameRefusal>> {
  const league = await checkGame(tx, values);
  if (!league.ok) return league;
  const [created] = await tx
    .insert(games)
    .values({ ...values, leagueId: league.value })
    .returning({ id: games.id });
  await addLinesForGame(tx, created!.id);
  return done(await summaryOf(tx, created!.id));
}

/**
 * Updates a game. A team taken out of the game takes its lines with it; a team put in gets
 * lines for its current players.
 */
export async function updateGame(
  tx: Transaction,
  id: number,
  values: GameValues,
): Promise<Write<GameSummary, 'not found' | GameRefusal>> {
  const [current] = await tx.select({ id: games.id }).from(games).where(eq(games.id, id)).for('update');
  if (!current) return refused('not found');
  const league = await checkGame(tx, values);
  if (!league.ok) return league;
  await tx
    .update(games)
    .set({ ...values, leagueId: league.value, updatedAt: new Date() })
    .where(eq(games.id, id));
  await dropLinesOfOtherTeams(tx, id);
  await addLinesForGame(tx, id);
  return done(await summaryOf(tx, id));
}

/** Sets both scores of a game (the box score screen's score form). */
export async function updateScore(
  tx: Transaction,
  id: number,
  score: { homeTeamScore: number | null; awayTeamScore: number | null },
): Promise<Write<GameSummary, 'not found'>> {
  const [updated] = await tx
    .update(games)
    .set({ ...score, updatedAt: new Date() })
    .where(eq(games.id, id))
    .returning({ id: games.id });
  return updated ? done(await summaryOf(tx, updated.id)) : refused('not found');
}

/** Deletes a game and its stat lines. */
export async function deleteGame(tx: Transaction, id: number): Promise<Write<void, 'not found'>> {
  const deleted = await tx.delete(games).where(eq(games.id, id)).returning({ id: games.id });
  return deleted.length > 0 ? done() : refused('not found');
}
