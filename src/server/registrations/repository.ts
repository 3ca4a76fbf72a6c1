import { and, desc, eq, sql } from 'drizzle-orm';
import type { Registered } from '#domain/players.ts';
import type { PossibleMatch, Registration, RegistrationDetails, TeamRegistrationRow } from '#domain/registrations.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { leagues, playerTeams, players, registrations, teams, waivers } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { addLinesForNewTeammate } from '../rosters/stat-lines.ts';
import { currentWaiver } from '../site/settings.ts';

/** Who decided a registration: an admin's name, or the league's automatic approval. */
export const AUTOMATIC = 'automatic approval';

export type RegistrationInput = {
  details: RegistrationDetails;
  teamId: number;
  captainRequested: boolean;
  /** The waiver version the form showed; left out, the current one. */
  waiverVersion: number | undefined;
  existingPlayer: 'me' | 'not me' | undefined;
};

export type RegistrationRefusal =
  | 'no team'
  | 'registration closed'
  | 'waiver changed'
  | 'maybe returning'
  | 'already on team'
  | 'already waiting'
  | 'roster full';

type TeamForRegistration = {
  id: number;
  name: string;
  leagueId: number;
  isActive: boolean;
  isRegistrationOpen: boolean;
  registrationApproval: 'automatic' | 'manual';
  rosterLimit: number | null;
};

/** The team with its league's registration rules; its row is locked, so registrations for one team take turns. */
async function lockTeam(tx: Transaction, teamId: number): Promise<TeamForRegistration | undefined> {
  const [team] = await tx
    .select({
      id: teams.id,
      name: teams.name,
      leagueId: teams.leagueId,
      isActive: leagues.isActive,
      isRegistrationOpen: leagues.isRegistrationOpen,
      registrationApproval: leagues.registrationApproval,
      rosterLimit: leagues.rosterLimit,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, teamId))
    .for('update', { of: teams });
  return team;
}

/**
 * The existing player a registrant may be: the same email, or the same name and phone number
 * (docs/decisions/028-registration.md). An email match wins; then the newest player.
 */
export async function findReturningPlayer(
  db: Executor,
  details: Pick<RegistrationDetails, 'email' | 'firstName' | 'lastName' | 'phoneNumber'>,
): Promise<{ id: number; match: PossibleMatch } | null> {
  const [row] = await rowsOf<{ id: number; first_name: string; last_name: string; last_team: string | null }>(
    db,
    sql`SELECT p.id, p.first_name, p.last_name,
          (SELECT t.name FROM player_teams pt JOIN teams t ON t.id = pt.team_id JOIN leagues l ON l.id = t.league_id
           WHERE pt.player_id = p.id ORDER BY l.start_date DESC, t.id DESC LIMIT 1) AS last_team
        FROM players p
        WHERE lower(p.email) = lower(${details.email})
           OR (lower(p.first_name) = lower(${details.firstName}) AND lower(p.last_name) = lower(${details.lastName})
               AND p.phone_number = ${details.phoneNumber})
        ORDER BY (lower(p.email) = lower(${details.email})) DESC, p.id DESC
        LIMIT 1`,
  );
  if (!row) return null;
  return {
    id: row.id,
    match: { firstName: row.first_name, lastInitial: row.last_name.slice(0, 1), lastTeam: row.last_team },
  };
}

/** Players on the team's roster now, and registrations waiting for it. */
async function rosterCount(tx: Executor, teamId: number): Promise<{ current: number; waiting: number }> {
  const [row] = await rowsOf<{ current: number; waiting: number }>(
    tx,
    sql`SELECT
          (SELECT count(*)::int FROM player_teams WHERE team_id = ${teamId} AND is_current_team) AS current,
          (SELECT count(*)::int FROM registrations WHERE team_id = ${teamId} AND status = 'pending') AS waiting`,
  );
  return row ?? { current: 0, waiting: 0 };
}

/**
 * A visitor's registration (docs/rules/league-data.md#registration): for a team of an active
 * league with registration open, agreeing to the current waiver, within the roster limit. A
 * possible returning player is asked first; "me" joins them to the team as the same player.
 * The league's automatic approval puts them on the roster at once, otherwise it waits.
 */
export async function register(
  tx: Transaction,
  input: RegistrationInput,
): Promise<Write<Registered & { leagueId: number }, RegistrationRefusal>> {
  const team = await lockTeam(tx, input.teamId);
  if (!team) return refused('no team');
  if (!team.isActive || !team.isRegistrationOpen) return refused('registration closed');
  const waiver = await currentWaiver(tx);
  if (input.waiverVersion !== undefined && input.waiverVersion !== waiver.version) return refused('waiver changed');

  const returning = await findReturningPlayer(tx, input.details);
  if (returning && input.existingPlayer === undefined) return refused('maybe returning', { match: returning.match });
  const playerId = returning && input.existingPlayer === 'me' ? returning.id : null;

  if (playerId !== null) {
    const [linked] = await tx
      .select({ current: playerTeams.isCurrentTeam })
      .from(playerTeams)
      .where(and(eq(playerTeams.playerId, playerId), eq(playerTeams.teamId, team.id)));
    if (linked?.current) return refused('already on team');
  }
  const [waiting] = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT id FROM registrations WHERE team_id = ${team.id} AND status = 'pending'
          AND (player_id = ${playerId} OR lower(details->>'email') = lower(${input.details.email}))
        LIMIT 1`,
  );
  if (waiting) return refused('already waiting');

  const count = await rosterCount(tx, team.id);
  if (team.rosterLimit !== null && count.current + count.waiting >= team.rosterLimit) return refused('roster full');

  const [created] = await tx
    .insert(registrations)
    .values({
      teamId: team.id,
      playerId,
      returning: playerId !== null,
      details: input.details,
      waiverVersion: waiver.version,
      captainRequested: input.captainRequested,
      status: 'pending',
    })
    .returning({ id: registrations.id });
  const registrationId = (created as { id: number }).id;
  const answer = {
    registrationId,
    firstName: input.details.firstName,
    team: { id: team.id, name: team.name },
    captainRequested: input.captainRequested,
    leagueId: team.leagueId,
  };
  if (team.registrationApproval === 'manual') return done({ ...answer, status: 'pending', playerId });
  const approved = await putOnRoster(tx, registrationId, AUTOMATIC);
  return done({ ...answer, status: 'approved', playerId: approved.playerId });
}

/**
 * Puts a waiting registration's player on its team: the player it names, or a new one from
 * its details (a player deleted since is made again). They get lines in the team's unplayed games.
 */
async function putOnRoster(tx: Transaction, registrationId: number, decidedBy: string) {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, registrationId));
  const registration = row!;
  let playerId = registration.playerId;
  if (playerId === null) {
    const [made] = await tx
      .insert(players)
      .values({ ...registration.details, isCaptain: false })
      .returning({ id: players.id });
    playerId = (made as { id: number }).id;
  }
  await tx
    .insert(playerTeams)
    .values({ playerId, teamId: registration.teamId, isCurrentTeam: true })
    .onConflictDoUpdate({ target: [playerTeams.playerId, playerTeams.teamId], set: { isCurrentTeam: true } });
  await addLinesForNewTeammate(tx, playerId, registration.teamId);
  await tx
    .update(registrations)
    .set({ playerId, status: 'approved', decidedAt: new Date(), decidedBy })
    .where(eq(registrations.id, registrationId));
  return { playerId, teamId: registration.teamId };
}

export type DecisionRefusal = 'not found' | 'decided' | 'roster full';

/** A waiting registration, locked, with its team's league rules. */
async function lockWaiting(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ id: registrations.id, status: registrations.status, teamId: registrations.teamId })
    .from(registrations)
    .where(eq(registrations.id, id))
    .for('update');
  return row;
}

/** An admin approves a waiting registration, within the roster limit. */
export async function approveRegistration(
  tx: Transaction,
  id: number,
  decidedBy: string,
): Promise<Write<{ leagueId: number; playerId: number }, DecisionRefusal>> {
  const row = await lockWaiting(tx, id);
  if (!row) return refused('not found');
  if (row.status !== 'pending') return refused('decided');
  const team = (await lockTeam(tx, row.teamId))!;
  const { current } = await rosterCount(tx, team.id);
  if (team.rosterLimit !== null && current >= team.rosterLimit) return refused('roster full');
  const { playerId } = await putOnRoster(tx, id, decidedBy);
  return done({ leagueId: team.leagueId, playerId });
}

/** An admin declines a waiting registration: nobody joins the roster, and the record stays. */
export async function declineRegistration(
  tx: Transaction,
  id: number,
  decidedBy: string,
): Promise<Write<void, 'not found' | 'decided'>> {
  const row = await lockWaiting(tx, id);
  if (!row) return refused('not found');
  if (row.status !== 'pending') return refused('decided');
  await tx
    .update(registrations)
    .set({ status: 'declined', decidedAt: new Date(), decidedBy })
    .where(eq(registrations.id, id));
  return done();
}

/** An admin confirms an approved registration's captain request: the player becomes a captain. */
export async function confirmCaptain(
  tx: Transaction,
  id: number,
): Promise<Write<{ leagueId: number }, 'not found' | 'not approved' | 'no request'>> {
  const [row] = await tx
    .select({ registration: registrations, leagueId: teams.leagueId })
    .from(registrations)
    .innerJoin(teams, eq(teams.id, registrations.teamId))
    .where(eq(registrations.id, id))
    .for('update', { of: registrations });
  if (!row) return refused('not found');
  const { registration } = row;
  if (!registration.captainRequested) return refused('no request');
  if (registration.status !== 'approved' || registration.playerId === null) return refused('not approved');
  await tx.update(registrations).set({ captainConfirmedAt: new Date() }).where(eq(registrations.id, id));
  await tx.update(players).set({ isCaptain: true, updatedAt: new Date() }).where(eq(players.id, registration.playerId));
  return done({ leagueId: row.leagueId });
}

/** Registrations, newest first: of one league, of one status, or of one player. */
export async function listRegistrations(
  db: Executor,
  filter: { leagueId?: number; status?: Registration['status']; playerId?: number },
): Promise<Registration[]> {
  const rows = await db
    .select({
      registration: registrations,
      teamName: teams.name,
      leagueId: teams.leagueId,
      leagueName: leagues.name,
      waiverText: waivers.text,
    })
    .from(registrations)
    .innerJoin(teams, eq(teams.id, registrations.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .innerJoin(waivers, eq(waivers.version, registrations.waiverVersion))
    .where(
      and(
        filter.leagueId === undefined ? undefined : eq(teams.leagueId, filter.leagueId),
        filter.status === undefined ? undefined : eq(registrations.status, filter.status),
        filter.playerId === undefined ? undefined : eq(registrations.playerId, filter.playerId),
      ),
    )
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
  return rows.map(({ registration: r, teamName, leagueId, leagueName, waiverText }) => ({
    id: r.id,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    team: { id: r.teamId, name: teamName, leagueId, leagueName },
    playerId: r.playerId,
    returning: r.returning,
    details: r.details,
    waiver: { version: r.waiverVersion, text: waiverText, agreedAt: r.agreedAt.toISOString() },
    captainRequested: r.captainRequested,
    captainConfirmedAt: r.captainConfirmedAt?.toISOString() ?? null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedBy,
  }));
}

/** Each team of a league: roster size and waiting registrations against the limit, and its fee. */
export async function teamRegistrationRows(db: Executor, leagueId: number): Promise<TeamRegistrationRow[]> {
  return rowsOf<TeamRegistrationRow>(
    db,
    sql`SELECT t.id, t.name, l.roster_limit AS "rosterLimit",
          t.fee_paid_cents AS "feePaidCents", t.fee_paid_on::text AS "feePaidOn",
          (SELECT count(*)::int FROM player_teams pt WHERE pt.team_id = t.id AND pt.is_current_team) AS "rosterSize",
          (SELECT count(*)::int FROM registrations r WHERE r.team_id = t.id AND r.status = 'pending') AS pending
        FROM teams t JOIN leagues l ON l.id = t.league_id
        WHERE t.league_id = ${leagueId}
        ORDER BY lower(t.name), t.id`,
  );
}

/** Marks a team's fee paid (amount and date), or not paid. */
export async function setTeamFee(
  tx: Transaction,
  teamId: number,
  paid: { amount: number; paidOn: string } | null,
): Promise<Write<void, 'not found'>> {
  const updated = await tx
    .update(teams)
    .set({ feePaidCents: paid?.amount ?? null, feePaidOn: paid?.paidOn ?? null, updatedAt: new Date() })
    .where(eq(teams.id, teamId))
    .returning({ id: teams.id });
  return updated.length > 0 ? done() : refused('not found');
}
