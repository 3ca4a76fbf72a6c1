import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Award } from '#domain/awards.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { awardPlayers, awards, leagues, players } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { leagueColumns } from '../teams/repository.ts';

export type AwardsFilter = {
  id?: number;
  leagueId?: number;
  playerId?: number;
  /** Hidden awards are for signed-in admins only (docs/rules/league-data.md#awards). */
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

export type AwardValues = { name: string; leagueId: number; isShown: boolean; playerIds: number[] };

async function checkAward(tx: Executor, values: AwardValues): Promise<Write<void, 'no league' | 'no player'>> {
  const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, values.leagueId));
  if (!league) return refused('no league');
  const found = await tx.select({ id: players.id }).from(players).where(inArray(players.id, values.playerIds));
  return found.length === values.playerIds.length ? done() : refused('no player');
}

/** Creates (no `id`) or replaces an award with its players; answers its id. */
export async function saveAward(
  tx: Transaction,
  id: number | null,
  input: AwardValues,
): Promise<Write<number, 'not found' | 'no league' | 'no player'>> {
  const values = { ...input, playerIds: [...new Set(input.playerIds)] };
  if (id !== null) {
    const [current] = await tx.select({ id: awards.id }).from(awards).where(eq(awards.id, id)).for('update');
    if (!current) return refused('not found');
  }
  const checked = await checkAward(tx, values);
  if (!checked.ok) return checked;
  const row = { name: values.name, leagueId: values.leagueId, isShown: values.isShown };
  let awardId: number;
  if (id === null) {
    const [created] = await tx.insert(awards).values(row).returning({ id: awards.id });
    awardId = created!.id;
  } else {
    await tx
      .update(awards)
      .set({ ...row, updatedAt: new Date() })
      .where(eq(awards.id, id));
    await tx.delete(awardPlayers).where(eq(awardPlayers.awardId, id));
    awardId = id;
  }
  await tx.insert(awardPlayers).values(values.playerIds.map((playerId) => ({ awardId, playerId })));
  return done(awardId);
}

export async function deleteAward(tx: Transaction, id: number): Promise<Write<void, 'not found'>> {
  const deleted = await tx.delete(awards).where(eq(awards.id, id)).returning({ id: awards.id });
  return deleted.length > 0 ? done() : refused('not found');
}
