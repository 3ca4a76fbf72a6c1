import { defineConfig } from 'vitest/config';

// Three tiers: pure unit tests, and the API tests twice, on PGlite and on PostgreSQL.
const apiTests = ['src/**/*.api.test.ts'];
// An unexpected console.error fails the test that printed it, in every tier.
const setupFiles = ['test/fail-on-console-error.ts'];

export default defineConfig({
  test: {
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
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['test/postgres-setup.ts'],
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
