import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { League, ListedLeague } from '#domain/leagues.ts';
import { teamResults, type TeamResults } from '#domain/standings.ts';
import type { LeagueWithTeams } from '#domain/teams.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { games, leagues, teams } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { FORFEITED_GAME, PLAYED_GAME, REGULAR_SEASON } from '../db/stat-sql.ts';

/** A league's columns as the API names them. */
export const leagueColumns = {
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
 * Every team of a league with its results in played and forfeited regular-season games
 * (docs/rules/numbers.md#standings): the database reads the teams and the games, newest first;
 * the domain counts them under the standings' rule, forfeits included (`teamResults` and
 * `resultFor` in src/domain/standings.ts), and ranks them (`rankStandings`).
 */
export async function leagueResults(db: Executor, leagueId: number): Promise<TeamResults[]> {
  const leagueTeams = await db
    .select({ teamId: teams.id, teamName: teams.name, logoUrl: teams.logoUrl })
    .from(teams)
    .where(eq(teams.leagueId, leagueId));
  // `g`, the name the played-game and regular-season fragments use.
  const g = alias(games, 'g');
  const decided = await db
    .select({
      homeTeamId: g.homeTeamId,
      awayTeamId: g.awayTeamId,
      homeTeamScore: g.homeTeamScore,
      awayTeamScore: g.awayTeamScore,
      forfeitedBy: g.forfeitedBy,
    })
    .from(g)
    .where(and(eq(g.leagueId, leagueId), or(PLAYED_GAME, FORFEITED_GAME), REGULAR_SEASON))
    .orderBy(desc(g.date), desc(g.time), desc(g.id));
  return teamResults(leagueTeams, decided);
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
  const rows = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(and(eq(leagues.isActive, true), ne(leagues.id, id)))
    .for('update');
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
