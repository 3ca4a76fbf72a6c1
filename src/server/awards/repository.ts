import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Award } from '#domain/awards.ts';
import type { Executor } from '../db/client.ts';
import { awardPlayers, awards } from '../db/schema.ts';
import { leagueColumns } from '../teams/repository.ts';

export type AwardsFilter = {
  id?: number;
  leagueId?: number;
  playerId?: number;
  /** Hidden awards are for signed-in admins only (DESIGN §4). */
  includeHidden: boolean;
};

/** Awards with their league and players, newest league first, then by name. */
export async function listAwards(db: Executor, filter: AwardsFilter): Promise<Award[]> {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(awards.id, filter.id));
  if (filter.leagueId) conditions.push(eq(awards.leagueId, filter.leagueId));
  if (!filter.includeHidden) conditions.push(eq(awards.isShown, true));
  if (filter.playerId) {
    conditions.push(
      inArray(
        awards.id,
        db.select({ id: awardPlayers.awardId }).from(awardPlayers).where(eq(awardPlayers.playerId, filter.playerId)),
      ),
    );
  }
  const rows = await db.query.awards.findMany({
    where: and(...conditions),
    with: {
      league: leagueColumns,
      awardPlayers: { with: { player: { columns: { id: true, firstName: true, lastName: true } } } },
    },
    orderBy: [asc(awards.name), asc(awards.id)],
  });
  return rows
    .map((row) => {
      const players = row.awardPlayers
        .map(({ player }) => player)
        .sort((a, b) => a.lastName.localeCompare(b.lastName, 'en') || a.firstName.localeCompare(b.firstName, 'en'));
      return {
        id: row.id,
        name: row.name,
        isShown: row.isShown,
        LeagueId: row.leagueId,
        League: row.league,
        Players: players,
        PlayerIds: players.map((player) => player.id),
      };
    })
    .sort((a, b) => b.League.startDate.localeCompare(a.League.startDate) || a.LeagueId - b.LeagueId);
}
