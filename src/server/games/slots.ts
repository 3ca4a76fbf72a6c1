import { and, eq, inArray, ne } from 'drizzle-orm';
import { gymSlotTakenMessage } from '#domain/games.ts';
import type { Executor } from '../db/client.ts';
import { games, locations, GYM_SLOT_INDEX } from '../db/schema.ts';
import { refused, type Refusals, type Refused } from '../db/write-result.ts';
import { conflict, databaseCode, databaseConstraint } from '../http/errors.ts';

/**
 * Gym slots (docs/rules/league-data.md#gym-slots): one game per gym, date and time, in every
 * league; a cancelled game frees its slot. The screens are told before a write (`slotTaken`);
 * two writes at once are refused by the database's unique index (`slotRaceAs`), with the same
 * message.
 */
export type Slot = { locationId: number; date: string; time: string };

export const slotRefusals: Refusals<'slot taken'> = {
  'slot taken': (detail) => conflict(gymSlotTakenMessage(detail as { gym: string; date: string; time: string })),
};

async function refusedSlot(db: Executor, slot: Slot): Promise<Refused<'slot taken'>> {
  const [location] = await db.select({ name: locations.name }).from(locations).where(eq(locations.id, slot.locationId));
  return refused('slot taken', { gym: location?.name ?? 'That gym', date: slot.date, time: slot.time });
}

/** The refusal of `slot` when another game than `exceptGameId` holds it; null when it is free. */
export async function slotTaken(
  db: Executor,
  slot: Slot,
  exceptGameId?: number,
): Promise<Refused<'slot taken'> | null> {
  const [holder] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.locationId, slot.locationId),
        eq(games.date, slot.date),
        eq(games.time, slot.time),
        ne(games.status, 'cancelled'),
        exceptGameId === undefined ? undefined : ne(games.id, exceptGameId),
      ),
    )
    .limit(1);
  return holder ? refusedSlot(db, slot) : null;
}

/**
 * For a write's failure: when the gym-slot index refused it (another write took one of its
 * slots meanwhile), the refusal of that slot; any other error is thrown again.
 */
export function slotRaceAs(db: Executor, slots: readonly Slot[]) {
  return async (error: unknown): Promise<Refused<'slot taken'>> => {
    if (databaseCode(error) !== '23505' || databaseConstraint(error) !== GYM_SLOT_INDEX) throw error;
    const taken = await bookedAmong(db, slots);
    return refusedSlot(db, taken[0] ?? slots[0]!);
  };
}

/**
 * `slotRaceAs` for a write that puts a game back into its own slot (a score that makes a
 * cancelled game final): the slot is the game's, read once the write has failed.
 */
export function slotRaceOfGame(db: Executor, gameId: number) {
  return async (error: unknown): Promise<Refused<'slot taken'>> => {
    if (databaseCode(error) !== '23505' || databaseConstraint(error) !== GYM_SLOT_INDEX) throw error;
    const [slot] = await db
      .select({ locationId: games.locationId, date: games.date, time: games.time })
      .from(games)
      .where(eq(games.id, gameId));
    if (!slot) throw error;
    return refusedSlot(db, slot);
  };
}

/** Which of `slots` a game that is not cancelled holds now. */
export async function bookedAmong(db: Executor, slots: readonly Slot[]): Promise<Slot[]> {
  const ids = [...new Set(slots.map((slot) => slot.locationId))];
  const dates = [...new Set(slots.map((slot) => slot.date))];
  if (ids.length === 0) return [];
  const held = await db
    .select({ locationId: games.locationId, date: games.date, time: games.time })
    .from(games)
    .where(and(inArray(games.locationId, ids), inArray(games.date, dates), ne(games.status, 'cancelled')));
  const key = (slot: Slot) => `${slot.locationId}|${slot.date}|${slot.time}`;
  const heldKeys = new Set(held.map(key));
  return slots.filter((slot) => heldKeys.has(key(slot)));
}
