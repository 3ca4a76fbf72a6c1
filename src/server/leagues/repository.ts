import { asc, desc, eq, sql } from 'drizzle-orm';
import type { League, ListedLeague } from '#domain/leagues.ts';
import type { TeamResults } from '#domain/standings.ts';
import type { LeagueWithTeams } from '#domain/teams.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { leagues, teams } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { FORFEITED_GAME, PLAYED_GAME, REGULAR_SEASON } from '../db/stat-sql.ts';

const leagueColumns = {
  id: leagues.id,
  name: leagues.name,
  startDate: leagues.startDate,
  endDate: leagues.endDate,
  isRegistrationOpen: leagues.isRegistrationOpen,
  isActive: leagues.isActive,
  registrationApproval: leagues.registrationApproval,
  rosterLimit: leagues.rosterLimit,
};
const leagueColumnNames = {
  id: true,
  name: true,
  startDate: true,
  endDate: true,
  isRegistrationOpen: true,
  isActive: true,
  registrationApproval: true,
  rosterLimit: true,
} as const;

/** Newest start first, then id: the first active one is the active league (docs/rules/league-data.md#leagues). */
export async function listLeagues(db: Executor): Promise<ListedLeague[]> {
  return db
    .select({
      ...leagueColumns,
      hasPlayoffs: sql<boolean>`EXISTS (SELECT 1 FROM playoff_brackets b WHERE b.league_id = ${leagues.id})`,
    })
    .from(leagues)
    .orderBy(desc(leagues.startDate), asc(leagues.id));
}

/** A league and its teams, by name. */
export async function findLeague(db: Executor, id: number): Promise<LeagueWithTeams | null> {
  const found = await db.query.leagues.findFirst({
    where: eq(leagues.id, id),
    columns: leagueColumnNames,
    with: { teams: { columns: { id: true, name: true, logoUrl: true, leagueId: true }, orderBy: [asc(teams.name)] } },
  });
  if (!found) return null;
  const { teams: leagueTeams, ...league } = found;
  return { ...league, Teams: leagueTeams.map(({ leagueId, ...team }) => ({ ...team, LeagueId: leagueId })) };
}

/**
 * Every team of a league with its results in played and forfeited games
 * (docs/rules/numbers.md#standings), in one query: wins, losses, ties, forfeits, points for and
 * against, outcomes newest first and the record against each opponent. A forfeit is a win for
 * the other team and a loss for the side that forfeited (both, in a double forfeit), with no
 * points. The domain ranks them (src/domain/standings.ts).
 */
export async function leagueResults(db: Executor, leagueId: number): Promise<TeamResults[]> {
  return rowsOf<TeamResults>(
    db,
    sql`WITH decided AS (
          SELECT g.id, g.date, g.time, g.home_team_id, g.away_team_id, g.forfeited_by,
            coalesce(g.home_team_score, 0) AS home_score, coalesce(g.away_team_score, 0) AS away_score
          FROM games g
          WHERE g.league_id = ${leagueId} AND (${PLAYED_GAME} OR ${FORFEITED_GAME}) AND ${REGULAR_SEASON}
        ),
        results AS (
          SELECT id, date, time, home_team_id AS team_id, away_team_id AS opponent_id,
            home_score AS points_for, away_score AS points_against,
            CASE WHEN forfeited_by IS NULL THEN sign(home_score - away_score)::int
              WHEN forfeited_by = 'away' THEN 1 ELSE -1 END AS outcome,
            coalesce(forfeited_by IN ('home', 'both'), false) AS forfeited
          FROM decided
          UNION ALL
          SELECT id, date, time, away_team_id, home_team_id, away_score, home_score,
            CASE WHEN forfeited_by IS NULL THEN sign(away_score - home_score)::int
              WHEN forfeited_by = 'home' THEN 1 ELSE -1 END,
            coalesce(forfeited_by IN ('away', 'both'), false)
          FROM decided
        ),
        per_team AS (
          SELECT team_id,
            count(*) FILTER (WHERE outcome > 0)::int AS wins,
            count(*) FILTER (WHERE outcome < 0)::int AS losses,
            count(*) FILTER (WHERE outcome = 0)::int AS ties,
            count(*) FILTER (WHERE forfeited)::int AS forfeits,
            sum(points_for)::int AS points_for, sum(points_against)::int AS points_against,
            json_agg(outcome ORDER BY date DESC, time DESC, id DESC) AS recent
          FROM results GROUP BY team_id
        ),
        versus AS (
          SELECT team_id, json_object_agg(opponent_id, json_build_object('wins', wins, 'losses', losses)) AS versus
          FROM (
            SELECT team_id, opponent_id,
              count(*) FILTER (WHERE outcome > 0)::int AS wins,
              count(*) FILTER (WHERE outcome < 0)::int AS losses
            FROM results GROUP BY team_id, opponent_id
          ) pairs GROUP BY team_id
        )
        SELECT t.id AS "teamId", t.name AS "teamName", t.logo_url AS "logoUrl",
          coalesce(pt.wins, 0) AS wins, coalesce(pt.losses, 0) AS losses, coalesce(pt.ties, 0) AS ties,
          coalesce(pt.forfeits, 0) AS forfeits,
          coalesce(pt.points_for, 0) AS "pointsFor", coalesce(pt.points_against, 0) AS "pointsAgainst",
          coalesce(pt.recent, '[]'::json) AS recent, coalesce(v.versus, '{}'::json) AS versus
        FROM teams t
        LEFT JOIN per_team pt ON pt.team_id = t.id
        LEFT JOIN versus v ON v.team_id = t.id
        WHERE t.league_id = ${leagueId}`,
  );
}

export async function leagueExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, id));
  return row !== undefined;
}

/** A league's fields as a create or an update gives them; the registration rules may be left out. */
export type LeagueValues = Omit<League, 'id' | 'registrationApproval' | 'rosterLimit'> &
  Partial<Pick<League, 'registrationApproval' | 'rosterLimit'>>;

/** Whether another league than `id` is active; locks the active leagues until the transaction ends. */
async function anotherActiveLeague(tx: Executor, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(tx, sql`SELECT id FROM leagues WHERE is_active AND id <> ${id} FOR UPDATE`);
  return rows.length > 0;
}

export async function createLeague(db: Executor, values: LeagueValues): Promise<League> {
  const [created] = await db.insert(leagues).values(values).returning(leagueColumns);
  return created as League;
}

/** Updates a league, unless that would leave no league active (docs/rules/league-data.md#leagues). */
export async function updateLeague(
  tx: Transaction,
  id: number,
  values: LeagueValues,
): Promise<Write<League, 'not found' | 'last active'>> {
  const [current] = await tx.select(leagueColumns).from(leagues).where(eq(leagues.id, id)).for('update');
  if (!current) return refused('not found');
  if (current.isActive && !values.isActive && !(await anotherActiveLeague(tx, id))) return refused('last active');
  const [updated] = await tx
    .update(leagues)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(leagues.id, id))
    .returning(leagueColumns);
  return done(updated as League);
}

/** Deletes a league without teams, unless it is the last active one. */
export async function deleteLeague(
  tx: Transaction,
  id: number,
): Promise<Write<void, 'not found' | 'last active' | 'has teams'>> {
  const [current] = await tx.select(leagueColumns).from(leagues).where(eq(leagues.id, id)).for('update');
  if (!current) return refused('not found');
  if (current.isActive && !(await anotherActiveLeague(tx, id))) return refused('last active');
  const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.leagueId, id)).limit(1);
  if (team) return refused('has teams');
  await tx.delete(leagues).where(eq(leagues.id, id));
  return done();
}
