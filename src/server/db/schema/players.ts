import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PlayerMergeCounts } from '#domain/players.ts';
import { createdAt, updatedAt } from './columns.ts';
import { teams } from './teams.ts';
import { adminUsers } from './users.ts';

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    position: varchar('position', { length: 30 }),
    age: integer('age'),
    height: varchar('height', { length: 10 }),
    weight: integer('weight'),
    jerseyNumber: integer('jersey_number'),
    isCaptain: boolean('is_captain').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('players_age_check', sql`${t.age} IS NULL OR ${t.age} BETWEEN 0 AND 120`),
    check('players_weight_check', sql`${t.weight} IS NULL OR ${t.weight} BETWEEN 0 AND 1000`),
    check('players_jersey_check', sql`${t.jerseyNumber} IS NULL OR ${t.jerseyNumber} BETWEEN 0 AND 999`),
    index('players_name_idx').on(t.lastName, t.firstName, t.id),
    index('players_recent_idx').on(t.createdAt.desc(), t.id),
    // Registration looks a returning player up by email (docs/decisions/028-registration.md).
    index('players_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const playerTeams = pgTable(
  'player_teams',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    isCurrentTeam: boolean('is_current_team').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.teamId] }),
    index('player_teams_team_idx').on(t.teamId, t.isCurrentTeam),
  ],
);

/**
 * Each merge of two players into one (docs/decisions/030-one-person-one-player.md): the
 * player merged away is gone, and their id leads to the kept player.
 */
export const playerMerges = pgTable(
  'player_merges',
  {
    id: serial('id').primaryKey(),
    keptPlayerId: integer('kept_player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The removed player's id; no reference, since that player no longer exists. */
    mergedPlayerId: integer('merged_player_id').notNull(),
    mergedName: varchar('merged_name', { length: 201 }).notNull(),
    mergedEmail: varchar('merged_email', { length: 254 }),
    moved: jsonb('moved').$type<PlayerMergeCounts>().notNull(),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 100 }).notNull(),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_merges_merged_idx').on(t.mergedPlayerId),
    index('player_merges_kept_idx').on(t.keptPlayerId),
  ],
);
