import { afterAll, beforeAll } from 'vitest';
import { setFilePostgresDatabase } from './database-copies.ts';

// Set-up file of the PostgreSQL tier: each test file runs on a database of its own, so files
// running side by side never see each other's writes, as on PGlite.
beforeAll(() => setFilePostgresDatabase(true));
afterAll(() => setFilePostgresDatabase(false));
