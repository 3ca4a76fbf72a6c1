import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { BoxScoreLine, GameDetail, GameSummary, GamesToEnter } from '#domain/game-schemas.ts';
import { isToCome } from '#domain/game-status.ts';
import { boxScoreStatus, enteredLinesOf, isPlayed } from '#domain/games.ts';
import { matchupRoundName, PHASES } from '#domain/playoffs.ts';
import { keepsScoresOf, type Account } from '#domain/roles.ts';
import { hasPlayed, showLine, storedLine, totalLines } from '#domain/stats.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { games, locations, playoffBrackets, playoffGames, teams } from '../db/schema.ts';
import { LINE_HAS_STATS, LINE_POINTS, statLines } from '../db/stat-sql.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import type { GameNews } from '../mail/game-news.ts';
import { addLinesForGame, dropLinesOfOtherTeams } from '../rosters/stat-lines.ts';
import { recordEditedScore, scoreValues } from './scorekeeping.ts';
import { slotTaken } from './slots.ts';

export type GamesFilter = { leagueId?: number | undefined; teamId?: number | undefined };

const teamColumns = { columns: { id: true, name: true, logoUrl: true } } as const;
const summaryWith = {
  homeTeam: teamColumns,
  awayTeam: teamColumns,
  league: { columns: { id: true, name: true } },
  location: { columns: { id: true, name: true } },
} as const;

/**
 * Whether the game is on (decision 048): its book has entries and is not closed. Read in the
 * same query as the games, so a schedule costs no second read.
 */
const liveExtra = {
  live: sql<boolean>`exists (
    select 1 from game_books b
    where b.game_id = ${games.id} and b.closed_at is null
      and exists (select 1 from game_book_entries e where e.game_id = b.game_id))`
    .mapWith(Boolean)
    .as('live'),
};

type GameRow = typeof games.$inferSelect;
type Related = {
  homeTeam: GameSummary['HomeTeam'];
  awayTeam: GameSummary['AwayTeam'];
  league: GameSummary['League'];
};

function gameFields(game: GameRow & Related, rounds: Rounds) {
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
    status: game.status,
    statusReason: game.statusReason,
    forfeitedBy: game.forfeitedBy,
    rescheduledFrom: game.rescheduledFrom,
    round: game.playoff ? (rounds.get(game.id) ?? PHASES.playoffs.label) : null,
    scoreOnly: game.scoreOnly,
    League: game.league,
  };
}

/** The round of each playoff game, by game id. */
export type Rounds = ReadonlyMap<number, string>;

/** The rounds of the playoff games among `rows`, named as their brackets plan them. */
export async function roundsOf(db: Executor, rows: readonly { id: number; playoff: boolean }[]): Promise<Rounds> {
  const ids = rows.filter((row) => row.playoff).map((row) => row.id);
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      gameId: playoffGames.gameId,
      matchup: playoffGames.matchup,
      teamCount: playoffBrackets.teamCount,
      thirdPlace: playoffBrackets.thirdPlace,
    })
    .from(playoffGames)
    .innerJoin(playoffBrackets, eq(playoffBrackets.id, playoffGames.bracketId))
    .where(inArray(playoffGames.gameId, ids));
  return new Map(found.map((row) => [row.gameId, matchupRoundName(row.teamCount, row.thirdPlace, row.matchup)]));
}

/** Games as schedules list them, with the rounds of the playoff games among them. */
async function summariesOfRows(
  db: Executor,
  rows: readonly (GameRow & Related & { location: GameSummary['Location']; live: boolean })[],
): Promise<GameSummary[]> {
  const rounds = await roundsOf(db, rows);
  return rows.map((game) => ({
    ...gameFields(game, rounds),
    live: game.live,
    HomeTeam: game.homeTeam,
    AwayTeam: game.awayTeam,
    Location: game.location,
  }));
}

/**
 * Games read, shaped and serialized this many at a time (`gamesJson`): few enough that a
 * slice's rows die young, before V8 moves them to the old generation it then keeps grown.
 */
export const GAMES_AT_ONCE = 100;

/**
 * Games by date and time, earliest first; one league's or one team's when asked: as the JSON
 * array `serialize` (the route's serializer) makes of them, read and serialized `atOnce` at a
 * time. The whole list of a long history is megabytes of rows: on 90 seasons (5,400 games,
 * 3 MB of JSON) the process grew by 20 MB reading it at once and by 8 MB a hundred at a time,
 * and the event loop is held a slice at a time. The slices are separate reads: a game changed
 * meanwhile is listed as it was or as it is, once, where its first read placed it.
 */
export async function gamesJson(
  db: Executor,
  filter: GamesFilter,
  serialize: (games: GameSummary[]) => string,
  atOnce = GAMES_AT_ONCE,
): Promise<Buffer> {
  const conditions: SQL[] = [];
  if (filter.leagueId) conditions.push(eq(games.leagueId, filter.leagueId));
  if (filter.teamId) {
    conditions.push(or(eq(games.homeTeamId, filter.teamId), eq(games.awayTeamId, filter.teamId)) as SQL);
  }
  const order = [asc(games.date), asc(games.time), asc(games.id)];
  const ids = await db
    .select({ id: games.id })
    .from(games)
    .where(and(...conditions))
    .orderBy(...order);
  // Each slice's JSON is kept as bytes at once: its text dies young as well.
  const parts: Buffer[] = [];
  for (let start = 0; start < ids.length; start += atOnce) {
    const rows = await db.query.games.findMany({
      where: inArray(
        games.id,
        ids.slice(start, start + atOnce).map((row) => row.id),
      ),
      with: summaryWith,
      extras: liveExtra,
      orderBy: order,
    });
    const json = serialize(await summariesOfRows(db, rows));
    // Each slice is an array: its items join the others'.
    if (json.length > 2) parts.push(Buffer.from(parts.length === 0 ? json.slice(0, -1) : `,${json.slice(1, -1)}`));
  }
  return Buffer.concat([...(parts.length === 0 ? [Buffer.from('[')] : parts), Buffer.from(']')]);
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
  const home = side(game.homeTeam);
  const away = side(game.awayTeam);
  return {
    ...gameFields(game, await roundsOf(db, [game])),
    HomeTeam: home,
    AwayTeam: away,
    Location: game.location,
    boxScoreStatus: boxScoreStatus(
      game,
      { home: home.totals.points, away: away.totals.points },
      enteredLinesOf({ HomeTeam: home, AwayTeam: away }),
    ),
  };
}

/** A game of an active league up to today, with the points of each side's lines and the lines entered. */
const gameToEnter = z.object({
  id: z.number().int(),
  leagueId: z.number().int(),
  date: z.string(),
  home: z.number().int(),
  away: z.number().int(),
  entered: z.number().int(),
});

/**
 * The games a scorekeeper has to enter (docs/rules/roles.md#scorekeepers): today's, by time,
 * then earlier ones of active leagues whose box score is not complete and that are not marked
 * "score only", newest first; only of the leagues the account keeps the scores of.
 */
export async function gamesToEnter(db: Executor, account: Account, today: string): Promise<GamesToEnter> {
  const rows = await rowsOf(
    gameToEnter,
    db,
    sql`SELECT g.id, g.league_id AS "leagueId", to_char(g.date, 'YYYY-MM-DD') AS date,
          coalesce(sum(${LINE_POINTS}) FILTER (WHERE ps.team_id = g.home_team_id), 0)::int AS home,
          coalesce(sum(${LINE_POINTS}) FILTER (WHERE ps.team_id = g.away_team_id), 0)::int AS away,
          count(ps.id) FILTER (WHERE ${LINE_HAS_STATS})::int AS entered
        FROM games g
        JOIN leagues l ON l.id = g.league_id
        LEFT JOIN player_stats ps ON ps.game_id = g.id
        WHERE l.is_active AND g.date <= ${today} AND g.status IN ('scheduled', 'final')
        GROUP BY g.id`,
  );
  const kept = rows.filter((row) => keepsScoresOf(account, row.leagueId));
  const summaries = new Map(
    (
      await summariesOf(
        db,
        kept.map((row) => row.id),
      )
    ).map((game) => [game.id, game]),
  );
  const withStatus = kept.flatMap((row) => {
    const game = summaries.get(row.id);
    return game ? [{ ...game, boxScoreStatus: boxScoreStatus(game, row, row.entered) }] : [];
  });
  const byTime = (a: GameSummary, b: GameSummary) =>
    a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id;
  return {
    today: withStatus.filter((game) => game.date === today).sort(byTime),
    earlier: withStatus
      .filter((game) => game.date < today && game.boxScoreStatus !== 'complete' && !game.scoreOnly)
      .sort((a, b) => byTime(b, a)),
  };
}

export async function summariesOf(db: Executor, ids: number[]): Promise<GameSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.query.games.findMany({
    where: inArray(games.id, ids),
    with: summaryWith,
    extras: liveExtra,
  });
  return summariesOfRows(db, rows);
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

/** Why a game's teams, location or slot are refused (docs/rules/messages.md#games). */
export type GameRefusal = 'no home team' | 'no away team' | 'no location' | 'different leagues' | 'slot taken';

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
  const game = await tx.query.games.findFirst({ where: eq(games.id, id), with: summaryWith, extras: liveExtra });
  if (!game) throw new Error(`game ${id} vanished`);
  return (await summariesOfRows(tx, [game]))[0]!;
}

/**
 * Creates a game in the home team's league, with a zero line for every current player of both
 * teams; its gym slot must be free.
 */
export async function createGame(tx: Transaction, values: GameValues): Promise<Write<GameSummary, GameRefusal>> {
  const league = await checkGame(tx, values);
  if (!league.ok) return league;
  const taken = await slotTaken(tx, values);
  if (taken) return taken;
  const [created] = await tx
    .insert(games)
    .values({ ...values, leagueId: league.value })
    .returning({ id: games.id });
  await addLinesForGame(tx, created!.id);
  return done(await summaryOf(tx, created!.id));
}

/**
 * Updates a game. A team put in gets lines for its current players; a team taken out takes
 * its lines with it, which is refused while any of them holds an entered stat. A changed
 * score is recorded in the game's history.
 */
export async function updateGame(
  tx: Transaction,
  id: number,
  values: GameValues,
  by: SessionUser,
): Promise<Write<{ game: GameSummary; news: GameNews | null }, 'not found' | 'lines would be lost' | GameRefusal>> {
  const [current] = await tx
    .select({
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeTeamScore: games.homeTeamScore,
      awayTeamScore: games.awayTeamScore,
      status: games.status,
      date: games.date,
      time: games.time,
      locationId: games.locationId,
    })
    .from(games)
    .where(eq(games.id, id))
    .for('update');
  if (!current) return refused('not found');
  const league = await checkGame(tx, values);
  if (!league.ok) return league;
  const score = {
    homeTeamScore: values.homeTeamScore === undefined ? current.homeTeamScore : values.homeTeamScore,
    awayTeamScore: values.awayTeamScore === undefined ? current.awayTeamScore : values.awayTeamScore,
  };
  // A cancelled game holds no slot, until a result makes it final (decision 032).
  const holdsSlot = current.status !== 'cancelled' || isPlayed(score);
  const taken = holdsSlot ? await slotTaken(tx, values, id) : null;
  if (taken) return taken;
  const leaving = [current.homeTeamId, current.awayTeamId].filter(
    (team) => team !== values.homeTeamId && team !== values.awayTeamId,
  );
  const lost = await teamsWithEnteredLines(tx, id, leaving);
  if (lost.length > 0) return refused('lines would be lost', { teams: lost });
  await tx
    .update(games)
    .set({ ...values, ...scoreValues(score), leagueId: league.value, updatedAt: new Date() })
    .where(eq(games.id, id));
  await recordEditedScore(tx, id, current, score, by);
  await dropLinesOfOtherTeams(tx, id);
  await addLinesForGame(tx, id);
  // A game to come given another date, time or gym is news to both rosters.
  const moved =
    values.date !== current.date || values.time !== current.time || values.locationId !== current.locationId;
  const news: GameNews | null =
    moved && isToCome(current) && !isPlayed(score)
      ? { kind: 'game-rescheduled', was: { date: current.date, time: current.time, locationId: current.locationId } }
      : null;
  return done({ game: await summaryOf(tx, id), news });
}

/** The teams among `teamIds` with entered lines in the game, and how many each has. */
async function teamsWithEnteredLines(tx: Executor, gameId: number, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  return tx
    .select({ name: teams.name, lines: count() })
    .from(statLines)
    .innerJoin(teams, eq(teams.id, statLines.teamId))
    .where(and(eq(statLines.gameId, gameId), inArray(statLines.teamId, teamIds), LINE_HAS_STATS))
    .groupBy(teams.id, teams.name)
    .orderBy(asc(teams.name));
}

/** Deletes a game and its stat lines. */
export async function deleteGame(tx: Transaction, id: number): Promise<Write<void, 'not found'>> {
  const deleted = await tx.delete(games).where(eq(games.id, id)).returning({ id: games.id });
  return deleted.length > 0 ? done() : refused('not found');
}
