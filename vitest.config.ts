import { defineConfig } from 'vitest/config';

// Three tiers: pure unit tests, and the API tests twice, on PGlite and on PostgreSQL. Each API
// test starts from a copy of a database migrated once per run (test/database-copies.ts), and
// each test file has a database of its own, so two files run side by side on a two-core machine.
const apiTests = ['src/**/*.api.test.ts'];
// An unexpected console.error fails the test that printed it, in every tier.
const setupFiles = ['test/fail-on-console-error.ts'];
// API test files share their worker's modules: loading the app's modules again for each file
// cost a minute a tier. Each file still builds its own apps on its own databases.
const apiOptions = { testTimeout: 30_000, hookTimeout: 60_000, isolate: false };

export default defineConfig({
  test: {
    maxWorkers: 2,
    // CI runs the API tests again on the older Node.js major only where Node's own APIs are
    // what they exercise (.ci/run); such a file says so with `@module-tag node-apis`.
    tags: [
      {
        name: 'node-apis',
        description: "exercises Node's own APIs (sockets, files, compression, fetch, timing): runs on every Node major",
      },
    ],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: apiTests,
          setupFiles,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['test/pglite-setup.ts'],
          setupFiles,
          ...apiOptions,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['test/postgres-setup.ts'],
          setupFiles: [...setupFiles, 'test/postgres-file-database.ts'],
          ...apiOptions,
        },
      },
    ],
  },
});
