import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownDatabases } from '../../../test/own-database.ts';
import { unique } from '../../../test/unique.ts';
import { updateTeam } from '../teams/repository.ts';
import type { Database, Executor } from './client.ts';
import * as t from './schema.ts';
import { done, inTransaction, refused } from './write-result.ts';

/** A database of this file's own: PGlite in memory, or a fresh PostgreSQL database. */
const databases = ownDatabases();
let db: Database;

beforeAll(async () => {
  const [handle] = await databases.fresh();
  db = handle!.db;
});
afterAll(() => databases.dropAll());

async function addLeague(executor: Executor, name: string) {
  const [row] = await executor
    .insert(t.leagues)
    .values({ name, startDate: '2026-09-01', endDate: '2026-12-01' })
    .returning({ id: t.leagues.id });
  return row!.id;
}

const leaguesNamed = (name: string) => db.select().from(t.leagues).where(eq(t.leagues.name, name));

describe('a write run with inTransaction (docs/rules/league-data.md: a refused request changes nothing)', () => {
  it('commits a write that is done and answers its value', async () => {
    const name = unique('League');
    const result = await inTransaction(db, async (tx) => done(await addLeague(tx, name)));
    expect(result).toEqual({ ok: true, value: expect.any(Number) });
    expect(await leaguesNamed(name)).toHaveLength(1);
  });

  it('undoes what the write did before it was refused, and answers the refusal', async () => {
    const name = unique('League');
    const result = await inTransaction(db, async (tx) => {
      const id = await addLeague(tx, name);
      await tx.update(t.leagues).set({ isActive: true }).where(eq(t.leagues.id, id));
      // Seen inside the transaction, gone once it is refused.
      expect(await tx.select().from(t.leagues).where(eq(t.leagues.id, id))).toHaveLength(1);
      return refused('too late');
    });
    expect(result).toEqual({ ok: false, refused: 'too late' });
    expect(await leaguesNamed(name)).toEqual([]);
  });

  it('undoes what the write did before it threw, and passes the error on', async () => {
    const name = unique('League');
    const failure = new Error('lost on the way');
    await expect(
      inTransaction(db, async (tx) => {
        await addLeague(tx, name);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await leaguesNamed(name)).toEqual([]);
  });

  it('undoes a team update whose roster names an unknown player, found after the team was written', async () => {
    const leagueId = await addLeague(db, unique('League'));
    const [team] = await db.insert(t.teams).values({ name: 'Hawks', leagueId }).returning({ id: t.teams.id });
    const renamed = { name: 'Owls', leagueId, logoUrl: '/logos/owls.svg' };

    const result = await inTransaction(db, (tx) => updateTeam(tx, team!.id, renamed, [2_000_000_000]));

    expect(result).toEqual({ ok: false, refused: 'no player' });
    const [stored] = await db.select().from(t.teams).where(eq(t.teams.id, team!.id));
    expect(stored).toMatchObject({ name: 'Hawks', logoUrl: null });
  });
});
