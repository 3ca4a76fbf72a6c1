import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SiteSettings } from '#domain/site.ts';
import type { Executor } from '../db/client.ts';
import { readSettings } from '../site/settings.ts';
import {
  gameBatches,
  playerBatches,
  playerTeamBatches,
  readAdClicks,
  readAdminUsers,
  readAdvertisements,
  readAwards,
  readLeagues,
  readLocations,
  readPages,
  readPlayerMerges,
  readPlayoffs,
  readTeams,
  readVisitDays,
  readVisitPlaces,
  readWaivers,
  registrationBatches,
  statLineBatches,
  unsubscribeBatches,
} from './read.ts';

/** What a reader of the document checks first (docs/export-format.md#the-json-document). */
export const EXPORT_FORMAT = 'league-export';
/** Raised when a key changes meaning or goes; a new key alone keeps the version. */
export const EXPORT_VERSION = 1;

type Rows = AsyncIterable<unknown[]> | (() => Promise<unknown[]>);

async function* batchesOf(rows: Rows): AsyncGenerator<unknown[]> {
  if (typeof rows === 'function') yield await rows();
  else yield* rows;
}

/**
 * The export as one JSON object, written a piece at a time: each record is one line of its
 * array, and a page of records is turned into text at once, so the document is never held
 * whole, as an object or as text.
 */
export async function* exportJson(
  db: Executor,
  { defaults, exportedAt }: { defaults: SiteSettings; exportedAt: Date },
): AsyncGenerator<string> {
  const settings = await readSettings(db, defaults);
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    siteName: settings.siteName,
    settings,
  };
  yield JSON.stringify(head).slice(0, -1);

  const arrays: [string, Rows][] = [
    ['leagues', () => readLeagues(db)],
    ['teams', () => readTeams(db)],
    ['locations', () => readLocations(db)],
    ['players', playerBatches(db)],
    ['playerTeams', playerTeamBatches(db)],
    ['games', gameBatches(db)],
    ['statLines', statLineBatches(db)],
    ['awards', () => readAwards(db)],
    ['playoffs', () => readPlayoffs(db)],
    ['advertisements', () => readAdvertisements(db)],
    ['pages', () => readPages(db)],
    ['waivers', () => readWaivers(db)],
    ['registrations', registrationBatches(db)],
    ['emailUnsubscribes', unsubscribeBatches(db)],
    ['playerMerges', () => readPlayerMerges(db)],
    ['adminUsers', () => readAdminUsers(db)],
  ];
  for (const [key, rows] of arrays) {
    yield `,\n${JSON.stringify(key)}:[`;
    let first = true;
    for await (const batch of batchesOf(rows)) {
      if (batch.length === 0) continue;
      yield (first ? '\n' : ',\n') + batch.map((row) => JSON.stringify(row)).join(',\n');
      first = false;
      await nextTurn();
    }
    yield first ? ']' : '\n]';
  }

  const analytics = {
    adClicks: await readAdClicks(db),
    visitDays: await readVisitDays(db),
    visitPlaces: await readVisitPlaces(db),
  };
  yield `,\n"analytics":${JSON.stringify(analytics)}\n}\n`;
}
