import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  FORFEIT_SIDE_KEYS,
  GAME_STATUS_KEYS,
  MAX_STATUS_REASON,
  type ForfeitSide,
  type GameStatus,
} from '#domain/game-status.ts';
import { GAME_CHANGE_KINDS, type GameChangeKind, type GameNumbers } from '#domain/game-schemas.ts';
import { createdAt, quotedList, updatedAt } from './columns.ts';
import { leagues } from './leagues.ts';
import { locations } from './locations.ts';
import { teams } from './teams.ts';
import { adminUsers } from './users.ts';

/** The index that refuses a second game in a gym slot; a refused write names it. */
export const GYM_SLOT_INDEX = 'games_gym_slot_idx';

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'restrict' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    homeTeamScore: integer('home_team_score'),
    awayTeamScore: integer('away_team_score'),
    /** src/domain/game-status.ts: a game is final exactly when a score is above 0. */
    status: varchar('status', { length: 12 }).$type<GameStatus>().notNull().default('scheduled'),
    statusReason: varchar('status_reason', { length: MAX_STATUS_REASON }),
    /** Who forfeited, for a forfeit only. */
    forfeitedBy: varchar('forfeited_by', { length: 4 }).$type<ForfeitSide>(),
    /** The date a postponed game was first scheduled for, once it has a new one. */
    rescheduledFrom: date('rescheduled_from', { mode: 'string' }),
    /** A game of the league's playoffs: kept out of the standings, records and regular-season figures. */
    playoff: boolean('playoff').notNull().default(false),
    /**
     * Marked "score only": the league keeps only the score of this game, so it leaves the
     * games to enter (docs/decisions/043-numbers-with-partial-box-scores.md).
     */
    scoreOnly: boolean('score_only').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('games_teams_differ_check', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    check('games_home_score_check', sql`${t.homeTeamScore} IS NULL OR ${t.homeTeamScore} >= 0`),
    check('games_away_score_check', sql`${t.awayTeamScore} IS NULL OR ${t.awayTeamScore} >= 0`),
    check('games_status_check', sql`${t.status} IN (${sql.raw(quotedList(GAME_STATUS_KEYS))})`),
    check(
      'games_final_check',
      sql`(${t.status} = 'final') = (coalesce(${t.homeTeamScore}, 0) > 0 OR coalesce(${t.awayTeamScore}, 0) > 0)`,
    ),
    check(
      'games_forfeit_check',
      sql`(${t.status} = 'forfeit') = (${t.forfeitedBy} IS NOT NULL) AND (${t.forfeitedBy} IS NULL OR ${t.forfeitedBy} IN (${sql.raw(quotedList(FORFEIT_SIDE_KEYS))}))`,
    ),
    /**
     * One game per gym slot: two admins saving at once cannot double-book a gym. A cancelled
     * game frees its slot (docs/rules/league-data.md#gym-slots).
     */
    uniqueIndex(GYM_SLOT_INDEX)
      .on(t.locationId, t.date, t.time)
      .where(sql`${t.status} <> 'cancelled'`),
    index('games_league_date_idx').on(t.leagueId, t.date, t.time),
    index('games_date_idx').on(t.date, t.time),
    index('games_home_team_idx').on(t.homeTeamId, t.date),
    index('games_away_team_idx').on(t.awayTeamId, t.date),
    index('games_location_idx').on(t.locationId),
  ],
);

/**
 * Every change to a game's score or lines: who, when, and the numbers before and after
 * (docs/rules/league-data.md#history-and-undo). `user_name` keeps the name of an account
 * deleted since.
 */
export const gameChanges = pgTable(
  'game_changes',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 100 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    kind: varchar('kind', { length: 20 }).$type<GameChangeKind>().notNull(),
    before: jsonb('before').$type<GameNumbers>().notNull(),
    after: jsonb('after').$type<GameNumbers>().notNull(),
    undoes: integer('undoes').references((): AnyPgColumn => gameChanges.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('game_changes_game_idx').on(t.gameId, t.id),
    check('game_changes_kind_check', sql`${t.kind} IN (${sql.raw(quotedList(Object.keys(GAME_CHANGE_KINDS)))})`),
  ],
);
