import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { gameScoreBody, type BoxScoreBody, type BoxScoreLine, type GameDetail } from '#domain/game-schemas.ts';
import type { LinePoints } from '#domain/games.ts';
import { boxScoreRow } from '#domain/player-stats.ts';
import { shownStat, STORED_STATS, type CountedKey, type StoredStat } from '#domain/stat-catalogue.ts';
import { typedCount, typedPoints } from './typed-line.ts';

/**
 * What the whole-game grid holds (docs/decisions/020-whole-game-entry.md): both scores and a
 * row per rostered player, home team first, each row checked as the stat form checks a line.
 */

type CountedStat = Exclude<StoredStat, { optional: true }>;

/** The grid's columns: every count of a line, in a scorebook's order. Minutes are no column. */
export const GRID_STATS = STORED_STATS.filter((stat): stat is CountedStat => !('optional' in stat))
  .sort((a, b) => a.field.order - b.field.order)
  .map((stat) => ({ ...stat, abbreviation: shownStat(stat.key).abbreviation, title: shownStat(stat.key).title }));
export type GridStat = (typeof GRID_STATS)[number];

export const boxScoreGrid = gameScoreBody.extend({ rows: z.array(boxScoreRow) });
export type BoxScoreGridValues = z.input<typeof boxScoreGrid>;
export type GridForm = UseFormReturn<BoxScoreGridValues, unknown, z.output<typeof boxScoreGrid>>;

/** A row as typed: the line's id, whether the player sat out, and each count as its cell holds it. */
export type TypedRow = { id: number; didNotPlay: boolean } & Partial<Record<CountedKey, unknown>>;

export type GridSide = 'home' | 'away';

/**
 * A team's players in the scorebook's order: by jersey number (players without one last), then
 * by name. Unlike the box score's order, which puts those who played first, it never changes
 * when lines are saved, so no row moves under the scorer.
 */
function scorebookOrder(players: readonly BoxScoreLine[]): BoxScoreLine[] {
  return [...players].sort(
    (a, b) =>
      (a.jerseyNumber ?? Infinity) - (b.jerseyNumber ?? Infinity) ||
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName),
  );
}

/** Each team with its players' lines in the grid's order and the grid row of its first player. */
export function gridTeams(game: GameDetail) {
  const home = scorebookOrder(game.HomeTeam.Players);
  return [
    { side: 'home' as GridSide, team: game.HomeTeam, players: home, firstRow: 0 },
    {
      side: 'away' as GridSide,
      team: game.AwayTeam,
      players: scorebookOrder(game.AwayTeam.Players),
      firstRow: home.length,
    },
  ];
}

const blankCounts = () => Object.fromEntries(GRID_STATS.map((stat) => [stat.key, ''])) as Record<CountedKey, string>;

/** A row whose cells are cleared: the player did not play. */
export const didNotPlayRow = (id: number) => ({ id, didNotPlay: true as const, ...blankCounts() });

/**
 * Where the grid starts: the game's scores (0 when there is none yet, as on the box score
 * screen) and each line in the scorebook's meaning, field goals with their threes and total
 * rebounds. Once a game has an entered line, a line still all zero is a player who did not
 * play; before that every row starts at zeros, which save as "did not play" if left alone.
 */
export function startingValues(game: GameDetail) {
  const lines = gridTeams(game).flatMap((side) => side.players);
  const entered = lines.some((line) => line.played);
  return {
    homeTeamScore: String(game.homeTeamScore ?? 0),
    awayTeamScore: String(game.awayTeamScore ?? 0),
    rows: lines.map((line) =>
      entered && !line.played
        ? didNotPlayRow(line.playerStatId)
        : {
            id: line.playerStatId,
            didNotPlay: false as const,
            ...(Object.fromEntries(GRID_STATS.map((stat) => [stat.key, String(line[stat.key])])) as Record<
              CountedKey,
              string
            >),
          },
    ),
  };
}

/** A row's points as typed so far; a player who did not play scores none. */
export const rowPoints = (row: TypedRow) => (row.didNotPlay ? 0 : typedPoints(row).points);

/** Each team's points as its rows add them up so far. */
export function linePoints(game: GameDetail, rows: readonly TypedRow[]): LinePoints {
  const sum = (teamRows: readonly TypedRow[]) => teamRows.reduce((total, row) => total + rowPoints(row), 0);
  const homeRows = game.HomeTeam.Players.length;
  return { home: sum(rows.slice(0, homeRows)), away: sum(rows.slice(homeRows)) };
}

/** A column's sum over a team's rows as typed so far. */
export const columnTotal = (rows: readonly TypedRow[], key: CountedKey) =>
  rows.reduce((sum, row) => sum + (row.didNotPlay ? 0 : typedCount(row[key])), 0);

/** Rows with a count above 0: lines the scorer has entered. */
export const enteredLines = (rows: readonly TypedRow[]) =>
  rows.filter((row) => !row.didNotPlay && GRID_STATS.some((stat) => typedCount(row[stat.key]) > 0)).length;

/** The request that saves the checked grid. */
export function boxScoreBodyOf({ rows, ...score }: z.output<typeof boxScoreGrid>): BoxScoreBody {
  // Minutes are no column: left out of the request, every line keeps the minutes it has.
  return { ...score, lines: rows.map(({ minutes: _kept, ...line }) => line) };
}
