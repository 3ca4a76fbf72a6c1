import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PlayerDetail, PlayerListRow } from '#domain/players.ts';
import type { Database, Executor } from '../db/client.ts';
import { playerTeams, players, teams } from '../db/schema.ts';
import { addLinesForNewTeammate } from '../rosters/stat-lines.ts';
import { asTeam, leagueColumns, publicPlayerColumns } from '../teams/repository.ts';

/** A player with every team linked to them; email and phone only when `withContact`. */
export async function findPlayer(db: Executor, id: number, withContact: boolean): Promise<PlayerDetail | null> {
  const row = await db.query.players.findFirst({
    where: eq(players.id, id),
    columns: { ...publicPlayerColumns, email: true, phoneNumber: true },
    with: {
      playerTeams: {
        columns: { isCurrentTeam: true },
        with: {
          team: { columns: { id: true, name: true, logoUrl: true, leagueId: true }, with: { league: leagueColumns } },
        },
      },
    },
  });
  if (!row) return null;
  const { playerTeams: links, email, phoneNumber, ...player } = row;
  const linkedTeams = links
    .map(({ isCurrentTeam, team }) => ({ ...asTeam(team), PlayerTeam: { isCurrentTeam } }))
    .sort(
      (a, b) =>
        Number(b.PlayerTeam.isCurrentTeam) - Number(a.PlayerTeam.isCurrentTeam) ||
        b.League.startDate.localeCompare(a.League.startDate) ||
        a.name.localeCompare(b.name, 'en'),
    );
  return { ...player, ...(withContact ? { email, phoneNumber } : {}), teams: linkedTeams };
}

export type TeamForRegistration = {
  id: number;
  name: string;
  leagueId: number;
  isActive: boolean;
  isRegistrationOpen: boolean;
};

export async function teamsWithLeagues(db: Executor, ids: number[]): Promise<TeamForRegistration[]> {
  if (ids.length === 0) return [];
  const rows = await db.query.teams.findMany({
    where: inArray(teams.id, ids),
    columns: { id: true, name: true, leagueId: true },
    with: { league: { columns: { isActive: true, isRegistrationOpen: true } } },
  });
  return rows.map(({ id, name, leagueId, league }) => ({ id, name, leagueId, ...league }));
}

export type NewPlayer = typeof players.$inferInsert;

/**
 * Creates a player linked to `teamIds` as current teams; the player gets a zero stat line in
 * each of those teams' unplayed games, ready for the box score
 * (docs/rules/league-data.md#stat-lines-and-rosters).
 */
export async function createPlayer(db: Executor, player: NewPlayer, teamIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(players).values(player).returning({ id: players.id });
    const id = (created as { id: number }).id;
    if (teamIds.length > 0) {
      await tx.insert(playerTeams).values(teamIds.map((teamId) => ({ playerId: id, teamId, isCurrentTeam: true })));
      for (const teamId of teamIds) await addLinesForNewTeammate(tx, id, teamId);
    }
    return id;
  });
}

/** The admin list: by last then first name, or newest first, with current teams (docs/rules/league-data.md#players). */
export async function listPlayers(db: Executor, sort: 'alphabetical' | 'recent'): Promise<PlayerListRow[]> {
  const rows = await db.query.players.findMany({
    columns: { ...publicPlayerColumns, email: true, phoneNumber: true, createdAt: true },
    with: {
      playerTeams: {
        where: eq(playerTeams.isCurrentTeam, true),
        columns: {},
        with: { team: { columns: { id: true, name: true }, with: { league: { columns: { name: true } } } } },
      },
    },
    orderBy:
      sort === 'recent'
        ? [desc(players.createdAt), desc(players.id)]
        : [asc(players.lastName), asc(players.firstName), asc(players.id)],
  });
  return rows.map(({ playerTeams: links, createdAt, ...player }) => ({
    ...player,
    createdAt: createdAt.toISOString(),
    currentTeams: links.map(({ team }) => ({ id: team.id, name: team.name, leagueName: team.league.name })),
  }));
}

export async function updatePlayer(db: Executor, id: number, values: Partial<NewPlayer>): Promise<boolean> {
  const updated = await db
    .update(players)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(players.id, id))
    .returning({ id: players.id });
  return updated.length > 0;
}

/** Deletes a player with their team links, stat lines and award places. */
export async function deletePlayer(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(players).where(eq(players.id, id)).returning({ id: players.id });
  return deleted.length > 0;
}

export type TeamLinks = { refused: 'not found' | 'no team' } | { updated: true };

/**
 * Replaces a player's team links (docs/rules/league-data.md#rosters): listed teams are linked
 * as current or previous, unlisted links go. A new current team gives lines in its unplayed
 * games.
 */
export async function setPlayerTeams(
  db: Database,
  id: number,
  links: { id: number; isCurrentTeam: boolean }[],
): Promise<TeamLinks> {
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, id)).for('update');
    if (!player) return { refused: 'not found' as const };
    const wanted = [...new Map(links.map((link) => [link.id, link])).values()];
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(
          inArray(
            teams.id,
            wanted.map((link) => link.id),
          ),
        );
      if (found.length !== wanted.length) return { refused: 'no team' as const };
    }
    await tx.delete(playerTeams).where(eq(playerTeams.playerId, id));
    if (wanted.length > 0) {
      await tx
        .insert(playerTeams)
        .values(wanted.map((link) => ({ playerId: id, teamId: link.id, isCurrentTeam: link.isCurrentTeam })));
    }
    for (const link of wanted) if (link.isCurrentTeam) await addLinesForNewTeammate(tx, id, link.id);
    return { updated: true as const };
  });
}
