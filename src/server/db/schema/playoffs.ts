import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { games } from './games.ts';
import { leagues } from './leagues.ts';
import { teams } from './teams.ts';

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
