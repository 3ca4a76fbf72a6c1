/**
 * `npm start`: builds the web app and its server rendering when the build is missing or older
 * than its sources, then starts the server.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const builtRendering = path.join(root, 'dist/ssr/entry-server.js');
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

const needsBuild =
  !existsSync(builtIndex) ||
  !existsSync(builtRendering) ||
  Math.max(...sources.map(newestChange)) > statSync(builtIndex).mtimeMs;
if (needsBuild && !process.env.WEB_DIST) {
  console.log('Building the web app…');
  const configFile = path.join(root, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn' });
  // The server's rendering of the public pages (decision 031), as npm run build makes it.
  await build({ configFile, logLevel: 'warn', build: { ssr: 'entry-server.tsx' } });
}

await import('../src/server/server.ts');
