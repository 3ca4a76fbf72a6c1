import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { EDITABLE_PAGES, type EditablePage } from '#domain/editable-pages.ts';
import type { SmtpSecurity } from '#domain/email-settings.ts';
import type { SiteSettings } from '#domain/site.ts';
import { createdAt, quotedList, updatedAt } from './columns.ts';
import { adminUsers } from './users.ts';

/**
 * The email settings as stored (docs/decisions/044-email-settings.md): the password sealed with
 * the settings key (src/server/site/secret-box.ts), never in the clear.
 */
export type StoredEmailSettings = {
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string;
  from: string;
  password: string | null;
};

/**
 * The league's own settings (docs/decisions/026-site-settings.md): one row, written at the first
 * start from the environment, then only by admins. `mail` stays null until an admin saves the
 * email settings; until then they are the environment's.
 */
export const siteSettingsRow = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<SiteSettings>().notNull(),
    mail: jsonb('mail').$type<StoredEmailSettings>(),
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
