import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCode, databaseConstraint, isDatabaseUnavailable } from '../http/errors.ts';
import { PgliteThread } from './pglite-thread.ts';

// One database in memory for the file: PGlite's first start (initdb) takes a second or two.
let thread: PgliteThread;
beforeAll(async () => {
  thread = await PgliteThread.open({ dataDir: undefined, loadDataDir: undefined });
  await thread.query('CREATE TABLE teams (id serial PRIMARY KEY, name text NOT NULL UNIQUE, founded timestamptz)');
}, 60_000);
afterAll(() => thread.close());

const names = async () =>
  (await thread.query<{ name: string }>('SELECT name FROM teams ORDER BY name')).rows.map((row) => row.name);

describe('PGlite in a worker thread', () => {
  it('answers statements with their rows, and keeps the text of the types it is asked to', async () => {
    await thread.query('INSERT INTO teams (name, founded) VALUES ($1, $2)', ['Hawks', '2001-02-03T04:05:06Z']);
    const parsed = await thread.query<{ name: string; founded: unknown }>('SELECT name, founded FROM teams');
    expect(parsed.rows).toEqual([{ name: 'Hawks', founded: new Date('2001-02-03T04:05:06Z') }]);
    // Drizzle's parsers keep a timestamp's text as PostgreSQL writes it.
    const TIMESTAMPTZ = 1184;
    const kept = await thread.query<unknown[]>('SELECT name, founded FROM teams', [], {
      rowMode: 'array',
      parsers: { [TIMESTAMPTZ]: (text: string) => text },
    });
    expect(kept.rows).toEqual([['Hawks', '2001-02-03 04:05:06+00']]);
    expect(thread.memoryBytes).toBeGreaterThan(0);
  });

  it('refuses a parser that changes its text, which cannot reach the worker', async () => {
    await expect(thread.query('SELECT 1', [], { parsers: { 1184: (text: string) => `${text}!` } })).rejects.toThrow(
      'The parser of type 1184 changes its text',
    );
  });

  it('commits a transaction whose work resolves, and rolls back one whose work throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO teams (name) VALUES ($1)', ['Owls']);
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('INSERT INTO teams (name) VALUES ($1)', ['Rams']);
        throw new Error('the admin cancelled');
      }),
    ).rejects.toThrow('the admin cancelled');
    expect(await names()).toEqual(['Hawks', 'Owls']);
  });

  it("answers a transaction's statements without a turn of the event loop, as a save's wait for none", async () => {
    await thread
      .transaction(async (tx) => {
        let turned = false;
        setImmediate(() => (turned = true));
        await tx.query('INSERT INTO teams (name) VALUES ($1)', ['Cubs']);
        expect(
          (await tx.query<{ name: string }>('SELECT name FROM teams WHERE name = $1', ['Cubs'])).rows,
        ).toHaveLength(1);
        expect(turned).toBe(false);
        throw new Error('rolled back');
      })
      .catch((error: unknown) => expect(String(error)).toContain('rolled back'));
    expect(await names()).not.toContain('Cubs');
  });

  it('awaits the later statements of a transaction that has blocked the thread long, so that others get turns', async () => {
    await thread.transaction(async (tx) => {
      // Far more than the 20 ms a transaction may block the thread in all.
      await tx.query('SELECT count(*) FROM generate_series(1, 1000000)');
      let turned = false;
      setImmediate(() => (turned = true));
      await tx.query('SELECT 1');
      expect(turned).toBe(true);
    });
  }, 60_000);

  it('makes other statements wait while a transaction is open, as PGlite does', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = thread.transaction(async (tx) => {
      await tx.query('INSERT INTO teams (name) VALUES ($1)', ['Bees']);
      await held;
      order.push('committed');
    });
    // Sent while the transaction is open: it reads only after the commit, and so sees the row.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = names().then((found) => {
      order.push('read');
      return found;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect(await read).toContain('Bees');
    expect(order).toEqual(['committed', 'read']);
  });

  it("brings a database error back with its code and constraint, as the API's refusals read them", async () => {
    const error = await thread
      .query('INSERT INTO teams (name) VALUES ($1)', ['Hawks'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(databaseCode(error)).toBe('23505');
    expect(databaseConstraint(error)).toBe('teams_name_key');
    expect(isDatabaseUnavailable(error)).toBe(false);
    // The table is as it was, and the thread answers on.
    expect(await names()).toEqual(['Bees', 'Hawks', 'Owls']);
  });

  it('leaves the event loop free while a long statement runs', async () => {
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const began = performance.now();
    try {
      await thread.query('SELECT count(*) FROM generate_series(1, 1000000) AS n WHERE n % 7 = 0');
    } finally {
      clearInterval(ticker);
    }
    const statement = performance.now() - began;
    // The statement ran long enough that it would have held the loop for all of it.
    expect(statement).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan(statement / 2);
  }, 60_000);
});

describe('a worker that stopped', () => {
  it('fails every call under way and every call after it as the database being unreachable', async () => {
    const lost = await PgliteThread.open({ dataDir: undefined, loadDataDir: undefined });
    const underWay = lost.query('SELECT count(*) FROM generate_series(1, 1000000)').catch((error: unknown) => error);
    // As if the thread had crashed.
    await (lost as unknown as { worker: { terminate: () => Promise<number> } }).worker.terminate();
    const errors = [await underWay, await lost.query('SELECT 1').catch((error: unknown) => error)];
    for (const error of errors) {
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    await lost.close();
  }, 60_000);
});
