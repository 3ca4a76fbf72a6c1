import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toCsv } from '#domain/csv.ts';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export const PLAYERS_CSV_HEADER = [
  'Player ID',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Current teams',
  'Captain',
  'Registration status',
  'Registered for',
  'Waiver version',
  'Agreed to waiver at',
  'Unsubscribed from email at',
] as const;

/** A row of the export: a player, or a new registrant waiting (no player id, no teams yet). */
const exportRow = z.object({
  player_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  teams: z.string().nullable(),
  captain: z.boolean(),
  status: z.string().nullable(),
  team: z.string().nullable(),
  waiver_version: z.number().int().nullable(),
  agreed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});

/**
 * Every player with contact details and consent (their latest registration: the waiver
 * version agreed to and when), then new registrants still waiting for an admin, as CSV.
 */
export async function playersCsv(db: Executor): Promise<string> {
  const rows = await rowsOf(
    exportRow,
    db,
    sql`SELECT p.id AS player_id, p.first_name, p.last_name, p.email, p.phone_number AS phone,
          (SELECT string_agg(t.name, '; ' ORDER BY t.name) FROM player_teams pt JOIN teams t ON t.id = pt.team_id
           WHERE pt.player_id = p.id AND pt.is_current_team) AS teams,
          p.is_captain AS captain, r.status, r.team, r.waiver_version,
          to_char(r.agreed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS agreed_at,
          to_char(m.unsubscribed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS unsubscribed_at
        FROM players p
        LEFT JOIN LATERAL (
          SELECT r.status, t.name AS team, r.waiver_version, r.agreed_at FROM registrations r
          JOIN teams t ON t.id = r.team_id
          WHERE r.player_id = p.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1) r ON true
        LEFT JOIN mail_recipients m ON m.email = lower(p.email)
      UNION ALL
        SELECT NULL, r.details->>'firstName', r.details->>'lastName', r.details->>'email', r.details->>'phoneNumber',
          NULL, false, r.status, t.name, r.waiver_version,
          to_char(r.agreed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          to_char(m.unsubscribed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
        FROM registrations r JOIN teams t ON t.id = r.team_id
        LEFT JOIN mail_recipients m ON m.email = lower(r.details->>'email')
        WHERE r.player_id IS NULL AND r.status = 'pending'
      ORDER BY 3, 2, 1`,
  );
  return toCsv(
    PLAYERS_CSV_HEADER,
    rows.map((row) => [
      row.player_id,
      row.first_name,
      row.last_name,
      row.email,
      row.phone,
      row.teams ?? '',
      row.captain ? 'yes' : 'no',
      row.status ?? '',
      row.team ?? '',
      row.waiver_version,
      row.agreed_at ?? '',
      row.unsubscribed_at ?? '',
    ]),
  );
}
