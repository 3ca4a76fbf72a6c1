import { test as base } from './fixtures.ts';
import type { Scenario } from './prepare-database.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * Tests that run on a server of their own (one per worker), for league states the shared
 * demo server must not have: an empty install, or a prepared scenario of
 * e2e/prepare-database.ts.
 */
export function testOnOwnServer({ scenario, env = {} }: { scenario?: Scenario; env?: Record<string, string> } = {}) {
  return base.extend<object, { ownServer: RunningServer; ownServerEnv: Record<string, string> }>({
    // More variables known only once the worker runs (the port of a fake upstream): a spec
    // overrides this worker fixture, which may depend on fixtures of its own.
    ownServerEnv: [async ({}, use) => use({}), { scope: 'worker' }],
    ownServer: [
      async ({ ownServerEnv }, use) => {
        const server = await startServer(
          { SEED_DEMO: 'false', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'own-server-pass', ...env, ...ownServerEnv },
          scenario,
        );
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 240_000 },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.baseURL),
  });
}
