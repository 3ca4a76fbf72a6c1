import { storedFromForm } from '#domain/player-stats.ts';
import { STORED_STATS, type CountedKey, type StoredKey, type StoredStat } from '#domain/stat-catalogue.ts';
import { points } from '#domain/stat-formulas.ts';

/**
 * A line as the scorer types it, before it is checked: the stat form and the whole-game grid
 * both enter field goals with their threes and rebounds as the total.
 */

/**
 * The stats whose checks compare with `stat`, which run again when it changes: made and
 * attempted, and a count with the one it includes.
 */
export function dependents(stat: StoredStat): StoredKey[] {
  return STORED_STATS.filter(
    (other) =>
      ('attempts' in stat && stat.attempts === other.key) ||
      ('attempts' in other && other.attempts === stat.key) ||
      ('includes' in other && other.includes.key === stat.key),
  ).map((other) => other.key);
}

/** A count typed so far, 0 while blank or not yet a number. */
export function typedCount(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/** Two-pointers x 2 + threes x 3 + free throws, from what is typed so far. */
export function typedPoints(values: Partial<Record<StoredKey, unknown>>) {
  const typed = Object.fromEntries(STORED_STATS.map((stat) => [stat.key, typedCount(values[stat.key])]));
  const stored = storedFromForm(typed as Record<CountedKey, number>);
  // Threes typed before their field goals would make the two-pointers negative for a moment.
  const line = { ...stored, fgm: Math.max(stored.fgm, 0) };
  return { twos: line.fgm, threes: line.threepm, freeThrows: line.ftm, points: points(line) };
}
