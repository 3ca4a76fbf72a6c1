import { and, asc, desc, eq, inArray, isNotNull, min } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import { accountColumns, adminUsers, games, playerStats } from '../db/schema.ts';
import { saveLine, saveScore } from './scorekeeping.ts';

/** Thrown to undo a warming save: nothing it wrote is kept. */
class Undo extends Error {}

/**
 * Game night's two saves, a score and a stat line, made and rolled back on `connections` of the
 * database's connections at once, before the server listens (docs/decisions/059-warm-saves.md).
 * The first save a connection makes plans its statements and its triggers' (PostgreSQL keeps
 * them per connection) and runs the save's code for the first time: under a full load of
 * visitors it took 177 ms, where the saves after it took 19. Each connection warms on a game of
 * its own, the latest played ones, as their rows stay locked until it rolls back. Returns how
 * many connections made their saves (the score, and a line when the game has one); a database
 * with no played game, or no admin, warms none.
 */
export async function warmSaves(db: Database, connections: number): Promise<number> {
  const [admin] = await db
    .select(accountColumns)
    .from(adminUsers)
    .where(eq(adminUsers.role, 'admin'))
    .orderBy(asc(adminUsers.id))
    .limit(1);
  if (!admin) return 0;
  const played = await db
    .select({ id: games.id, homeTeamScore: games.homeTeamScore, awayTeamScore: games.awayTeamScore })
    .from(games)
    .where(and(eq(games.status, 'final'), isNotNull(games.homeTeamScore), isNotNull(games.awayTeamScore)))
    .orderBy(desc(games.id))
    .limit(connections);
  if (played.length === 0) return 0;
  const lines = await db
    .select({ gameId: playerStats.gameId, id: min(playerStats.id) })
    .from(playerStats)
    .where(
      and(
        inArray(
          playerStats.gameId,
          played.map((game) => game.id),
        ),
        isNotNull(playerStats.assists),
      ),
    )
    .groupBy(playerStats.gameId);
  const lineOf = new Map(lines.map((line) => [line.gameId, line.id]));
  const warmed = await Promise.all(played.map((game) => warmOne(db, admin, game, lineOf.get(game.id) ?? null)));
  return warmed.filter(Boolean).length;
}

type PlayedGame = { id: number; homeTeamScore: number | null; awayTeamScore: number | null };

/** One connection's two saves, undone: whether both were made. */
async function warmOne(db: Database, by: SessionUser, game: PlayedGame, lineId: number | null): Promise<boolean> {
  let made = false;
  try {
    await db.transaction(async (tx) => {
      const score = await saveScore(
        tx,
        game.id,
        { homeTeamScore: (game.homeTeamScore ?? 0) + 1, awayTeamScore: game.awayTeamScore },
        by,
      );
      let line = lineId === null;
      if (lineId !== null) {
        const [current] = await tx
          .select({ assists: playerStats.assists })
          .from(playerStats)
          .where(eq(playerStats.id, lineId));
        line = current !== undefined && (await saveLine(tx, lineId, { assists: (current.assists ?? 0) + 1 }, by)).ok;
      }
      made = score.ok && line;
      throw new Undo();
    });
  } catch (error) {
    if (!(error instanceof Undo)) throw error;
  }
  return made;
}
