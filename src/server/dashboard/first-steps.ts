import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { FIRST_STEP_KEYS, type FirstSteps } from '#domain/checklist.ts';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { readEmailSettings, type SmtpSettings } from '../mail/smtp-settings.ts';

const counts = z.object({
  site: z.boolean(),
  rules: z.boolean(),
  league: z.boolean(),
  gyms: z.boolean(),
  teams: z.boolean(),
  players: z.boolean(),
  schedule: z.boolean(),
  leagueId: z.number().int().nullable(),
});

/**
 * The first steps of a new league, each done or not, read in one query (email aside): the
 * settings saved once, the rules page edited, and a league, gym, team, player and game made.
 */
export async function readFirstSteps(db: Executor, mailOfEnvironment: SmtpSettings): Promise<FirstSteps> {
  const [row] = await rowsOf(
    counts,
    db,
    sql`SELECT
          EXISTS (SELECT 1 FROM site_setting_changes) AS site,
          EXISTS (SELECT 1 FROM page_versions WHERE page = 'league-rules' AND user_name IS NOT NULL) AS rules,
          EXISTS (SELECT 1 FROM leagues) AS league,
          EXISTS (SELECT 1 FROM locations) AS gyms,
          EXISTS (SELECT 1 FROM teams) AS teams,
          EXISTS (SELECT 1 FROM players) AS players,
          EXISTS (SELECT 1 FROM games) AS schedule,
          (SELECT id FROM leagues ORDER BY is_active DESC, start_date DESC, id DESC LIMIT 1) AS "leagueId"`,
  );
  const email = (await readEmailSettings(db, mailOfEnvironment)).host !== '';
  const done = { ...row!, email };
  return { steps: FIRST_STEP_KEYS.map((step) => ({ step, done: done[step] })), leagueId: row!.leagueId };
}
