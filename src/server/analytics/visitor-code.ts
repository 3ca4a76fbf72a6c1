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
 * The anonymous visitor code (docs/decisions/014-visits-and-analytics.md), HMAC-SHA-256 of the
 * client address and user agent under the month's key. Without the key (deleted when the month
 * is over) the code can be neither reversed nor linked to the same visitor's codes of other
 * months.
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

/** Client addresses whose codes one minute remembers, at most (about 1 kB each under a cap of 10). */
const CAPPED_ADDRESSES = 10_000;

/**
 * At most `limit` visitor codes per client address (`clientKey`) and clock minute.
 * A visit beyond the cap is counted under the first code the address made that minute, so
 * an address that rotates its user agent makes no more unique visitors. Kept in memory by
 * each server process and forgotten every minute; a minute remembers `CAPPED_ADDRESSES`
 * addresses at most, forgetting the earliest beyond that (which may then start over).
 */
export function visitorCodeCap(limit: number, addresses = CAPPED_ADDRESSES) {
  let minute = Number.NaN;
  const codesByAddress = new Map<string, Set<string>>();
  return (address: string, code: string, now = Date.now()): string => {
    const thisMinute = Math.floor(now / 60_000);
    if (thisMinute !== minute) {
      codesByAddress.clear();
      minute = thisMinute;
    }
    let codes = codesByAddress.get(address);
    if (!codes) {
      if (codesByAddress.size >= addresses) codesByAddress.delete(codesByAddress.keys().next().value as string);
      codes = new Set();
      codesByAddress.set(address, codes);
    }
    if (codes.has(code)) return code;
    if (codes.size < limit) {
      codes.add(code);
      return code;
    }
    return codes.values().next().value as string;
  };
}
