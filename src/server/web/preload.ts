import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicPage } from '#domain/site-pages.ts';

/**
 * The screens the web app loads lazily (src/web/app/router.tsx), by the page that opens them,
 * as the build's manifest names their source. The home page and the editable pages come with
 * the first load.
 */
export const SCREEN_MODULES: Partial<Record<PublicPage, string>> = {
  '/register': 'app/routes/register.tsx',
  '/standings': 'app/routes/standings.tsx',
  '/playoffs': 'app/routes/playoffs.tsx',
  '/statistics': 'app/routes/statistics.tsx',
  '/schedule': 'app/routes/schedule.tsx',
  '/past-leagues': 'app/routes/past-leagues.tsx',
  '/games/:id/box-score': 'app/routes/box-score.tsx',
  '/teams/:id': 'app/routes/team.tsx',
  '/players/:id': 'app/routes/player.tsx',
  '/records': 'app/routes/records.tsx',
  '/locations': 'app/routes/locations.tsx',
};

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest (`build.manifest` in vite.config.ts), or none for a build without it. */
export function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * The files a public page runs beyond the entry its HTML names, as addresses to preload: what
 * the entry imports once the page has painted (src/web/main.tsx: the packages, then the app's
 * start), and the page's screen. Without them the browser would learn of this code only as it ran.
 */
export function pagePreloads(manifest: Manifest): (page: PublicPage) => string[] {
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const entryFiles = new Set<string>();
  for (const [key] of entries) walk(key, entryFiles);
  const start = new Set<string>();
  for (const [, chunk] of entries) for (const imported of chunk.dynamicImports ?? []) walk(imported, start);
  const addresses = (files: Set<string>) =>
    [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  const byPage = new Map<PublicPage, string[]>();
  for (const [page, source] of Object.entries(SCREEN_MODULES) as [PublicPage, string][]) {
    const files = new Set(start);
    walk(source, files);
    byPage.set(page, addresses(files));
  }
  const first = addresses(start);
  return (page) => byPage.get(page) ?? first;
}
