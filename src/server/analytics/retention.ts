import type { FastifyBaseLogger } from 'fastify';
import { windowStart } from '#domain/analytics.ts';
import { gameInstant, todayIn } from '#domain/schedule.ts';
import type { Executor } from '../db/client.ts';
import { deleteVisitsBefore } from './repository.ts';

/** A server process looks for visits past the retention at most this often. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export type RetentionOptions = {
  timezone: string;
  /** League-local dates of raw visits kept, today included (`VISIT_RETENTION_DAYS`, 32 at least). */
  retentionDays: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Retention (docs/decisions/014-visits-and-analytics.md), run lazily as visits are recorded:
 * the first call, then the first call an hour or more after the last sweep, deletes the raw
 * visits and the visitor codes older than the last `retentionDays` league-local dates. Calls in
 * between (and calls while a sweep runs) return at once. Never throws: a failed sweep is logged
 * at warn and tried again an hour later, and the visit that ran it is recorded all the same.
 */
export function visitSweeper(db: Executor, options: RetentionOptions): (now: Date) => Promise<void> {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return async (now) => {
    if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now.getTime();
    try {
      const firstKeptDate = windowStart(todayIn(options.timezone, now), options.retentionDays);
      const firstKeptInstant = new Date(gameInstant(firstKeptDate, '00:00:00', options.timezone));
      await deleteVisitsBefore(db, firstKeptDate, firstKeptInstant);
    } catch (error) {
      options.log.warn({ err: error }, 'could not delete visits past the retention; trying again in an hour');
    }
  };
}
