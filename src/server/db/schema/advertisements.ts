import { bigserial, boolean, date, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

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
