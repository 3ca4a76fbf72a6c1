import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from the schema; no database connection is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
