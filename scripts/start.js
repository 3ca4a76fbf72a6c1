/**
 * `npm start`: builds the web app and its server rendering when the build is missing or older
 * than its sources, and the server itself likewise (scripts/build-server.js), then starts the
 * built server: plain JavaScript, with no TypeScript stripped at start and no stripper in
 * memory (decision 050). Without the bundler (an install without dev dependencies, no build
 * made), Node runs the server's TypeScript itself where it can (22.18 and later, 24), and an
 * older Node through tsx. Plain JavaScript, so that it starts on any Node (decision 047).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILT_SERVER, buildServer, serverBuildIsStale } from './build-server.js';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const builtRendering = path.join(root, 'dist/ssr/entry-server.js');
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));

function newestChange(target) {
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
  // Loaded only to build: the bundler would otherwise stay in the server's memory.
  const { build } = await import('vite');
  const configFile = path.join(root, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn' });
  // The server's rendering of the public pages (decision 031), as npm run build makes it.
  await build({ configFile, logLevel: 'warn', build: { ssr: 'entry-server.tsx' } });
}

if (serverBuildIsStale()) {
  try {
    await buildServer();
  } catch (error) {
    // No bundler here: the sources run as they are, below.
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
}
if (!serverBuildIsStale()) {
  await import(pathToFileURL(BUILT_SERVER).href);
} else {
  if (!process.features.typescript) {
    const { register } = await import('tsx/esm/api');
    register();
  }
  await import('../src/server/server.ts');
}
