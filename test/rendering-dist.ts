import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The built app's layout, dist/web beside dist/ssr, in a temporary folder: a plain page for
 * `WEB_DIST`, and the server rendering taken from the web app's source (src/web/entry-server.tsx)
 * as the built server takes it from dist/ssr. `remove` deletes the folder.
 */
export function renderingDist(): { webDist: string; remove: () => void } {
  const dist = mkdtempSync(path.join(tmpdir(), 'league-dist-'));
  const webDist = path.join(dist, 'web');
  mkdirSync(webDist);
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><meta name="description" content="Default." /><title>League</title></head>` +
      `<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`,
  );
  const source = pathToFileURL(path.resolve('src/web/entry-server.tsx')).href;
  writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), `export { renderPage } from ${JSON.stringify(source)};\n`);
  return { webDist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
