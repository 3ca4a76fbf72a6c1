import { relations, sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { RECORD_CATEGORIES, type RecordCategory } from '#domain/records.ts';
import { STORED_STATS, type CountedKey, type OptionalKey } from '#domain/stat-catalogue.ts';
import { MIN_GAMES_FOR_AVERAGES } from '#domain/schedule.ts';
import { ROLE_KEYS, type Role } from '#domain/roles.ts';
import {
  FORFEIT_SIDE_KEYS,
  GAME_STATUS_KEYS,
  MAX_STATUS_REASON,
  type ForfeitSide,
  type GameStatus,
} from '#domain/game-status.ts';
import type { SiteSettings } from '#domain/site.ts';
import {
  MATCH_KINDS,
  MAX_ROSTER_LIMIT,
  REGISTRATION_APPROVALS,
  REGISTRATION_STATUSES,
  type MatchKind,
  type RegistrationApproval,
  type RegistrationDetails,
  type RegistrationStatus,
} from '#domain/registrations.ts';
import { MAIL_KINDS, OUTBOX_STATUSES, type MailKind, type OutboxStatus } from '#domain/mail.ts';
import type { PlayerMergeCounts } from '#domain/players.ts';
import { EDITABLE_PAGES, type EditablePage } from '#domain/editable-pages.ts';
import { GAME_CHANGE_KINDS, type GameChangeKind, type GameNumbers } from '#domain/game-schemas.ts';

/** `'a', 'b'`: a check's list of the values a column may take. */
const quotedList = (keys: readonly string[]) => keys.map((key) => `'${key}'`).join(', ');

/** The index that refuses a second game in a gym slot; a refused write names it. */
export const GYM_SLOT_INDEX = 'games_gym_slot_idx';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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

export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isRegistrationOpen: boolean('is_registration_open').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    /** Whether a registration joins its team at once or waits for an admin. */
    registrationApproval: varchar('registration_approval', { length: 10 })
      .$type<RegistrationApproval>()
      .notNull()
      .default('automatic'),
    /** The most players a team of the league may have on its roster through registration; null for no limit. */
    rosterLimit: integer('roster_limit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('leagues_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check(
      'leagues_registration_approval_check',
      sql`${t.registrationApproval} IN (${sql.raw(quotedList(REGISTRATION_APPROVALS))})`,
    ),
    check(
      'leagues_roster_limit_check',
      sql`${t.rosterLimit} IS NULL OR ${t.rosterLimit} BETWEEN 1 AND ${sql.raw(String(MAX_ROSTER_LIMIT))}`,
    ),
    index('leagues_list_idx').on(t.startDate.desc(), t.id),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    logoUrl: varchar('logo_url', { length: 2048 }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'restrict' }),
    /** The team fee as paid, marked by an admin (the payment itself happens offline). */
    feePaidCents: integer('fee_paid_cents'),
    feePaidOn: date('fee_paid_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('teams_league_name_lower_idx').on(t.leagueId, sql`lower(${t.name})`),
    check(
      'teams_fee_paid_check',
      sql`(${t.feePaidCents} IS NULL) = (${t.feePaidOn} IS NULL) AND (${t.feePaidCents} IS NULL OR ${t.feePaidCents} >= 0)`,
    ),
  ],
);

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

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  address: varchar('address', { length: 300 }).notNull(),
  website: varchar('website', { length: 2048 }),
  mapsLink: varchar('maps_link', { length: 2048 }),
  notes: varchar('notes', { length: 5000 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
 * A league's playoff bracket (docs/rules/league-data.md#playoffs): its size and whether a
 * third-place game is played. One per league.
 */
export const playoffBrackets = pgTable(
  'playoff_brackets',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamCount: integer('team_count').notNull(),
    thirdPlace: boolean('third_place').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('playoff_brackets_league_idx').on(t.leagueId),
    check('playoff_brackets_team_count_check', sql`${t.teamCount} BETWEEN 2 AND 16`),
  ],
);

/** The teams of a bracket by seed, as the standings ranked them when it was made. */
export const playoffSeeds = pgTable(
  'playoff_seeds',
  {
    bracketId: integer('bracket_id')
      .notNull()
      .references(() => playoffBrackets.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.bracketId, t.seed] }),
    uniqueIndex('playoff_seeds_team_idx').on(t.bracketId, t.teamId),
  ],
);

/**
 * The game of each matchup of a bracket (src/domain/playoffs.ts keys them), once scheduled; a
 * game deleted leaves its matchup to be scheduled again.
 */
export const playoffGames = pgTable(
  'playoff_games',
  {
    bracketId: integer('bracket_id')
      .notNull()
      .references(() => playoffBrackets.id, { onDelete: 'cascade' }),
    matchup: varchar('matchup', { length: 12 }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bracketId, t.matchup] }), uniqueIndex('playoff_games_game_idx').on(t.gameId)],
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

/** A counted stat is 0 until entered; a stat a line may leave blank is NULL until entered. */
const countedColumn = (column: string) => integer(column).notNull().default(0);
const optionalColumn = (column: string) => integer(column);
const statColumns = Object.fromEntries(
  STORED_STATS.map((stat) => [stat.key, 'optional' in stat ? optionalColumn(stat.column) : countedColumn(stat.column)]),
) as Record<CountedKey, ReturnType<typeof countedColumn>> & Record<OptionalKey, ReturnType<typeof optionalColumn>>;

const counted = STORED_STATS.filter((stat) => !('optional' in stat));
const madeStats = STORED_STATS.filter((stat) => 'attempts' in stat);
const join = (parts: SQL[], separator: string) => sql.join(parts, sql.raw(separator));

/**
 * One player's line in one game. Its stats are the stat catalogue's (src/domain/stat-catalogue.ts);
 * stored field goals exclude three-pointers (docs/rules/numbers.md#stored-and-derived-lines).
 */
export const playerStats = pgTable(
  'player_stats',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The side the player played for in this game. */
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    ...statColumns,
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('player_stats_game_player_idx').on(t.gameId, t.playerId),
    index('player_stats_player_idx').on(t.playerId),
    index('player_stats_team_game_idx').on(t.teamId, t.gameId),
    check(
      'player_stats_non_negative_check',
      sql`LEAST(${join(
        counted.map((stat) => sql`${t[stat.key]}`),
        ', ',
      )}) >= 0`,
    ),
    check(
      'player_stats_made_check',
      join(
        madeStats.map((stat) => sql`${t[stat.key]} <= ${t[stat.attempts]}`),
        ' AND ',
      ),
    ),
    ...STORED_STATS.filter((stat) => 'optional' in stat).map((stat) =>
      check(`player_stats_${stat.column}_check`, sql`${t[stat.key]} BETWEEN 0 AND ${sql.raw(String(stat.max))}`),
    ),
  ],
);

/**
 * The sums the records rank (src/domain/records.ts): over played games, lines with a stat only
 * (docs/rules/numbers.md#records); rebounds include offensive ones and fgm includes threes, as
 * records report them. Triggers on `player_stats` and `games` keep both tables below in the
 * writing transaction (migration 0003); nothing else writes them.
 */
const sumColumn = (name: string) => integer(name).notNull();
const recordTotals = () => ({
  gamesPlayed: sumColumn('games_played'),
  ...(Object.fromEntries(RECORD_CATEGORIES.map((category) => [category, sumColumn(category)])) as Record<
    RecordCategory,
    ReturnType<typeof sumColumn>
  >),
});

/**
 * Each category in the order of its records: best total first, and best per-game average among
 * players with the games averages need; fewer games first in a tie. Records read a category's
 * top rows from these indexes instead of sorting every player.
 */
function recordOrders(table: string, t: Record<RecordCategory | 'gamesPlayed', AnyPgColumn>) {
  return RECORD_CATEGORIES.flatMap((category) => [
    index(`${table}_${category}_total_idx`).on(sql`${t[category]} DESC`, t.gamesPlayed),
    index(`${table}_${category}_average_idx`)
      .on(sql`(${t[category]}::numeric / ${t.gamesPlayed}) DESC`, t.gamesPlayed)
      .where(sql`${t.gamesPlayed} >= ${sql.raw(String(MIN_GAMES_FOR_AVERAGES))}`),
  ]);
}

/** A player's record sums within one league. */
export const playerLeagueTotals = pgTable(
  'player_league_totals',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    ...recordTotals(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.leagueId] }), ...recordOrders('player_league_totals', t)],
);

/** A player's record sums over every league: the sums of the player's rows above. */
export const playerAllTimeTotals = pgTable(
  'player_all_time_totals',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    ...recordTotals(),
  },
  (t) => recordOrders('player_all_time_totals', t),
);

export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'restrict' }),
    isShown: boolean('is_shown').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('awards_league_idx').on(t.leagueId)],
);

export const awardPlayers = pgTable(
  'award_players',
  {
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.playerId] }), index('award_players_player_idx').on(t.playerId)],
);

export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    imageUrl: varchar('image_url', { length: 2048 }).notNull(),
    targetUrl: varchar('target_url', { length: 2048 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('advertisements_active_idx').on(t.isActive, t.id)],
);

export const adClicks = pgTable(
  'ad_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    advertisementId: integer('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    /** The league-local date of the click, set by the server. */
    clickDate: date('click_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ad_clicks_ad_date_idx').on(t.advertisementId, t.clickDate)],
);

export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    /** The league-local date of the visit, for per-day figures. */
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    path: varchar('path', { length: 2048 }).notNull(),
    /** Keyed hash of IP and user agent; the key rotates monthly and raw IPs are never stored. */
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    city: varchar('city', { length: 100 }),
    region: varchar('region', { length: 100 }),
    country: varchar('country', { length: 100 }),
  },
  // The figures are read from the roll-ups below, never from here: one index, by time, is all
  // the log needs (to look back at or to delete old visits), and each visit writes no more.
  (t) => [index('visits_visited_at_idx').on(t.visitedAt)],
);

/**
 * The key of the visitor hash: 32 random bytes (hex) per league-local month, made on the month's
 * first visit. Past months' keys are deleted, so codes of different months cannot be linked.
 */
export const analyticsKeys = pgTable('analytics_keys', {
  /** `YYYY-MM`. */
  month: varchar('month', { length: 7 }).primaryKey(),
  key: varchar('key', { length: 64 }).notNull(),
  createdAt: createdAt(),
});

/**
 * The figures of each league-local date, kept up to date as visits are recorded: its visits,
 * its distinct visitors, and the visitors whose latest visit it is. Distinct visitors of the
 * last N days are then a sum of the last N dates' `visitors_last_seen`: each visitor counts
 * once, on the date it was last seen, and every visit date is at most today.
 */
export const visitDays = pgTable('visit_days', {
  visitDate: date('visit_date', { mode: 'string' }).primaryKey(),
  visits: integer('visits').notNull().default(0),
  visitors: integer('visitors').notNull().default(0),
  visitorsLastSeen: integer('visitors_last_seen').notNull().default(0),
});

/** One row per visitor code (so per visitor and month): the dates of its first and latest visits. */
export const visitors = pgTable('visitors', {
  visitorHash: varchar('visitor_hash', { length: 64 }).primaryKey(),
  firstVisitDate: date('first_visit_date', { mode: 'string' }).notNull(),
  lastVisitDate: date('last_visit_date', { mode: 'string' }).notNull(),
});

/**
 * Visitors per place of their first visit, counted as new visitor codes arrive; an unknown
 * region or city is ''. Addresses without a known country are not counted here.
 */
export const visitPlaces = pgTable(
  'visit_places',
  {
    country: varchar('country', { length: 100 }).notNull(),
    region: varchar('region', { length: 100 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.country, t.region, t.city] })],
);

/**
 * The league's own settings (docs/decisions/026-site-settings.md): one row, written at the first
 * start from the environment, then only by admins.
 */
export const siteSettingsRow = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<SiteSettings>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_one_row_check', sql`${t.id} = 1`)],
);

/** Every change of the settings: who, when, and each changed field before and after. */
export const siteSettingChanges = pgTable('site_setting_changes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  userName: varchar('user_name', { length: 100 }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  fields: jsonb('fields').$type<{ field: string; from: unknown; to: unknown }[]>().notNull(),
});

/** Each version of the waiver: registrations point at the one they agreed to, so none is ever changed. */
export const waivers = pgTable('waivers', {
  version: integer('version').primaryKey(),
  text: text('text').notNull(),
  createdAt: createdAt(),
  userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  userName: varchar('user_name', { length: 100 }),
});

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

/** Each version of an editable page's Markdown; the newest is the page (docs/decisions/027-editable-pages.md). */
export const pageVersions = pgTable(
  'page_versions',
  {
    page: varchar('page', { length: 40 }).$type<EditablePage>().notNull(),
    version: integer('version').notNull(),
    markdown: text('markdown').notNull(),
    createdAt: createdAt(),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** Null for the first version, which the site starts with. */
    userName: varchar('user_name', { length: 100 }),
    restoredFrom: integer('restored_from'),
  },
  (t) => [
    primaryKey({ columns: [t.page, t.version] }),
    check('page_versions_page_check', sql`${t.page} IN (${sql.raw(quotedList(EDITABLE_PAGES))})`),
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

/**
 * Every address the league writes to, with the secret of its one-click unsubscribe link
 * (docs/decisions/029-email.md).
 */
export const mailRecipients = pgTable('mail_recipients', {
  /** Lower-cased. */
  email: varchar('email', { length: 254 }).primaryKey(),
  token: varchar('token', { length: 64 }).notNull().unique(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Messages to send, written in the transaction of the change that causes them; a sender claims
 * due ones (`FOR UPDATE SKIP LOCKED` with a lease), so each goes out from one server once.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).$type<MailKind>().notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    /** The Message-ID every try sends, so a receiver can tell a repeat. */
    messageId: varchar('message_id', { length: 200 }).notNull().unique(),
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).notNull(),
    /** A message that must go once only (a weekly reminder): a second with the same key is not queued. */
    dedupeKey: varchar('dedupe_key', { length: 200 }).unique(),
    status: varchar('status', { length: 10 }).$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds the message until then; one that stopped mid-send lets another take it after. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt),
    check('outbox_kind_check', sql`${t.kind} IN (${sql.raw(quotedList(MAIL_KINDS))})`),
    check('outbox_status_check', sql`${t.status} IN (${sql.raw(quotedList(OUTBOX_STATUSES))})`),
  ],
);

export const leaguesRelations = relations(leagues, ({ many }) => ({ teams: many(teams), awards: many(awards) }));
export const teamsRelations = relations(teams, ({ one, many }) => ({
  league: one(leagues, { fields: [teams.leagueId], references: [leagues.id] }),
  playerTeams: many(playerTeams),
}));
export const playersRelations = relations(players, ({ many }) => ({ playerTeams: many(playerTeams) }));
export const playerTeamsRelations = relations(playerTeams, ({ one }) => ({
  player: one(players, { fields: [playerTeams.playerId], references: [players.id] }),
  team: one(teams, { fields: [playerTeams.teamId], references: [teams.id] }),
}));
export const gamesRelations = relations(games, ({ one, many }) => ({
  homeTeam: one(teams, { fields: [games.homeTeamId], references: [teams.id], relationName: 'home' }),
  awayTeam: one(teams, { fields: [games.awayTeamId], references: [teams.id], relationName: 'away' }),
  league: one(leagues, { fields: [games.leagueId], references: [leagues.id] }),
  location: one(locations, { fields: [games.locationId], references: [locations.id] }),
  playerStats: many(playerStats),
}));
export const playerStatsRelations = relations(playerStats, ({ one }) => ({
  game: one(games, { fields: [playerStats.gameId], references: [games.id] }),
  player: one(players, { fields: [playerStats.playerId], references: [players.id] }),
  team: one(teams, { fields: [playerStats.teamId], references: [teams.id] }),
}));
export const awardsRelations = relations(awards, ({ one, many }) => ({
  league: one(leagues, { fields: [awards.leagueId], references: [leagues.id] }),
  awardPlayers: many(awardPlayers),
}));
export const awardPlayersRelations = relations(awardPlayers, ({ one }) => ({
  award: one(awards, { fields: [awardPlayers.awardId], references: [awards.id] }),
  player: one(players, { fields: [awardPlayers.playerId], references: [players.id] }),
}));
export const advertisementsRelations = relations(advertisements, ({ many }) => ({ clicks: many(adClicks) }));
export const adClicksRelations = relations(adClicks, ({ one }) => ({
  advertisement: one(advertisements, { fields: [adClicks.advertisementId], references: [advertisements.id] }),
}));
