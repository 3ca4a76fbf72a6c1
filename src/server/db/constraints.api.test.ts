import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ownDatabases } from '../../../test/own-database.ts';
import type { DatabaseHandle } from './client.ts';
import { rowsOf } from './rows.ts';
import * as t from './schema.ts';

/** A database of this file's own: PGlite in memory, or a fresh PostgreSQL database. */
const databases = ownDatabases();
let db: DatabaseHandle['db'];

beforeAll(async () => {
  // On PostgreSQL, two servers starting at once on an empty database: both must come up.
  const [first] = await databases.fresh(2);
  db = first!.db;
});
afterAll(() => databases.dropAll());

/** The code and the constraint a refused statement names. */
async function refusalOf(statement: Promise<unknown>): Promise<{ code: string; constraint: string } | undefined> {
  try {
    await statement;
  } catch (error) {
    for (
      let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
      e;
      e = e.cause as typeof e
    ) {
      if (typeof e.code === 'string') return { code: e.code, constraint: e.constraint ?? '' };
    }
    throw error;
  }
  return undefined;
}

/** The PostgreSQL error code of a refused statement. */
async function refusal(statement: Promise<unknown>): Promise<string | undefined> {
  return (await refusalOf(statement))?.code;
}

async function league() {
  const [row] = await db
    .insert(t.leagues)
    .values({ name: 'Fall', startDate: '2026-09-01', endDate: '2026-12-01', isActive: true })
    .returning();
  return row!;
}

async function team(leagueId: number, name: string) {
  const [row] = await db.insert(t.teams).values({ name, leagueId }).returning();
  return row!;
}

async function gameWithStatLine() {
  const { id: leagueId } = await league();
  const home = await team(leagueId, 'Home');
  const away = await team(leagueId, 'Away');
  const [location] = await db.insert(t.locations).values({ name: 'Gym', address: '1 Main St' }).returning();
  const [player] = await db
    .insert(t.players)
    .values({ firstName: 'Ann', lastName: 'Lee', email: 'a@example.com', phoneNumber: '2125550100' })
    .returning();
  const [game] = await db
    .insert(t.games)
    .values({
      homeTeamId: home.id,
      awayTeamId: away.id,
      leagueId,
      locationId: location!.id,
      date: '2026-10-01',
      time: '19:00:00',
    })
    .returning();
  const [line] = await db
    .insert(t.playerStats)
    .values({ gameId: game!.id, playerId: player!.id, teamId: home.id })
    .returning();
  return { leagueId, home, away, game: game!, player: player!, line: line!, location: location! };
}

describe('the migrated schema', () => {
  it('has every table of the spec', async () => {
    const tables = await rowsOf(
      z.object({ table_name: z.string() }),
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = tables.map((row) => row.table_name).sort();
    expect(names).toEqual([
      'ad_clicks',
      'admin_users',
      'advertisements',
      'analytics_keys',
      'award_players',
      'awards',
      'game_book_entries',
      'game_books',
      'game_changes',
      'games',
      'imports',
      'leagues',
      'locations',
      'mail_recipients',
      'outbox',
      'page_versions',
      'player_all_time_totals',
      'player_league_totals',
      'player_merges',
      'player_stats',
      'player_teams',
      'players',
      'playoff_brackets',
      'playoff_games',
      'playoff_seeds',
      'registrations',
      'sessions',
      'site_setting_changes',
      'site_settings',
      'teams',
      'visit_days',
      'visit_places',
      'visitors',
      'visits',
      'waivers',
    ]);
  });

  it('refuses a league that ends before it starts', async () => {
    const code = await refusal(
      db.insert(t.leagues).values({ name: 'Backwards', startDate: '2026-09-01', endDate: '2026-08-01' }),
    );
    expect(code).toBe('23514');
  });

  it('refuses a second team of the same name in a league, ignoring case, but not in another league', async () => {
    const first = await league();
    const second = await league();
    await team(first.id, 'Harlem Hawks');
    expect(await refusal(team(first.id, 'HARLEM hawks'))).toBe('23505');
    await expect(team(second.id, 'Harlem Hawks')).resolves.toMatchObject({ name: 'Harlem Hawks' });
  });

  it('refuses negative scores, a team playing itself and unknown teams', async () => {
    const { game, home, leagueId, location } = await gameWithStatLine();
    expect(
      await refusal(
        db
          .update(t.games)
          .set({ homeTeamScore: -1 })
          .where(sql`id = ${game.id}`),
      ),
    ).toBe('23514');
    expect(
      await refusal(
        db.insert(t.games).values({
          homeTeamId: home.id,
          awayTeamId: home.id,
          leagueId,
          locationId: location.id,
          date: '2026-10-02',
          time: '19:00:00',
        }),
      ),
    ).toBe('23514');
    expect(
      await refusal(
        db.insert(t.games).values({
          homeTeamId: home.id,
          awayTeamId: 99999999,
          leagueId,
          locationId: location.id,
          date: '2026-10-02',
          time: '19:00:00',
        }),
      ),
    ).toBe('23503');
  });

  it('refuses a second game in a gym slot unless one is cancelled, a score without final, and a forfeit without a side', async () => {
    const { game, home, away, leagueId, location } = await gameWithStatLine();
    const slot = { leagueId, locationId: location.id, date: game.date, time: game.time };
    const again = (values: Partial<typeof t.games.$inferInsert> = {}) =>
      db.insert(t.games).values({ homeTeamId: away.id, awayTeamId: home.id, ...slot, ...values });
    expect(await refusalOf(again())).toEqual({ code: '23505', constraint: t.GYM_SLOT_INDEX });
    // A cancelled game holds no slot: one beside the other, and the slot then taken by another.
    await db
      .update(t.games)
      .set({ status: 'cancelled' })
      .where(sql`id = ${game.id}`);
    await expect(again()).resolves.toBeDefined();
    expect(
      await refusalOf(
        db
          .update(t.games)
          .set({ status: 'scheduled' })
          .where(sql`id = ${game.id}`),
      ),
    ).toEqual({
      code: '23505',
      constraint: t.GYM_SLOT_INDEX,
    });
    // Another time at the same gym is another slot.
    const later = { ...slot, time: '21:15:00' };
    expect(
      await refusal(
        db.insert(t.games).values({ homeTeamId: home.id, awayTeamId: away.id, ...later, homeTeamScore: 50 }),
      ),
    ).toBe('23514');
    expect(
      await refusal(db.insert(t.games).values({ homeTeamId: home.id, awayTeamId: away.id, ...later, status: 'final' })),
    ).toBe('23514');
    expect(
      await refusal(
        db.insert(t.games).values({ homeTeamId: home.id, awayTeamId: away.id, ...later, status: 'forfeit' }),
      ),
    ).toBe('23514');
    expect(
      await refusal(
        db
          .insert(t.games)
          .values({ homeTeamId: home.id, awayTeamId: away.id, ...later, status: 'scheduled', forfeitedBy: 'home' }),
      ),
    ).toBe('23514');
    await expect(
      db
        .insert(t.games)
        .values({ homeTeamId: home.id, awayTeamId: away.id, ...later, status: 'forfeit', forfeitedBy: 'both' }),
    ).resolves.toBeDefined();
  });

  it('refuses negative stats, more made than attempted, and a second line for the same game and player', async () => {
    const { line, game, player, home } = await gameWithStatLine();
    const where = sql`id = ${line.id}`;
    expect(await refusal(db.update(t.playerStats).set({ assists: -1 }).where(where))).toBe('23514');
    expect(await refusal(db.update(t.playerStats).set({ ftm: 3, fta: 2 }).where(where))).toBe('23514');
    expect(await refusal(db.update(t.playerStats).set({ threepm: 1, threepa: 0 }).where(where))).toBe('23514');
    expect(
      await refusal(db.insert(t.playerStats).values({ gameId: game.id, playerId: player.id, teamId: home.id })),
    ).toBe('23505');
  });

  it('refuses to delete a league with teams or a team with players', async () => {
    const { leagueId, home, player } = await gameWithStatLine();
    await db.insert(t.playerTeams).values({ playerId: player.id, teamId: home.id });
    // 23001 restrict_violation (PostgreSQL 16+) or 23503 foreign_key_violation (earlier).
    expect(['23001', '23503']).toContain(await refusal(db.delete(t.leagues).where(sql`id = ${leagueId}`)));
    expect(['23001', '23503']).toContain(await refusal(db.delete(t.teams).where(sql`id = ${home.id}`)));
  });
});
