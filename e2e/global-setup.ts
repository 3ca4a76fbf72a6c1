import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildServer, serverBuildIsStale } from '../scripts/build-server.js';
import { prepareDatabases, startServer } from './server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

/**
 * Prepares the databases servers start from, and starts the real server on the demo league;
 * workers and teardown read where from the environment.
 */
export default async function globalSetup() {
  // E2E_WEB_DIST lets several checkouts' test runs share a machine without sharing a build.
  const webDist = process.env.E2E_WEB_DIST ?? 'dist/web';
  if (!existsSync(`${webDist}/index.html`)) {
    execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn', '--outDir', path.resolve(webDist)], {
      stdio: 'inherit',
    });
  }
  // The servers run built: a source edited since the last build is built again first.
  if (serverBuildIsStale()) await buildServer();
  process.env.E2E_PREPARED_DIR = prepareDatabases();
  const server = await startServer({ SEED_DEMO: 'true', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_SERVER_PID = String(server.pid);
  process.env.E2E_DATA_DIR = server.dataDir;
}
