import { boolean, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { leagues } from './leagues.ts';
import { players } from './players.ts';

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
