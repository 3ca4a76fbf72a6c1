import { createHmac, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { todayIn } from '#domain/schedule.ts';
import type { Executor } from '../db/client.ts';
import { analyticsKeys } from '../db/schema.ts';

/** The month (`YYYY-MM`) whose key codes a visit at `now`, on the league's wall clock. */
export function keyMonth(timezone: string, now = new Date()): string {
  return todayIn(timezone, now).slice(0, 7);
}

/**
 * DESIGN §4: the anonymous visitor code, HMAC-SHA-256 of the client address and user agent
 * under the month's key. Without the key (deleted when the month is over) the code can be
 * neither reversed nor linked to the same visitor's codes of other months.
 */
export function visitorCode(key: string, ip: string, userAgent: string): string {
  return createHmac('sha256', Buffer.from(key, 'hex')).update(`${ip}\n${userAgent}`).digest('hex');
}

/**
 * The month's key: made on the month's first visit (by whichever server of the database comes
 * first: the others read the same row), and the keys of earlier months deleted.
 */
export async function loadMonthKey(db: Executor, month: string): Promise<string> {
  await db
    .insert(analyticsKeys)
    .values({ month, key: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ key: analyticsKeys.key }).from(analyticsKeys).where(eq(analyticsKeys.month, month));
  await db.delete(analyticsKeys).where(lt(analyticsKeys.month, month));
  if (!row) throw new Error(`no analytics key for ${month}`);
  return row.key;
}

/** The key of a month, read from the database once a month and kept in memory. */
export function monthKeys(db: Executor): (month: string) => Promise<string> {
  let current: { month: string; key: Promise<string> } | undefined;
  return (month) => {
    if (current?.month !== month) {
      const loading = { month, key: loadMonthKey(db, month) };
      // A failed read is tried again on the next visit.
      loading.key.catch(() => {
        if (current === loading) current = undefined;
      });
      current = loading;
    }
    return current.key;
  };
}
