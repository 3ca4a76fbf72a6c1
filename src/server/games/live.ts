import { eq, exists } from 'drizzle-orm';
import { liveGameOf, type LiveGame } from '#domain/live-game.ts';
import type { Executor } from '../db/client.ts';
import { gameBookEntries, games } from '../db/schema.ts';
import { bookAnswer } from './book.ts';

/**
 * A game as visitors follow it live (docs/decisions/048-live-game-book.md), worked out from its
 * book by the domain (`liveGameOf`); null when there is no such game. A game without a book
 * costs one query: most box score pages are of games never scored live.
 */
export async function liveAnswer(db: Executor, gameId: number): Promise<LiveGame | null> {
  const [game] = await db
    .select({
      leagueId: games.leagueId,
      scoredLive: exists(
        db.select({ seq: gameBookEntries.seq }).from(gameBookEntries).where(eq(gameBookEntries.gameId, games.id)),
      ).mapWith(Boolean),
    })
    .from(games)
    .where(eq(games.id, gameId));
  if (!game) return null;
  const ids = { gameId, leagueId: game.leagueId };
  if (!game.scoredLive) return { scoredLive: false, ...ids };
  const book = await bookAnswer(db, gameId);
  return liveGameOf(ids, book, { home: book.home.players, away: book.away.players }, book.settings);
}
