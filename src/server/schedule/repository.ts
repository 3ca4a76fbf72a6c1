import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  buildSchedule,
  checkSchedule,
  scheduleInputsProblem,
  type BookedSlot,
  type ProposedGame,
  type ScheduleInputs,
} from '#domain/schedule-builder.ts';
import type { SchedulePreview, schedulePreviewBody, scheduleSaveBody } from '#domain/schedule-requests.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { games, leagues, locations, playerTeams, teams } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { addLinesForGames } from '../rosters/stat-lines.ts';

/**
 * The schedule builder (docs/rules/league-data.md#schedule-builder): what it needs from the
 * database (the league's teams and end date, the gyms, and what is booked already), and the
 * save of the games it proposed, all at once.
 */

type BuilderBody = z.output<typeof schedulePreviewBody>;

/**
 * Lets the event loop serve other requests between the steps of a large schedule, so that no
 * step holds it for long (decision 033): PGlite runs its statements in this thread too, and a
 * transaction's statements follow each other without a break of their own.
 */
const otherRequestsFirst = () => nextTurn();

/** What a save inserts in one step at most: games (about 0.25 ms each on PGlite), and their stat lines (about 40 µs each). */
const GAMES_PER_STEP = 25;
const LINES_PER_STEP = 250;

/** Why the builder refuses; each reason's message is the route's. */
export type BuilderRefusal = 'not found' | 'foreign team' | 'unknown gym' | 'cannot build' | 'schedule errors';

type Context = { inputs: ScheduleInputs; booked: BookedSlot[]; teamBusy: { teamId: number; date: string }[] };

/**
 * The builder's inputs from the request and the database, or why there are none: the preview,
 * as built or as edited, and the save are refused for the same reasons
 * (`scheduleInputsProblem`), before anything booked is read.
 */
async function contextOf(
  db: Executor,
  leagueId: number,
  body: BuilderBody,
  extraGames: readonly ProposedGame[],
): Promise<Write<Context, BuilderRefusal>> {
  const [league] = await db.select({ endDate: leagues.endDate }).from(leagues).where(eq(leagues.id, leagueId));
  if (!league) return refused('not found');
  const leagueTeams = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.leagueId, leagueId))
    .orderBy(asc(teams.name), asc(teams.id));
  const chosen = body.teamIds ? leagueTeams.filter((team) => body.teamIds!.includes(team.id)) : leagueTeams;
  if (body.teamIds && chosen.length !== new Set(body.teamIds).size) return refused('foreign team');

  const gymIds = [...new Set([...body.slots, ...extraGames].map((slot) => slot.locationId))];
  const known = gymIds.length
    ? await db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, gymIds))
    : [];
  if (known.length !== gymIds.length) return refused('unknown gym');

  const inputs: ScheduleInputs = {
    teams: chosen,
    meetings: body.meetings,
    slots: body.slots,
    firstDate: body.firstDate,
    lastDate: league.endDate,
    blackoutDates: body.blackoutDates,
    unavailable: body.unavailable,
    gyms: known,
  };
  const problem = scheduleInputsProblem(inputs);
  if (problem) return refused('cannot build', { message: problem.message });
  await otherRequestsFirst();
  const from = body.firstDate;
  const until = [league.endDate, ...extraGames.map((game) => game.date)].sort().at(-1)!;
  const inRange = and(gte(games.date, from), lte(games.date, until), ne(games.status, 'cancelled'));
  // Every league's games at these gyms, and the chosen teams' games anywhere.
  const booked = gymIds.length
    ? await db
        .select({ locationId: games.locationId, date: games.date, time: games.time })
        .from(games)
        .where(and(inArray(games.locationId, gymIds), inRange))
    : [];
  await otherRequestsFirst();
  const teamIds = chosen.map((team) => team.id);
  const busyGames = teamIds.length
    ? await db
        .select({ home: games.homeTeamId, away: games.awayTeamId, date: games.date })
        .from(games)
        .where(and(or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds)), inRange))
    : [];
  const teamBusy = busyGames.flatMap((game) => [
    { teamId: game.home, date: game.date },
    { teamId: game.away, date: game.date },
  ]);
  await otherRequestsFirst();
  return done({ inputs, booked, teamBusy });
}

/**
 * The preview: the games as the admin edited them, checked; or, when none are given, the
 * games the builder proposes. Nothing is stored.
 */
export async function previewSchedule(
  db: Executor,
  leagueId: number,
  body: BuilderBody,
): Promise<Write<SchedulePreview, BuilderRefusal>> {
  const context = await contextOf(db, leagueId, body, body.games ?? []);
  if (!context.ok) return context;
  const { inputs, booked, teamBusy } = context.value;
  let proposed = body.games;
  if (!proposed) {
    const built = buildSchedule(inputs, booked, teamBusy);
    if (!built.ok) return refused('cannot build', { message: built.problem.message });
    proposed = built.games;
    await otherRequestsFirst();
  }
  const check = checkSchedule(proposed, inputs, booked, teamBusy);
  return done({ games: proposed, errors: check.errors, warnings: check.warnings });
}

/**
 * Creates the games it is given, after the preview's checks, in one transaction, each with a
 * zero line for every current player of its teams. Any error refuses them all. The games go in
 * a few at a time (`steps`), with other requests served in between.
 */
export async function saveSchedule(
  tx: Transaction,
  leagueId: number,
  body: z.output<typeof scheduleSaveBody>,
): Promise<Write<{ created: number; gameIds: number[] }, BuilderRefusal>> {
  // Saves of one league's schedule wait for each other, so both are checked against what the other made.
  const [locked] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId)).for('update');
  if (!locked) return refused('not found');
  const context = await contextOf(tx, leagueId, body, body.games);
  if (!context.ok) return context;
  const { inputs, booked, teamBusy } = context.value;
  const check = checkSchedule(body.games, inputs, booked, teamBusy);
  if (check.errors.length > 0) {
    return refused('schedule errors', { message: check.errors[0]!.message, errors: check.errors });
  }
  const gameIds: number[] = [];
  for (const step of await steps(tx, body.games)) {
    await otherRequestsFirst();
    const created = await tx
      .insert(games)
      .values(step.map((game) => ({ ...game, leagueId })))
      .returning({ id: games.id });
    const ids = created.map((row) => row.id);
    await addLinesForGames(tx, ids);
    gameIds.push(...ids);
  }
  return done({ created: gameIds.length, gameIds });
}

/** The games in steps of at most `GAMES_PER_STEP` games and `LINES_PER_STEP` new lines (a game with more is a step alone). */
async function steps(tx: Transaction, toSave: readonly ProposedGame[]): Promise<ProposedGame[][]> {
  const teamIds = [...new Set(toSave.flatMap((game) => [game.homeTeamId, game.awayTeamId]))];
  const rosters = await tx
    .select({ teamId: playerTeams.teamId, players: sql<number>`count(*)::int` })
    .from(playerTeams)
    .where(and(inArray(playerTeams.teamId, teamIds), eq(playerTeams.isCurrentTeam, true)))
    .groupBy(playerTeams.teamId);
  const players = new Map(rosters.map((row) => [row.teamId, row.players]));
  const result: ProposedGame[][] = [];
  let lines = Infinity;
  for (const game of toSave) {
    const more = (players.get(game.homeTeamId) ?? 0) + (players.get(game.awayTeamId) ?? 0);
    if (lines + more > LINES_PER_STEP || result.at(-1)!.length === GAMES_PER_STEP) {
      result.push([]);
      lines = 0;
    }
    result.at(-1)!.push(game);
    lines += more;
  }
  return result;
}
