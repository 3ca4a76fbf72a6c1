import { test as base } from './fixtures.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * Tests that run on a server of their own (one per worker), for league states the shared
 * demo server must not have: an empty install, or a prepared scenario of
 * e2e/prepare-database.ts.
 */
export function testOnOwnServer({ scenario, env = {} }: { scenario?: string; env?: Record<string, string> } = {}) {
  return base.extend<object, { ownServer: RunningServer }>({
    ownServer: [
      async ({}, use) => {
        const server = await startServer(
          { SEED_DEMO: 'false', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'own-server-pass', ...env },
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
