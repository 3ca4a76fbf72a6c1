import { and, desc, eq, sql } from 'drizzle-orm';
import {
  EDITABLE_PAGES,
  PAGE_TITLES,
  type EditablePage,
  type PageHistory,
  type PagePlaceholder,
  type RenderedPage,
} from '#domain/editable-pages.ts';
import { renderMarkdown } from '#domain/markdown.ts';
import { formatFee, type SiteSettings } from '#domain/site.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { pageVersions } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { DEFAULT_PAGES } from './default-pages.ts';

/** Version 1 of every page, once: several servers starting at once write it once. */
export async function ensurePages(db: Executor) {
  await db
    .insert(pageVersions)
    .values(EDITABLE_PAGES.map((page) => ({ page, version: 1, markdown: DEFAULT_PAGES[page].trim() })))
    .onConflictDoNothing();
}

/** What the pages' `{{…}}` stand for, from the settings. */
export function placeholderValues(settings: SiteSettings, visitRetentionDays: number): Record<PagePlaceholder, string> {
  return {
    siteName: settings.siteName,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone ?? '',
    captainFee: formatFee(settings.captainFeeCents),
    visitRetentionDays: String(visitRetentionDays),
  };
}

async function newest(db: Executor, page: EditablePage) {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.page, page))
    .orderBy(desc(pageVersions.version))
    .limit(1);
  return row;
}

/** The page as visitors read it: its newest version, placeholders filled, rendered. */
export async function readPage(
  db: Executor,
  page: EditablePage,
  values: Record<PagePlaceholder, string>,
): Promise<RenderedPage> {
  const row = await newest(db, page);
  return {
    page,
    title: PAGE_TITLES[page],
    version: row?.version ?? 1,
    updatedAt: (row?.createdAt ?? new Date()).toISOString(),
    html: renderMarkdown(row?.markdown ?? DEFAULT_PAGES[page], values),
  };
}

/** Every version of the page, newest first, for the editor. */
export async function pageHistory(
  db: Executor,
  page: EditablePage,
  values: Record<PagePlaceholder, string>,
): Promise<PageHistory> {
  const rows = await db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.page, page))
    .orderBy(desc(pageVersions.version));
  return {
    page,
    title: PAGE_TITLES[page],
    versions: rows.map((row) => ({
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.userName,
      restoredFrom: row.restoredFrom,
      markdown: row.markdown,
    })),
    placeholders: values,
  };
}

/**
 * Saves the page's text as its next version. The same text as the newest version adds none.
 * Saves of one page take turns (a lock held to the end of the transaction), so two saves at once
 * make two versions, one after the other.
 */
export async function savePage(
  tx: Transaction,
  page: EditablePage,
  markdown: string,
  by: SessionUser,
  restoredFrom: number | null = null,
): Promise<{ version: number; changed: boolean }> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`page:${page}`}))`);
  const latest = await newest(tx, page);
  if (latest && latest.markdown === markdown) return { version: latest.version, changed: false };
  const version = (latest?.version ?? 0) + 1;
  await tx.insert(pageVersions).values({ page, version, markdown, userId: by.id, userName: by.name, restoredFrom });
  return { version, changed: true };
}

/** Makes an earlier version the page again, as a new version that says which one it restores. */
export async function restorePage(
  tx: Transaction,
  page: EditablePage,
  version: number,
  by: SessionUser,
): Promise<Write<{ version: number; changed: boolean }, 'no such version'>> {
  const [old] = await tx
    .select({ markdown: pageVersions.markdown })
    .from(pageVersions)
    .where(and(eq(pageVersions.page, page), eq(pageVersions.version, version)));
  if (!old) return refused('no such version');
  return done(await savePage(tx, page, old.markdown, by, version));
}
