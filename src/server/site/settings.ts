import { desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_WAIVER,
  settingsOfBody,
  siteSettings,
  type SettingsChange,
  type SettingsPage,
  type SiteSettings,
  type SiteSettingsBody,
  type Waiver,
} from '#domain/site.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { siteSettingChanges, siteSettingsRow, waivers } from '../db/schema.ts';

/** How many of the latest changes the settings screen lists. */
const CHANGES_SHOWN = 20;

/**
 * The first start's settings, from the environment, and the first waiver. Several servers may
 * start at once: whichever writes first wins, and the others change nothing.
 */
export async function ensureSettings(db: Executor, defaults: SiteSettings) {
  await db.insert(siteSettingsRow).values({ id: 1, settings: defaults }).onConflictDoNothing();
  await db.insert(waivers).values({ version: 1, text: DEFAULT_WAIVER }).onConflictDoNothing();
}

/**
 * The settings as stored. A setting added by a later release is not in the stored row yet: it
 * takes its first-start value until an admin saves the settings.
 */
export async function readSettings(db: Executor, defaults: SiteSettings): Promise<SiteSettings> {
  const [row] = await db.select({ settings: siteSettingsRow.settings }).from(siteSettingsRow);
  const parsed = siteSettings.partial().safeParse(row?.settings ?? {});
  return { ...defaults, ...(parsed.success ? parsed.data : {}) };
}

/** The waiver registrations agree to now: its newest version. */
export async function currentWaiver(db: Executor): Promise<Waiver> {
  const [row] = await db
    .select({ version: waivers.version, text: waivers.text })
    .from(waivers)
    .orderBy(desc(waivers.version))
    .limit(1);
  return row ?? { version: 1, text: DEFAULT_WAIVER };
}

export async function listSettingChanges(db: Executor): Promise<SettingsChange[]> {
  const rows = await db.select().from(siteSettingChanges).orderBy(desc(siteSettingChanges.id)).limit(CHANGES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    changedAt: row.changedAt.toISOString(),
    changedBy: row.userName,
    fields: row.fields,
  }));
}

export async function settingsPage(db: Executor, defaults: SiteSettings): Promise<SettingsPage> {
  const [settings, waiver, changes] = await Promise.all([
    readSettings(db, defaults),
    currentWaiver(db),
    listSettingChanges(db),
  ]);
  return { settings, waiver, changes };
}

/**
 * Saves the settings an admin sent and records what changed, with who and when. A changed
 * waiver is a new version; the old ones stay, since registrations point at them. Saving the
 * same values records nothing.
 */
export async function saveSettings(
  tx: Transaction,
  body: SiteSettingsBody,
  defaults: SiteSettings,
  by: SessionUser,
): Promise<{ changed: boolean }> {
  // One save at a time: the row lock orders concurrent saves, so each records its own change.
  await tx.select({ id: siteSettingsRow.id }).from(siteSettingsRow).where(eq(siteSettingsRow.id, 1)).for('update');
  const before = await readSettings(tx, defaults);
  const waiver = await currentWaiver(tx);
  const { waiverText, ...settings } = settingsOfBody(body);

  const fields: { field: string; from: unknown; to: unknown }[] = (Object.keys(settings) as (keyof SiteSettings)[])
    .filter((field) => settings[field] !== before[field])
    .map((field) => ({ field, from: before[field], to: settings[field] }));
  if (waiverText !== waiver.text) {
    await tx
      .insert(waivers)
      .values({ version: waiver.version + 1, text: waiverText, userId: by.id, userName: by.name });
    fields.push({ field: 'waiverText', from: `version ${waiver.version}`, to: `version ${waiver.version + 1}` });
  }
  if (fields.length === 0) return { changed: false };

  await tx
    .insert(siteSettingsRow)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: siteSettingsRow.id, set: { settings, updatedAt: sql`now()` } });
  await tx.insert(siteSettingChanges).values({ userId: by.id, userName: by.name, fields });
  return { changed: true };
}
