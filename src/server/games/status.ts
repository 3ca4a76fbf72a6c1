import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { assertNever } from '#domain/assert-never.ts';
import type { gameStatusBody } from '#domain/game-schemas.ts';
import type { GameStatus } from '#domain/game-status.ts';
import { isPlayed } from '#domain/games.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Transaction } from '../db/client.ts';
import { games } from '../db/schema.ts';
import type { GameNews } from '../mail/game-news.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { saveScore } from './scorekeeping.ts';
import { slotTaken } from './slots.ts';

/**
 * A game's status (docs/rules/league-data.md#game-status), set by an admin. Scores set the
 * status `final` themselves (`scoreValues`).
 */

export type StatusRefusal = 'not found' | 'final needs a score' | 'slot taken';

/**
 * Sets a game's status. A played game marked postponed, cancelled, forfeited or scheduled
 * loses its score first, as a change of its history that can be undone; its lines stay stored
 * but count nowhere. A postponed game given a new date and time moves there, scheduled again
 * and marked rescheduled from the date it first had.
 */
export async function setGameStatus(
  tx: Transaction,
  gameId: number,
  body: z.output<typeof gameStatusBody>,
  by: SessionUser,
): Promise<Write<{ leagueId: number; news: GameNews | null }, StatusRefusal>> {
  const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  if (!game) return refused('not found');
  const { leagueId } = game;
  if (body.status === 'final') return isPlayed(game) ? done({ leagueId, news: null }) : refused('final needs a score');

  const moving = body.status === 'postponed' && body.date !== undefined && body.time !== undefined;
  const slot = moving ? { locationId: game.locationId, date: body.date!, time: body.time! } : game;
  // A cancelled game holds no slot: bringing it back, or moving a game, needs its slot free.
  if (moving || (game.status === 'cancelled' && body.status !== 'cancelled')) {
    const taken = await slotTaken(tx, slot, gameId);
    if (taken) return taken;
  }

  if (isPlayed(game)) {
    const cleared = await saveScore(tx, gameId, { homeTeamScore: null, awayTeamScore: null }, by);
    if (!cleared.ok) return refused('not found');
  }
  const reason = body.reason ?? null;
  const values = moving
    ? {
        status: 'scheduled' as const,
        statusReason: reason,
        date: slot.date,
        time: slot.time,
        rescheduledFrom: game.rescheduledFrom ?? game.date,
      }
    : {
        status: body.status,
        statusReason: body.status === 'scheduled' ? null : reason,
        forfeitedBy: body.status === 'forfeit' ? body.forfeitedBy! : null,
      };
  await tx
    .update(games)
    .set({ forfeitedBy: null, ...values, updatedAt: new Date() })
    .where(eq(games.id, gameId));
  return done({ leagueId, news: newsOf(game, body.status, moving) });
}

/** What the players hear of a status change: a move, or a game newly postponed or cancelled. */
function newsOf(game: typeof games.$inferSelect, status: GameStatus, moving: boolean): GameNews | null {
  if (moving)
    return { kind: 'game-rescheduled', was: { date: game.date, time: game.time, locationId: game.locationId } };
  if (status === game.status) return null;
  switch (status) {
    case 'postponed':
      return { kind: 'game-postponed' };
    case 'cancelled':
      return { kind: 'game-cancelled' };
    case 'scheduled':
    case 'final':
    case 'forfeit':
      return null;
    default:
      return assertNever(status);
  }
}
