import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startServer } from './server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

/** Starts the real server on the demo league; workers and teardown read where from the environment. */
export default async function globalSetup() {
  if (!existsSync('dist/web/index.html')) {
    execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const server = await startServer({ SEED_DEMO: 'true', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_SERVER_PID = String(server.pid);
  process.env.E2E_DATA_DIR = server.dataDir;
}
