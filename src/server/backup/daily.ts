import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { todayIn } from '#domain/schedule.ts';
import type { DatabaseHandle, Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { DAILY_FILE_PATTERN, dailyFileName } from './format.ts';
import { writeBackup } from './write.ts';

/**
 * The daily backup inside the running server (`BACKUP_DIR`, `BACKUP_KEEP`;
 * docs/decisions/039-backups.md): a file per league-local date, written at the first look on
 * that date, the newest `keep` kept. Servers sharing one PostgreSQL database take turns under an
 * advisory lock, and a day's file, once there, is never written again, so one of them writes it.
 */

/** The first look comes this long after start-up, once the start's own work is done. */
const FIRST_LOOK_MS = 30_000;
/** Then the day's file is looked for this often: the backup is made within the hour after midnight. */
const LOOK_EVERY_MS = 60 * 60 * 1000;

export type DailyBackupOptions = {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  dir: string;
  /** How many daily files are kept, today's included. */
  keep: number;
  timezone: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  firstLookMs?: number;
  lookEveryMs?: number;
  now?: () => Date;
};

/** What a look found: it wrote the day's file, the file was there, or another server is writing it. */
export type DailyOutcome = 'written' | 'present' | 'elsewhere';

export type DailyBackup = {
  /** Looks now: writes the day's file unless it is there or being written. */
  runOnce: () => Promise<DailyOutcome>;
  /** Stops looking, and stops a backup under way between two batches (its partial file removed). */
  stop: () => Promise<void>;
};

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Taken in the backup's transaction, so it ends with it, whatever happens to this server. */
async function takeTurn(tx: Executor): Promise<boolean> {
  const [row] = await rowsOf(
    z.object({ taken: z.boolean() }),
    tx,
    sql`SELECT pg_try_advisory_xact_lock(hashtext('league-daily-backup')) AS taken`,
  );
  return row?.taken ?? false;
}

/**
 * Deletes the daily files beyond the newest `keep`, and what a stopped process left of a
 * past day's file. Files by any other name, such as backups made by hand, stay.
 */
async function rotate(dir: string, keep: number, today: string) {
  const names = await readdir(dir);
  const daily = names.filter((name) => DAILY_FILE_PATTERN.test(name)).sort();
  const stale = daily.slice(0, Math.max(0, daily.length - keep));
  const partial = names.filter((name) => {
    const match = /^(league-backup-\d{4}-\d{2}-\d{2}\.jsonl\.gz)\.[0-9a-f]{8}\.partial$/.exec(name);
    return match !== null && match[1]! < dailyFileName(today);
  });
  for (const name of [...stale, ...partial]) await unlink(path.join(dir, name)).catch(() => undefined);
}

export function startDailyBackup(options: DailyBackupOptions): DailyBackup {
  const { database, dir, keep, timezone, log } = options;
  const now = options.now ?? (() => new Date());
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runOnce(): Promise<DailyOutcome> {
    const today = todayIn(timezone, now());
    const file = path.join(dir, dailyFileName(today));
    let outcome: DailyOutcome = 'present';
    if (!(await exists(file))) {
      await mkdir(dir, { recursive: true });
      const written = await writeBackup(database, file, {
        signal: stopping.signal,
        proceed: async (tx) => {
          if (database.kind === 'postgres' && !(await takeTurn(tx))) {
            outcome = 'elsewhere';
            return false;
          }
          // Another server may have written it while this one waited for its turn.
          return !(await exists(file));
        },
      }).catch((error: unknown) => {
        // The name was taken at the last moment (a server on another database writing into the same folder).
        if ((error as { code?: string }).code === 'EEXIST') return null;
        throw error;
      });
      if (written) {
        outcome = 'written';
        log.info(
          `daily backup written to ${written.file}: ${written.rows} rows, ${written.bytes} bytes in ${written.milliseconds} ms`,
        );
      }
    }
    await rotate(dir, keep, today);
    return outcome;
  }

  function look(delay: number) {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => {
          if (stopping.signal.aborted) return;
          log.error({ err: error }, `the daily backup into ${dir} failed; trying again at the next look`);
        })
        .finally(() => {
          running = undefined;
          look(options.lookEveryMs ?? LOOK_EVERY_MS);
        });
    }, delay);
    timer.unref();
  }
  look(options.firstLookMs ?? FIRST_LOOK_MS);

  return {
    runOnce,
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
