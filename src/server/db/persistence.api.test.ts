/**
 * Runs on every supported Node.js major: it keeps a database on disk.
 * @module-tag node-apis
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, signInAsNewAdmin } from '../../../test/app.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'league-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a restart of the server', () => {
  it('keeps the data and does not create a second bootstrap admin', async () => {
    // On PGlite the database lives in DATA_DIR; on PostgreSQL in this run's database.
    const first = await createTestApp({ DATA_DIR: dataDir });
    const admin = await signInAsNewAdmin(first);
    await first.close();

    const second = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(await signIn(second, admin.username, admin.password)).toMatch(/^sid=/);
      const users = await second.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin.cookie } });
      expect(users.statusCode).toBe(200);
      const list = users.json() as { username: string }[];
      expect(list.filter((u) => u.username === 'admin')).toHaveLength(1);
      expect(list.map((u) => u.username)).toContain(admin.username);
    } finally {
      await second.close();
    }
  });
});
