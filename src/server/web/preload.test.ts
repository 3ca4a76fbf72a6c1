import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES, screenPreloads, type Manifest } from './preload.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_table-1.js': { file: 'assets/table-1.js', imports: ['_shared-1.js', 'index.html'] },
  'app/routes/standings.tsx': { file: 'assets/standings-1.js', imports: ['index.html', '_table-1.js'] },
  'app/routes/team.tsx': { file: 'assets/team-1.js', imports: ['index.html', '_table-1.js'] },
};

describe('screen preloads', () => {
  it("name a screen's own chunk and what it imports, never what the first load brings", () => {
    const preloads = screenPreloads(manifest);
    expect(preloads('/standings')).toEqual(['/assets/standings-1.js', '/assets/table-1.js']);
    expect(preloads('/teams/:id')).toEqual(['/assets/team-1.js', '/assets/table-1.js']);
  });

  it('name nothing for the pages of the first load, or without a manifest', () => {
    expect(screenPreloads(manifest)('/')).toEqual([]);
    expect(screenPreloads({})('/standings')).toEqual([]);
  });

  it('know every screen the router loads lazily for a public page', () => {
    const router = readFileSync(new URL('../../web/app/router.tsx', import.meta.url), 'utf8');
    for (const source of Object.values(SCREEN_MODULES)) {
      expect(router).toContain(`import('./${source.replace('app/', '')}')`);
    }
  });
});
