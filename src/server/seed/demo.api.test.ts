import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ownDatabases } from '../../../test/own-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { seedDemoLeague, todayIn } from './demo.ts';

const TODAY = '2026-11-21';
const databases = ownDatabases();
/** A fresh database of this test's own (the demo is never loaded into the shared one). */
const freshDatabase = async () => (await databases.fresh())[0]!.db;
afterAll(() => databases.dropAll());

async function scheduleOf(db: DatabaseHandle['db']) {
  return rowsOf(
    z.object({
      date: z.string(),
      time: z.string(),
      home: z.string(),
      away: z.string(),
      hs: z.number().nullable(),
      as: z.number().nullable(),
    }),
    db,
    sql`select g.date::text as date, g.time::text as time, h.name as home, a.name as away,
               g.home_team_score as hs, g.away_team_score as as
        from games g join teams h on h.id = g.home_team_id join teams a on a.id = g.away_team_id
        order by g.date, g.time, h.name`,
  );
}

describe('the demo league', () => {
  it('is a realistic league whose box scores add up', async () => {
    const db = await freshDatabase();
    await seedDemoLeague(db, { timezone: 'America/New_York', today: TODAY });

    const leagues = await rowsOf(
      z.object({ name: z.string(), is_active: z.boolean(), is_registration_open: z.boolean(), end_date: z.string() }),
      db,
      sql`select name, is_active, is_registration_open, end_date::text from leagues order by start_date`,
    );
    expect(leagues).toHaveLength(2);
    expect(leagues[0]).toMatchObject({ name: 'Spring 2026', is_active: false, is_registration_open: false });
    expect(leagues[0]!.end_date < TODAY).toBe(true);
    expect(leagues[1]).toMatchObject({ name: 'Fall 2026', is_active: true, is_registration_open: true });

    const rosters = await rowsOf(
      z.object({
        name: z.string(),
        players: z.number(),
        captains: z.number(),
        jerseys: z.number(),
        logo_url: z.string(),
      }),
      db,
      sql`select t.name, t.logo_url, count(pt.player_id)::int as players,
                 count(*) filter (where p.is_captain)::int as captains,
                 count(distinct p.jersey_number)::int as jerseys
          from teams t join leagues l on l.id = t.league_id and l.is_active
          join player_teams pt on pt.team_id = t.id and pt.is_current_team
          join players p on p.id = pt.player_id
          group by t.id order by t.name`,
    );
    expect(rosters).toHaveLength(8);
    for (const team of rosters) {
      expect(team, team.name).toMatchObject({ players: 10, captains: 1, jerseys: 10 });
      expect(team.logo_url).toMatch(/^\/logos\/[a-z-]+\.svg$/);
    }

    // Each team's score is the sum of its players' points; no played game is tied.
    const mismatches = await rowsOf(
      z.object({ id: z.number() }),
      db,
      sql`select g.id from games g
          where g.home_team_score is not null and (
            g.home_team_score <> (select coalesce(sum(ftm + 2 * fgm + 3 * threepm), 0) from player_stats s where s.game_id = g.id and s.team_id = g.home_team_id)
            or g.away_team_score <> (select coalesce(sum(ftm + 2 * fgm + 3 * threepm), 0) from player_stats s where s.game_id = g.id and s.team_id = g.away_team_id)
            or g.home_team_score = g.away_team_score)`,
    );
    expect(mismatches).toEqual([]);

    const schedule = await scheduleOf(db);
    const played = schedule.filter((game) => game.hs !== null);
    const upcoming = schedule.filter((game) => game.hs === null);
    expect(schedule).toHaveLength(12 + 48);
    expect(played.length).toBeGreaterThan(upcoming.length);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(played.every((game) => game.date < TODAY)).toBe(true);
    expect(upcoming.every((game) => game.date >= TODAY && game.as === null)).toBe(true);
    // Realistic amateur scores: every side between 40 and 90.
    const scores = played.flatMap((game) => [game.hs!, game.as!]);
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(40);
    expect(Math.max(...scores)).toBeLessThanOrEqual(90);

    // Every roster player has a line in each game of their team; made never exceeds attempted.
    const [lines] = await rowsOf(
      z.object({ total: z.number(), bad: z.number() }),
      db,
      sql`select count(*)::int as total,
                 count(*) filter (where ftm > fta or fgm > fga or threepm > threepa)::int as bad
          from player_stats`,
    );
    expect(lines).toEqual({ total: 12 * 16 + 48 * 20, bad: 0 });

    const awards = await rowsOf(
      z.object({ name: z.string(), is_shown: z.boolean(), players: z.number() }),
      db,
      sql`select a.name, a.is_shown, count(ap.player_id)::int as players from awards a
          join award_players ap on ap.award_id = a.id group by a.id order by a.id`,
    );
    expect(awards.length).toBeGreaterThanOrEqual(4);
    expect(awards.some((award) => !award.is_shown)).toBe(true);
    expect(awards.find((award) => award.name === 'All-League First Team')?.players).toBe(5);

    const ads = await rowsOf(
      z.object({ image_url: z.string() }),
      db,
      sql`select image_url from advertisements where is_active`,
    );
    expect(ads).toHaveLength(2);

    const duplicates = await rowsOf(
      z.object({ first_name: z.string(), last_name: z.string() }),
      db,
      sql`select first_name, last_name from players group by 1, 2 having count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  });

  it('is the same every time for the same day', async () => {
    const [first, second] = [await freshDatabase(), await freshDatabase()];
    await seedDemoLeague(first, { timezone: 'America/New_York', today: TODAY });
    await seedDemoLeague(second, { timezone: 'America/New_York', today: TODAY });
    expect(await scheduleOf(second)).toEqual(await scheduleOf(first));
  });
});

describe('today in the league time zone', () => {
  it('is the wall-clock date there, not in UTC', () => {
    const lateEvening = new Date('2026-11-22T03:30:00Z');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-21');
    expect(todayIn('Europe/Paris', lateEvening)).toBe('2026-11-22');
  });
});
