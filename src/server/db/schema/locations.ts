import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

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
