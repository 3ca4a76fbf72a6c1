/**
 * Builds the server into dist/server: its own TypeScript as one JavaScript module (and each
 * worker thread's as another), the packages it imports left in node_modules, and the migrations
 * beside it. Node then loads plain JavaScript: no TypeScript is read or stripped at start, and
 * no stripper stays in memory, and its modules are ASCII (decision 050). `npm run build` runs it; `npm start` runs it
 * again when a source is newer than the build. Plain JavaScript, like scripts/start.js.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { asciiCode } from './ascii-code.js';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_DIST = path.join(root, 'dist/server');
export const BUILT_SERVER = path.join(SERVER_DIST, 'server.js');
/** The files a build read, by path from the root, listed beside it: a newer one makes it stale. */
const INPUTS = 'inputs.json';
/** A change of packages changes what the build leaves out and what it may import. */
const ALSO_READ = ['package-lock.json', 'scripts/build-server.js'];

/** Whether the build in `outdir` is missing, or older than a file it was built from. */
export function serverBuildIsStale(outdir = SERVER_DIST) {
  const server = path.join(outdir, 'server.js');
  const listed = path.join(outdir, INPUTS);
  if (!existsSync(server) || !existsSync(listed)) return true;
  const built = statSync(server).mtimeMs;
  const inputs = JSON.parse(readFileSync(listed, 'utf8'));
  return [...inputs, ...ALSO_READ].some((input) => {
    const file = path.join(root, input);
    return !existsSync(file) || statSync(file).mtimeMs > built;
  });
}

/**
 * Builds into a folder beside `outdir`, then puts it in place at once: a server starting
 * meanwhile loads the old build or the new one, never half of one.
 */
export async function buildServer(outdir = SERVER_DIST) {
  // Loaded only to build, as vite is by scripts/start.js.
  const { build } = await import('esbuild');
  const staging = `${outdir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'src/server/server.ts',
      'excel-worker': 'src/server/imports/excel-worker.ts',
      'json-worker': 'src/server/http/json-worker.ts',
    },
    outdir: staging,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  // esbuild escapes what it can, but not in regular expressions.
  for (const output of Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'))) {
    const file = path.join(root, output);
    writeFileSync(file, asciiCode(readFileSync(file, 'utf8')));
  }
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(staging, 'migrations'), { recursive: true });
  writeFileSync(path.join(staging, INPUTS), `${JSON.stringify(Object.keys(result.metafile.inputs), null, 1)}\n`);
  mkdirSync(path.dirname(outdir), { recursive: true });
  const old = `${outdir}.old.${process.pid}`;
  if (existsSync(outdir)) renameSync(outdir, old);
  renameSync(staging, outdir);
  rmSync(old, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
