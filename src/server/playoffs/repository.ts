import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hasResult } from '#domain/game-status.ts';
import {
  bracketAnswer,
  type BracketAnswer,
  type BracketMatchup,
  type matchupGameBody,
  type newBracketBody,
} from '#domain/playoff-schemas.ts';
import {
  allMatchups,
  bracketPlan,
  gameWinner,
  PLAYOFF_MIN_GAMES,
  resolveBracket,
  type MatchupResult,
} from '#domain/playoffs.ts';
import { rankStandings } from '#domain/standings.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { games, leagues, locations, playoffBrackets, playoffGames, playoffSeeds, teams } from '../db/schema.ts';
import { LINE_HAS_STATS, lineHasStats, PLAYED_GAME, REGULAR_SEASON } from '../db/stat-sql.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { summariesOf } from '../games/repository.ts';
import { slotTaken } from '../games/slots.ts';
import { leagueResults } from '../leagues/repository.ts';
import { addLinesForGames } from '../rosters/stat-lines.ts';

/**
 * A league's playoffs (docs/rules/league-data.md#playoffs): the bracket, its seeds and the game
 * of each matchup are stored; who plays whom and who won are worked out from the games' results
 * on every read (src/domain/playoffs.ts), so a final score moves its winner on by itself.
 */

export type BracketRefusal =
  | 'not found'
  | 'no bracket'
  | 'bracket exists'
  | 'not enough teams'
  | 'teams not known'
  | 'no matchup'
  | 'no location'
  | 'has results'
  | 'slot taken';

type Bracket = typeof playoffBrackets.$inferSelect;

async function bracketOf(db: Executor, leagueId: number): Promise<Bracket | null> {
  const [bracket] = await db.select().from(playoffBrackets).where(eq(playoffBrackets.leagueId, leagueId));
  return bracket ?? null;
}

/** The top `teams` of the standings, seeded in its order (its tie-breaks included), and the bracket's matchups. */
export async function createBracket(
  tx: Transaction,
  leagueId: number,
  body: z.output<typeof newBracketBody>,
): Promise<Write<void, BracketRefusal>> {
  const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId)).for('update');
  if (!league) return refused('not found');
  if (await bracketOf(tx, leagueId)) return refused('bracket exists');
  const standings = rankStandings(await leagueResults(tx, leagueId));
  if (standings.length < body.teams) return refused('not enough teams', { count: standings.length });
  const [bracket] = await tx
    .insert(playoffBrackets)
    .values({ leagueId, teamCount: body.teams, thirdPlace: body.thirdPlace })
    .returning({ id: playoffBrackets.id });
  await tx
    .insert(playoffSeeds)
    .values(
      standings
        .slice(0, body.teams)
        .map((row, index) => ({ bracketId: bracket!.id, seed: index + 1, teamId: row.teamId })),
    );
  return done();
}

/** The bracket as the playoffs page shows it, or null when the league has none. */
export async function readBracket(db: Executor, leagueId: number): Promise<BracketAnswer | null> {
  const bracket = await bracketOf(db, leagueId);
  if (!bracket) return null;
  const seeded = await db
    .select({ seed: playoffSeeds.seed, teamId: teams.id, name: teams.name, logoUrl: teams.logoUrl })
    .from(playoffSeeds)
    .innerJoin(teams, eq(teams.id, playoffSeeds.teamId))
    .where(eq(playoffSeeds.bracketId, bracket.id))
    .orderBy(asc(playoffSeeds.seed));
  const scheduled = await db.select().from(playoffGames).where(eq(playoffGames.bracketId, bracket.id));
  const summaries = new Map(
    (
      await summariesOf(
        db,
        scheduled.map((row) => row.gameId),
      )
    ).map((game) => [game.id, game]),
  );
  const gameOf = new Map(scheduled.map((row) => [row.matchup, summaries.get(row.gameId) ?? null]));
  const results = new Map<string, MatchupResult>();
  for (const [key, game] of gameOf) {
    if (game)
      results.set(key, { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, winnerTeamId: gameWinner(game) });
  }
  const plan = bracketPlan(bracket.teamCount, bracket.thirdPlace);
  const resolved = resolveBracket(
    plan,
    seeded.map((row) => row.teamId),
    results,
  );
  const teamOf = new Map(seeded.map((row) => [row.teamId, row]));
  const side = (known: { teamId: number; seed: number } | null) => {
    const team = known && teamOf.get(known.teamId);
    return team ? { teamId: team.teamId, name: team.name, logoUrl: team.logoUrl, seed: known.seed } : null;
  };
  const byKey = new Map(resolved.matchups.map((matchup) => [matchup.key, matchup]));
  const shown = (key: string): BracketMatchup => {
    const matchup = byKey.get(key)!;
    return {
      key,
      round: matchup.round,
      home: side(matchup.home),
      away: side(matchup.away),
      game: gameOf.get(key) ?? null,
      winnerTeamId: matchup.winnerTeamId,
    };
  };
  const rounds = plan.rounds.map((round) => ({ name: round.name, games: round.matchups.map((m) => shown(m.key)) }));
  if (plan.thirdPlace) rounds.push({ name: 'Third place', games: [shown(plan.thirdPlace.key)] });
  return {
    leagueId,
    teamCount: bracket.teamCount,
    thirdPlace: bracket.thirdPlace,
    rounds,
    championTeamId: resolved.championTeamId,
    thirdPlaceTeamId: resolved.thirdPlaceTeamId,
    ineligible: await ineligiblePlayers(
      db,
      leagueId,
      seeded.map((row) => row.teamId),
    ),
  };
}

/**
 * The current players of the bracket's teams with fewer regular-season games in the league than
 * the rule asks (docs/decisions/043-numbers-with-partial-box-scores.md). A player has a line in
 * each game the team played while on its roster; the game counts where the line has a stat, or
 * where none of the team's lines has one (a game kept by its score alone: nobody is marked
 * absent). Where the team's box score was entered, an all-zero line is a game missed.
 */
async function ineligiblePlayers(db: Executor, leagueId: number, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  return rowsOf(
    bracketAnswer.shape.ineligible.element,
    db,
    sql`SELECT p.id AS "playerId", p.first_name AS "firstName", p.last_name AS "lastName",
          t.id AS "teamId", t.name AS "teamName", coalesce(played.games, 0)::int AS "gamesPlayed"
        FROM player_teams pt
        JOIN players p ON p.id = pt.player_id
        JOIN teams t ON t.id = pt.team_id
        LEFT JOIN LATERAL (
          SELECT count(*) AS games FROM player_stats ps JOIN games g ON g.id = ps.game_id
          WHERE ps.player_id = p.id AND g.league_id = ${leagueId} AND ${PLAYED_GAME} AND ${REGULAR_SEASON}
            AND (${LINE_HAS_STATS} OR NOT EXISTS (
              SELECT 1 FROM player_stats other
              WHERE other.game_id = ps.game_id AND other.team_id = ps.team_id AND ${lineHasStats('other')}
            ))
        ) played ON true
        WHERE pt.is_current_team AND pt.team_id IN (${sql.join(
          teamIds.map((teamId) => sql`${teamId}`),
          sql`, `,
        )}) AND coalesce(played.games, 0) < ${PLAYOFF_MIN_GAMES}
        ORDER BY t.name, p.last_name, p.first_name, p.id`,
  );
}

/**
 * Schedules a matchup's game once both its teams are known: a new playoff game (the better
 * seed at home, with its players' lines), or the game moved. Its gym slot must be free.
 */
export async function scheduleMatchup(
  tx: Transaction,
  leagueId: number,
  key: string,
  slot: z.output<typeof matchupGameBody>,
): Promise<Write<void, BracketRefusal>> {
  const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId)).for('update');
  if (!league) return refused('not found');
  const bracket = await bracketOf(tx, leagueId);
  if (!bracket) return refused('no bracket');
  if (!allMatchups(bracketPlan(bracket.teamCount, bracket.thirdPlace)).some((matchup) => matchup.key === key)) {
    return refused('no matchup');
  }
  const [location] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, slot.locationId));
  if (!location) return refused('no location');
  const shown = (await readBracket(tx, leagueId))!.rounds.flatMap((round) => round.games).find((m) => m.key === key)!;
  const taken = await slotTaken(tx, slot, shown.game?.id);
  if (taken) return taken;
  if (shown.game) {
    await tx
      .update(games)
      .set({ ...slot, updatedAt: new Date() })
      .where(eq(games.id, shown.game.id));
    return done();
  }
  if (!shown.home || !shown.away) return refused('teams not known');
  const [created] = await tx
    .insert(games)
    .values({ ...slot, leagueId, homeTeamId: shown.home.teamId, awayTeamId: shown.away.teamId, playoff: true })
    .returning({ id: games.id });
  await tx.insert(playoffGames).values({ bracketId: bracket.id, matchup: key, gameId: created!.id });
  await addLinesForGames(tx, [created!.id]);
  return done();
}

/** Removes a bracket none of whose games has a result, with its games. */
export async function deleteBracket(tx: Transaction, leagueId: number): Promise<Write<void, BracketRefusal>> {
  const bracket = await bracketOf(tx, leagueId);
  if (!bracket) return refused('no bracket');
  const scheduled = await tx
    .select({ id: games.id, status: games.status })
    .from(games)
    .innerJoin(playoffGames, eq(playoffGames.gameId, games.id))
    .where(eq(playoffGames.bracketId, bracket.id))
    .for('update');
  if (scheduled.some(hasResult)) return refused('has results');
  if (scheduled.length > 0) {
    await tx.delete(games).where(
      inArray(
        games.id,
        scheduled.map((game) => game.id),
      ),
    );
  }
  await tx.delete(playoffBrackets).where(and(eq(playoffBrackets.id, bracket.id)));
  return done();
}
