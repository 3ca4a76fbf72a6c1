import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pagePreloads, SCREEN_MODULES, type Manifest } from './preload.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_helper-1.js'], dynamicImports: ['start.tsx'] },
  '_helper-1.js': { file: 'assets/helper-1.js' },
  'start.tsx': {
    file: 'assets/start-1.js',
    imports: ['_shared-1.js', '_helper-1.js'],
    dynamicImports: ['app/routes/standings.tsx'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_table-1.js': { file: 'assets/table-1.js', imports: ['_shared-1.js', 'start.tsx'] },
  'app/routes/standings.tsx': { file: 'assets/standings-1.js', imports: ['start.tsx', '_table-1.js'] },
  'app/routes/team.tsx': { file: 'assets/team-1.js', imports: ['start.tsx', '_table-1.js'] },
};

describe('page preloads', () => {
  it("name the app's start and a screen's own chunks, never what the page's HTML already loads", () => {
    const preloads = pagePreloads(manifest);
    expect(preloads('/standings')).toEqual([
      '/assets/start-1.js',
      '/assets/shared-1.js',
      '/assets/standings-1.js',
      '/assets/table-1.js',
    ]);
    expect(preloads('/teams/:id')).toEqual([
      '/assets/start-1.js',
      '/assets/shared-1.js',
      '/assets/team-1.js',
      '/assets/table-1.js',
    ]);
  });

  it("name only the app's start for the pages of the first load, and nothing without a manifest", () => {
    expect(pagePreloads(manifest)('/')).toEqual(['/assets/start-1.js', '/assets/shared-1.js']);
    expect(pagePreloads(manifest)('/faq')).toEqual(['/assets/start-1.js', '/assets/shared-1.js']);
    expect(pagePreloads({})('/standings')).toEqual([]);
  });

  it('know every screen the router loads lazily for a public page', () => {
    const router = readFileSync(new URL('../../web/app/router.tsx', import.meta.url), 'utf8');
    for (const source of Object.values(SCREEN_MODULES)) {
      expect(router).toContain(`import('./${source.replace('app/', '')}')`);
    }
  });
});
