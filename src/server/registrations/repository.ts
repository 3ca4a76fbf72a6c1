import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { CONFIRM_LINK_DAYS } from '#domain/mail.ts';
import type { Registered } from '#domain/players.ts';
import {
  teamRegistrationRow,
  type MatchKind,
  type Registration,
  type RegistrationConfirmation,
  type RegistrationDetails,
  type TeamRegistrationRow,
} from '#domain/registrations.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { leagues, playerTeams, players, registrations, teams, waivers } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { mergePlayers } from '../players/merge.ts';
import { addLinesForNewTeammate } from '../rosters/stat-lines.ts';
import { currentWaiver } from '../site/settings.ts';

/** Who decided a registration: an admin's name, or the league's automatic approval. */
export const AUTOMATIC = 'automatic approval';

/** Who merged a registration's new player into the player it matched: that player, through the emailed link. */
export const CONFIRMED_BY_PLAYER = "the player's emailed confirmation";

const DAY_MS = 24 * 60 * 60 * 1000;

export type RegistrationInput = {
  details: RegistrationDetails;
  teamId: number;
  captainRequested: boolean;
  /** The waiver version the form showed; left out, the current one. */
  waiverVersion: number | undefined;
};

/**
 * What can refuse a registration: only the team's own state, never who else is registered,
 * since that would tell a stranger whether an address is on a roster
 * (docs/decisions/034-registration-without-disclosure.md).
 */
export type RegistrationRefusal = 'no team' | 'registration closed' | 'waiver changed' | 'roster full';

/** The link a registration that matched an existing player emails to them; never part of the answer. */
export type MatchConfirmation = { registrationId: number; token: string };

/** A link's token as stored: its SHA-256, so a copy of the table confirms nothing. */
const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

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

/** A player a registrant may be, and whether the email is what matched. */
const returningPlayer = z.object({ id: z.number().int(), same_email: z.boolean() });

/**
 * The existing player a registrant may be: the same email (any case), or the same first and
 * last name and phone number (docs/decisions/034-registration-without-disclosure.md). An email
 * match wins; then the oldest player, so a record made by an unconfirmed registration never
 * stands in for the one it may duplicate.
 */
export async function findReturningPlayer(
  db: Executor,
  details: Pick<RegistrationDetails, 'email' | 'firstName' | 'lastName' | 'phoneNumber'>,
): Promise<{ id: number; by: MatchKind } | null> {
  const [row] = await rowsOf(
    returningPlayer,
    db,
    sql`SELECT p.id, lower(p.email) = lower(${details.email}) AS same_email
        FROM players p
        WHERE lower(p.email) = lower(${details.email})
           OR (lower(p.first_name) = lower(${details.firstName}) AND lower(p.last_name) = lower(${details.lastName})
               AND p.phone_number = ${details.phoneNumber})
        ORDER BY same_email DESC, p.id
        LIMIT 1`,
  );
  return row ? { id: row.id, by: row.same_email ? 'email' : 'name and phone' } : null;
}

const rosterCounts = z.object({ current: z.number().int(), waiting: z.number().int() });

/** Players on the team's roster now, and registrations waiting for it. */
async function rosterCount(tx: Executor, teamId: number): Promise<{ current: number; waiting: number }> {
  const [row] = await rowsOf(
    rosterCounts,
    tx,
    sql`SELECT
          (SELECT count(*)::int FROM player_teams WHERE team_id = ${teamId} AND is_current_team) AS current,
          (SELECT count(*)::int FROM registrations WHERE team_id = ${teamId} AND status = 'pending') AS waiting`,
  );
  return row ?? { current: 0, waiting: 0 };
}

/**
 * A visitor's registration (docs/rules/league-data.md#registration): for a team of an active
 * league with registration open, agreeing to the current waiver, within the roster limit. It
 * never joins an existing player on its own word: it waits for an admin, or (automatic
 * approval) makes a new player on the roster. An existing player its details match is
 * recorded, with a confirmation link for them (`confirmation`, for their email only); the
 * answer is the same as without one (docs/decisions/034-registration-without-disclosure.md).
 */
export async function register(
  tx: Transaction,
  input: RegistrationInput,
): Promise<Write<Registered & { leagueId: number; confirmation: MatchConfirmation | null }, RegistrationRefusal>> {
  const team = await lockTeam(tx, input.teamId);
  if (!team) return refused('no team');
  if (!team.isActive || !team.isRegistrationOpen) return refused('registration closed');
  const waiver = await currentWaiver(tx);
  if (input.waiverVersion !== undefined && input.waiverVersion !== waiver.version) return refused('waiver changed');
  const count = await rosterCount(tx, team.id);
  if (team.rosterLimit !== null && count.current + count.waiting >= team.rosterLimit) return refused('roster full');

  const match = await findReturningPlayer(tx, input.details);
  const token = match ? randomBytes(32).toString('base64url') : null;
  const [created] = await tx
    .insert(registrations)
    .values({
      teamId: team.id,
      playerId: null,
      details: input.details,
      waiverVersion: waiver.version,
      captainRequested: input.captainRequested,
      status: 'pending',
      matchedPlayerId: match?.id ?? null,
      matchedBy: match?.by ?? null,
      confirmTokenHash: token === null ? null : hashOfToken(token),
      confirmExpiresAt: token === null ? null : new Date(Date.now() + CONFIRM_LINK_DAYS * DAY_MS),
    })
    .returning({ id: registrations.id });
  const registrationId = (created as { id: number }).id;
  const answer = {
    registrationId,
    firstName: input.details.firstName,
    team: { id: team.id, name: team.name },
    captainRequested: input.captainRequested,
    leagueId: team.leagueId,
    confirmation: token === null ? null : { registrationId, token },
  };
  if (team.registrationApproval === 'manual') return done({ ...answer, status: 'pending', id: null, playerId: null });
  const { playerId } = await putOnRoster(tx, registrationId, AUTOMATIC);
  return done({ ...answer, status: 'approved', id: playerId, playerId });
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

export type DecisionRefusal = 'not found' | 'decided' | 'roster full' | 'no match';

/** A waiting registration, locked, with its team's league rules. */
async function lockWaiting(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      id: registrations.id,
      status: registrations.status,
      teamId: registrations.teamId,
      matchedPlayerId: registrations.matchedPlayerId,
    })
    .from(registrations)
    .where(eq(registrations.id, id))
    .for('update');
  return row;
}

/**
 * An admin approves a waiting registration, within the roster limit: as the existing player it
 * may be (`match`), as a new player (`new`), or, left out, as it stands (the player its match
 * confirmed, otherwise a new one).
 */
export async function approveRegistration(
  tx: Transaction,
  id: number,
  decidedBy: string,
  as?: 'match' | 'new',
): Promise<Write<{ leagueId: number; playerId: number }, DecisionRefusal>> {
  const row = await lockWaiting(tx, id);
  if (!row) return refused('not found');
  if (row.status !== 'pending') return refused('decided');
  if (as === 'match' && row.matchedPlayerId === null) return refused('no match');
  const team = (await lockTeam(tx, row.teamId))!;
  const { current } = await rosterCount(tx, team.id);
  if (team.rosterLimit !== null && current >= team.rosterLimit) return refused('roster full');
  if (as !== undefined) {
    const joined = as === 'match' ? row.matchedPlayerId : null;
    await tx
      .update(registrations)
      .set({ playerId: joined, returning: joined !== null })
      .where(eq(registrations.id, id));
  }
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

const matched = alias(players, 'matched');

/**
 * Registrations, newest first: of one league, of one status, or of one player (those that
 * joined them, and those whose details matched them).
 */
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
      matchedFirstName: matched.firstName,
      matchedLastName: matched.lastName,
    })
    .from(registrations)
    .innerJoin(teams, eq(teams.id, registrations.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .innerJoin(waivers, eq(waivers.version, registrations.waiverVersion))
    .leftJoin(matched, eq(matched.id, registrations.matchedPlayerId))
    .where(
      and(
        filter.leagueId === undefined ? undefined : eq(teams.leagueId, filter.leagueId),
        filter.status === undefined ? undefined : eq(registrations.status, filter.status),
        filter.playerId === undefined
          ? undefined
          : or(eq(registrations.playerId, filter.playerId), eq(registrations.matchedPlayerId, filter.playerId)),
      ),
    )
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
  return rows.map(
    ({ registration: r, teamName, leagueId, leagueName, waiverText, matchedFirstName, matchedLastName }) => ({
      id: r.id,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      team: { id: r.teamId, name: teamName, leagueId, leagueName },
      playerId: r.playerId,
      returning: r.returning,
      possibleMatch:
        r.matchedPlayerId === null || r.matchedBy === null || matchedFirstName === null || matchedLastName === null
          ? null
          : {
              playerId: r.matchedPlayerId,
              firstName: matchedFirstName,
              lastName: matchedLastName,
              by: r.matchedBy,
              confirmedAt: r.matchConfirmedAt?.toISOString() ?? null,
            },
      details: r.details,
      waiver: { version: r.waiverVersion, text: waiverText, agreedAt: r.agreedAt.toISOString() },
      captainRequested: r.captainRequested,
      captainConfirmedAt: r.captainConfirmedAt?.toISOString() ?? null,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decidedBy: r.decidedBy,
    }),
  );
}

export type ConfirmRefusal = 'unknown' | 'used' | 'expired' | 'declined' | 'player gone' | 'both played';

/** The registration a confirmation link names, with its team and league; locked for a confirmation. */
async function registrationOfToken(db: Executor, token: string, lock: boolean) {
  const query = db
    .select({ registration: registrations, team: teams.name, league: leagues.name })
    .from(registrations)
    .innerJoin(teams, eq(teams.id, registrations.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(registrations.confirmTokenHash, hashOfToken(token)));
  const [row] = await (lock ? query.for('update', { of: registrations }) : query);
  return row;
}

type LinkRow = NonNullable<Awaited<ReturnType<typeof registrationOfToken>>>;

/** Why a link cannot confirm its registration, if it cannot; a used link only says so. */
function linkRefusal(row: LinkRow | undefined, now: Date) {
  if (!row) return 'unknown' as const;
  const r = row.registration;
  if (r.status === 'declined') return 'declined' as const;
  if (r.matchedPlayerId === null) return 'player gone' as const;
  if (r.matchConfirmedAt !== null) return 'used' as const;
  if (r.confirmExpiresAt === null || r.confirmExpiresAt <= now) return 'expired' as const;
  return null;
}

/** What the page of a link shows: the matched player's name on file, the team and league. */
async function linkAnswer(db: Executor, row: LinkRow, confirmed: boolean): Promise<RegistrationConfirmation> {
  const [player] = await db
    .select({ firstName: players.firstName })
    .from(players)
    .where(eq(players.id, row.registration.matchedPlayerId!));
  return {
    firstName: player?.firstName ?? '',
    team: row.team,
    league: row.league,
    status: row.registration.status === 'approved' ? 'approved' : 'pending',
    confirmed,
  };
}

/** A confirmation link as its page reads it (a GET, which changes nothing). */
export async function readConfirmation(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<Write<RegistrationConfirmation, ConfirmRefusal>> {
  const row = await registrationOfToken(db, token, false);
  const refusal = linkRefusal(row, now);
  if (refusal === 'used') return done(await linkAnswer(db, row!, true));
  if (refusal) return refused(refusal);
  return done(await linkAnswer(db, row!, false));
}

/**
 * The matched player confirms, through the emailed link, that a registration was theirs
 * (docs/decisions/034-registration-without-disclosure.md): a waiting registration will join
 * them when approved; one approved as a new player has that player merged into them. The link
 * works once, for `CONFIRM_LINK_DAYS`.
 */
export async function confirmRegistration(
  tx: Transaction,
  token: string,
  now = new Date(),
): Promise<Write<RegistrationConfirmation & { merged: boolean }, ConfirmRefusal>> {
  const row = await registrationOfToken(tx, token, true);
  const refusal = linkRefusal(row, now);
  if (refusal) return refused(refusal);
  const r = row!.registration;
  const keptId = r.matchedPlayerId!;
  let merged = false;
  if (r.status === 'approved' && r.playerId !== null && r.playerId !== keptId) {
    const result = await mergePlayers(tx, keptId, r.playerId, { id: null, name: CONFIRMED_BY_PLAYER });
    if (!result.ok) return refused(result.refused === 'both played' ? 'both played' : 'player gone', result.detail);
    merged = true;
  }
  await tx
    .update(registrations)
    .set({ playerId: keptId, returning: true, matchConfirmedAt: now })
    .where(eq(registrations.id, r.id));
  return done({ ...(await linkAnswer(tx, row!, true)), merged });
}

/** Each team of a league: roster size and waiting registrations against the limit, and its fee. */
export async function teamRegistrationRows(db: Executor, leagueId: number): Promise<TeamRegistrationRow[]> {
  return rowsOf(
    teamRegistrationRow,
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
