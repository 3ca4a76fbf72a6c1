import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ownDatabases } from '../../../test/own-database.ts';
import { EVERYTHING, leagueTag, type Change } from './changes.ts';

const databases = ownDatabases();
afterAll(() => databases.dropAll());

const onPostgres = process.env.TEST_DB === 'postgres';

describe('the change feed between servers of one database', () => {
  it.runIf(onPostgres)('tells the other server, and after losing its connection listens again', async () => {
    const [first, second] = await databases.fresh(2);
    let heard = 0;
    const changes: Change[] = [];
    second!.changes.subscribe((change) => {
      heard += 1;
      changes.push(change);
    });
    let heardItself = 0;
    first!.changes.subscribe(() => (heardItself += 1));

    await first!.changes.announce({ tags: [leagueTag(7)] });
    await vi.waitFor(() => expect(heard).toBe(1), { timeout: 5000 });
    // The notice says what changed, so the other server forgets only that.
    expect(changes[0]).toEqual({ tags: ['league:7'] });
    // The first never hears its own news (it came over the same connection the second's did);
    // the second server's news reaches it.
    expect(heardItself).toBe(0);
    await second!.changes.announce(EVERYTHING);
    await vi.waitFor(() => expect(heardItself).toBe(1), { timeout: 5000 });

    // The database drops the listening connection: the feed reconnects and says news may be missed.
    await first!.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await vi.waitFor(() => expect(heard).toBe(2), { timeout: 10_000 });
    expect(changes[1]).toEqual(EVERYTHING);
    expect(second!.changes.connected).toBe(true);
    await first!.changes.announce(EVERYTHING);
    await vi.waitFor(() => expect(heard).toBe(3), { timeout: 5000 });

    // Closed, then dropped under it: nothing is released twice, nothing throws.
    await second!.close();
    await first!.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
  });

  it.runIf(!onPostgres)('has no other server to tell on PGlite, and does not tell the server itself', async () => {
    const [only] = await databases.fresh();
    let heard = 0;
    only!.changes.subscribe(() => (heard += 1));
    await only!.changes.announce(EVERYTHING);
    expect(only!.changes.connected).toBe(true);
    expect(heard).toBe(0);
  });
});
