import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ROLE_KEYS, type Role } from '#domain/roles.ts';
import { createdAt, quotedList, updatedAt } from './columns.ts';
import { leagues } from './leagues.ts';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    username: varchar('username', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The bootstrap admin: nobody may delete it (docs/rules/roles.md#the-protected-account). */
    isProtected: boolean('is_protected').notNull().default(false),
    /** What the account may do (src/domain/roles.ts). */
    role: varchar('role', { length: 20 }).$type<Role>().notNull().default('admin'),
    /**
     * The one league a scorekeeper keeps the scores of; null for every league. A scorekeeper
     * of a league goes with it.
     */
    leagueId: integer('league_id').references((): AnyPgColumn => leagues.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admin_users_username_lower_idx').on(sql`lower(${t.username})`),
    check('admin_users_role_check', sql`${t.role} IN (${sql.raw(quotedList(ROLE_KEYS))})`),
    check('admin_users_admin_league_check', sql`${t.role} <> 'admin' OR ${t.leagueId} IS NULL`),
  ],
);

/** An account's columns as the app knows it: who it is and what it may do, never its password. */
export const accountColumns = {
  id: adminUsers.id,
  name: adminUsers.name,
  username: adminUsers.username,
  isProtected: adminUsers.isProtected,
  role: adminUsers.role,
  leagueId: adminUsers.leagueId,
};

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a copy of the table cannot sign anyone in. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);
