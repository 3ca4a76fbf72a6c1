/**
 * Runs on every supported Node.js major: it writes files on a timer and times the event loop.
 * @module-tag node-apis
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { ownDatabases } from '../../../test/own-database.ts';
import { buildSmallLeague } from '../../../test/small-league.ts';
import { todayIn } from '#domain/schedule.ts';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { startDailyBackup, type DailyBackupOptions } from './daily.ts';
import { fillLeague } from './filled-league.ts';
import { dailyFileName } from './format.ts';
import { verifyBackup } from './restore.ts';

const TIMEZONE = 'America/New_York';
const folder = mkdtempSync(path.join(tmpdir(), 'league-daily-'));
const databases = ownDatabases();
let database: DatabaseHandle;

beforeAll(async () => {
  database = (await databases.fresh())[0]!;
  await buildSmallLeague(database.db);
});
afterAll(async () => {
  await databases.dropAll();
  rmSync(folder, { recursive: true, force: true });
});

const quiet = () => ({ info: vi.fn(), error: vi.fn() });
const started: { stop: () => Promise<void> }[] = [];
afterAll(() => Promise.all(started.map((daily) => daily.stop())));

/** A daily backup whose own timer does not fire during the test: the test looks when it wants. */
function daily(dir: string, options: Partial<DailyBackupOptions> = {}) {
  const backup = startDailyBackup({
    database,
    dir,
    keep: 3,
    timezone: TIMEZONE,
    log: quiet(),
    firstLookMs: 3_600_000,
    ...options,
  });
  started.push(backup);
  return backup;
}

const filesIn = (dir: string) => readdirSync(dir).sort();

describe('the daily backup', () => {
  it('writes a day’s file once, and keeps the newest files, never one made by hand', async () => {
    const dir = path.join(folder, 'rotation');
    mkdirSync(dir);
    const byHand = ['league-backup-2026-01-01T10-00-00Z.jsonl.gz', 'notes.txt'];
    for (const name of byHand) writeFileSync(path.join(dir, name), 'kept');
    let now = new Date('2026-03-01T15:00:00Z');
    const backup = daily(dir, { now: () => now });

    expect(await backup.runOnce()).toBe('written');
    const first = path.join(dir, dailyFileName('2026-03-01'));
    const written = statSync(first).mtimeMs;
    expect(await backup.runOnce()).toBe('present');
    expect(statSync(first).mtimeMs).toBe(written);
    expect((await verifyBackup(first)).rows).toBeGreaterThan(0);

    for (const day of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']) {
      now = new Date(`${day}T15:00:00Z`);
      expect(await backup.runOnce()).toBe('written');
    }
    expect(filesIn(dir)).toEqual([...byHand, ...['2026-03-03', '2026-03-04', '2026-03-05'].map(dailyFileName)].sort());
  });

  it('takes the day from the league’s time zone', async () => {
    const dir = path.join(folder, 'zone');
    // 02:00 UTC on 2 March is still 1 March in New York.
    const backup = daily(dir, { now: () => new Date('2026-03-02T02:00:00Z') });
    await backup.runOnce();
    expect(filesIn(dir)).toEqual([dailyFileName('2026-03-01')]);
  });

  it('is written by one of several servers of one database looking at once', async () => {
    const dir = path.join(folder, 'servers');
    const [first, second] = await databases.fresh(2);
    await buildSmallLeague(first!.db);
    const servers = [first!, second ?? first!].map((handle) => daily(dir, { database: handle }));
    const outcomes = await Promise.all(servers.map((server) => server.runOnce()));
    expect(outcomes.filter((outcome) => outcome === 'written')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'written')[0]).toMatch(/^(elsewhere|present)$/);
    expect(filesIn(dir)).toEqual([dailyFileName(todayIn(TIMEZONE))]);
    expect(await Promise.all(servers.map((server) => server.runOnce()))).toEqual(['present', 'present']);
  });

  it('looks shortly after start-up, and logs a failure rather than throwing it', async () => {
    const dir = path.join(folder, 'start-up');
    daily(dir, { firstLookMs: 10 });
    await vi.waitFor(() => expect(filesIn(dir)).toEqual([dailyFileName(todayIn(TIMEZONE))]), { timeout: 10_000 });

    const blocked = path.join(folder, 'a-file');
    writeFileSync(blocked, 'not a folder');
    const log = quiet();
    daily(path.join(blocked, 'backups'), { firstLookMs: 10, log });
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(log.error.mock.calls[0]![1]).toMatch(/^the daily backup into .*a-file\/backups failed; trying again/);
  });

  it('stops with the server, leaving no partial file', async () => {
    const dir = path.join(folder, 'stopped');
    const backup = daily(dir);
    const running = backup.runOnce().catch((error: unknown) => error);
    await backup.stop();
    const outcome = await running;
    expect(outcome === 'written' || (outcome as Error).name === 'AbortError').toBe(true);
    expect(filesIn(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('never holds the event loop for 100 ms, on a whole league', async () => {
    const [handle] = await databases.fresh();
    const app = await buildApp(testConfig(), { logger: false, database: handle! });
    await app.ready();
    try {
      await fillLeague(app);
      const loop = monitorEventLoopDelay({ resolution: 5 });
      await sleep(50);
      loop.enable();
      expect(await daily(path.join(folder, 'loop'), { database: handle! }).runOnce()).toBe('written');
      loop.disable();
      expect(loop.max / 1e6).toBeLessThan(100);
    } finally {
      await app.close();
    }
  });

  it('runs inside the server when BACKUP_DIR is set, and stops when it closes', async () => {
    const dir = path.join(folder, 'server');
    const [handle] = await databases.fresh();
    const app = await buildApp(testConfig({ BACKUP_DIR: dir, BACKUP_KEEP: '2' }), { logger: false, database: handle! });
    await app.ready();
    expect(await app.dailyBackup!.runOnce()).toBe('written');
    await app.close();
    expect(filesIn(dir)).toEqual([dailyFileName(todayIn(app.config.leagueTimezone))]);

    const without = await buildApp(testConfig(), { logger: false, database: handle! });
    expect(without.dailyBackup).toBeNull();
    await without.close();
  });
});
