import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { sameName } from '#domain/import-values.ts';
import { location, type Location } from '#domain/locations.ts';
import { storedLineShape } from '#domain/player-stats.ts';
import type { ImportKind } from '#domain/imports.ts';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { LINE_COLUMNS } from '../db/stat-sql.ts';

/**
 * What an import is planned against: the league it goes into, and the gyms, teams, players,
 * games and lines it may match. Read once, before the rows are planned, in the transaction that
 * saves them.
 */

export type TargetLeague = { id: number | null; name: string; isActive: boolean };

const teamRow = z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable() });
const playerRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});
const linkRow = z.object({ playerId: z.number().int(), teamId: z.number().int(), isCurrentTeam: z.boolean() });
const gameRow = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  homeTeamId: z.number().int(),
  awayTeamId: z.number().int(),
  locationId: z.number().int(),
  homeTeamScore: z.number().int().nullable(),
  awayTeamScore: z.number().int().nullable(),
  status: z.string(),
});
const slotRow = z.object({ id: z.number().int(), locationId: z.number().int(), date: z.string(), time: z.string() });
const lineRow = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  playerId: z.number().int(),
  teamId: z.number().int(),
  ...storedLineShape,
});

export type Gym = Location;
export type TeamRow = z.infer<typeof teamRow>;
export type PlayerRow = z.infer<typeof playerRow>;
export type GameRow = z.infer<typeof gameRow>;
export type LineRow = z.infer<typeof lineRow>;

export type ImportContext = {
  league: TargetLeague | null;
  gymsByName: Map<string, Gym>;
  teamsByName: Map<string, TeamRow>;
  players: PlayerRow[];
  /** Links of the league's teams, by `player:team`. */
  links: Map<string, boolean>;
  games: GameRow[];
  /** Games of every league that hold a gym slot, by `gym date time`. */
  slots: Map<string, number>;
  /** Lines of the league's games, by `game:player`. */
  lines: Map<string, LineRow>;
};

export const slotKey = (locationId: number, date: string, time: string) => `${locationId} ${date} ${time}`;

const byName = <Row extends { name: string }>(rows: Row[]) => new Map(rows.map((row) => [sameName(row.name), row]));

export async function readContext(db: Executor, kind: ImportKind, league: TargetLeague | null): Promise<ImportContext> {
  const leagueId = league?.id ?? null;
  const gyms = await rowsOf(
    location,
    db,
    sql`SELECT id, name, address, website, maps_link AS "mapsLink", notes FROM locations ORDER BY id`,
  );
  const teams =
    leagueId === null
      ? []
      : await rowsOf(teamRow, db, sql`SELECT id, name, logo_url AS "logoUrl" FROM teams WHERE league_id = ${leagueId}`);
  const needsPeople = kind === 'players' || kind === 'box-scores';
  const players = needsPeople
    ? await rowsOf(
        playerRow,
        db,
        sql`SELECT id, first_name AS "firstName", last_name AS "lastName", email, phone_number AS "phoneNumber"
            FROM players ORDER BY id`,
      )
    : [];
  const links =
    needsPeople && leagueId !== null
      ? await rowsOf(
          linkRow,
          db,
          sql`SELECT pt.player_id AS "playerId", pt.team_id AS "teamId", pt.is_current_team AS "isCurrentTeam"
              FROM player_teams pt JOIN teams t ON t.id = pt.team_id WHERE t.league_id = ${leagueId}`,
        )
      : [];
  const needsGames = kind === 'schedule' || kind === 'box-scores';
  const games =
    needsGames && leagueId !== null
      ? await rowsOf(
          gameRow,
          db,
          sql`SELECT id, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI:SS') AS time,
                home_team_id AS "homeTeamId", away_team_id AS "awayTeamId", location_id AS "locationId",
                home_team_score AS "homeTeamScore", away_team_score AS "awayTeamScore", status
              FROM games WHERE league_id = ${leagueId}`,
        )
      : [];
  const slots = needsGames
    ? await rowsOf(
        slotRow,
        db,
        sql`SELECT id, location_id AS "locationId", to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI:SS') AS time
            FROM games WHERE status <> 'cancelled'`,
      )
    : [];
  const lines =
    kind === 'box-scores' && leagueId !== null
      ? await rowsOf(
          lineRow,
          db,
          sql`SELECT ps.id, ps.game_id AS "gameId", ps.player_id AS "playerId", ps.team_id AS "teamId", ${LINE_COLUMNS}
              FROM player_stats ps JOIN games g ON g.id = ps.game_id WHERE g.league_id = ${leagueId}`,
        )
      : [];
  return {
    league,
    gymsByName: byName(gyms),
    teamsByName: byName(teams),
    players,
    links: new Map(links.map((link) => [`${link.playerId}:${link.teamId}`, link.isCurrentTeam])),
    games,
    slots: new Map(slots.map((slot) => [slotKey(slot.locationId, slot.date, slot.time), slot.id])),
    lines: new Map(lines.map((line) => [`${line.gameId}:${line.playerId}`, line])),
  };
}
