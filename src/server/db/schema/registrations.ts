import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import {
  MATCH_KINDS,
  REGISTRATION_STATUSES,
  type MatchKind,
  type RegistrationDetails,
  type RegistrationStatus,
} from '#domain/registrations.ts';
import { createdAt, quotedList } from './columns.ts';
import { players } from './players.ts';
import { waivers } from './site.ts';
import { teams } from './teams.ts';

/**
 * Each registration: the details a player gave, the team, the waiver version they agreed to and
 * when, the captain request, and where it stands (docs/rules/league-data.md#registration). A
 * new player's waiting registration has no player yet; approving it makes one. A registration
 * whose details match an existing player records the match, and the confirmation link sent to
 * that player (only its SHA-256), which joins the two once used
 * (docs/decisions/034-registration-without-disclosure.md).
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    returning: boolean('returning').notNull().default(false),
    details: jsonb('details').$type<RegistrationDetails>().notNull(),
    waiverVersion: integer('waiver_version')
      .notNull()
      .references(() => waivers.version, { onDelete: 'restrict' }),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
    captainRequested: boolean('captain_requested').notNull().default(false),
    captainConfirmedAt: timestamp('captain_confirmed_at', { withTimezone: true }),
    status: varchar('status', { length: 10 }).$type<RegistrationStatus>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: varchar('decided_by', { length: 100 }),
    createdAt: createdAt(),
    /** The existing player the details matched when they were given; never told to the registrant. */
    matchedPlayerId: integer('matched_player_id').references(() => players.id, { onDelete: 'set null' }),
    matchedBy: varchar('matched_by', { length: 20 }).$type<MatchKind>(),
    /** SHA-256 (hex) of the confirmation link's token emailed to the matched player. */
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }).unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the matched player confirmed through the link; the link works once. */
    matchConfirmedAt: timestamp('match_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('registrations_team_idx').on(t.teamId, t.status),
    index('registrations_player_idx').on(t.playerId),
    index('registrations_matched_player_idx').on(t.matchedPlayerId),
    check('registrations_status_check', sql`${t.status} IN (${sql.raw(quotedList(REGISTRATION_STATUSES))})`),
    check('registrations_player_check', sql`${t.status} <> 'approved' OR ${t.playerId} IS NOT NULL`),
    check('registrations_matched_by_check', sql`${t.matchedBy} IN (${sql.raw(quotedList(MATCH_KINDS))})`),
  ],
);
