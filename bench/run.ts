/**
 * `npm run bench`: the budgets that can be measured here, as visitors meet them
 * (docs/benchmarks.md#the-figures-and-their-goals):
 *  - on PGlite and on PostgreSQL, the production server in its own process on the large
 *    generated data set, driven by `wrk` at 200 connections: the public reads alone, mixed with
 *    the pages, and mixed while an admin saves scores, each against the trivial route of the
 *    same server; the reads' uncached time; errors in the server's log; its peak memory;
 *  - the site analytics call on a million generated visits, on both databases;
 *  - the first-load JavaScript of the home page, gzipped;
 *  - the schedule builder on a 16-team double round robin over 4 gyms;
 *  - first, a past season of 10,000 stat lines imported from CSV, previewed and saved, on both
 *    databases, each in a process of its own.
 * Every figure is printed, then all of them as one Markdown table. A missed goal makes the exit
 * code 1; the bench carries on to the end regardless.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchAnalytics } from './analytics.ts';
import { chosenDatabases, type BenchDatabase, type BenchPlace } from './databases.ts';
import { firstLoadJavaScript } from './first-load.ts';
import { Report } from './report.ts';
import { benchScheduleBuilder } from './schedule-builder.ts';
import { startCommand, stopServers } from './server-process.ts';
import { benchVisitorLoad, type LoadSettings } from './visitor-load.ts';
import { requireWrk } from './wrk.ts';

const WEB_DIST = 'dist/web';

function wholeNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    console.error(`${name} must be a whole number of at least 1, not ${JSON.stringify(text)}`);
    process.exit(1);
  }
  return Number(text);
}

const settings: LoadSettings = { seconds: wholeNumber('BENCH_SECONDS', 10), seasons: wholeNumber('BENCH_SEASONS', 90) };

if (!existsSync(`${WEB_DIST}/index.html`)) {
  console.error(`${WEB_DIST} is missing: run npm run build first.`);
  process.exit(1);
}
requireWrk();

/** What was measured, where and when: printed first and above the table. */
function header(): string {
  const cpus = os.cpus();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout.
  }
  return [
    `Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; commit ${commit}`,
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB memory, Node ${process.version}`,
    `Databases: ${databases.map(({ label }) => label).join(' and ')} (BENCH_DATABASES)`,
    `Data set: ${settings.seasons} generated seasons (BENCH_SEASONS), two leagues each; load runs of ${settings.seconds} s (BENCH_SECONDS) at 200 connections`,
  ].join('\n');
}

let databases: BenchPlace[];
try {
  databases = chosenDatabases();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const labels = databases.map((database) => database.label);
const report = new Report();
// Taken at the start: the commit and the time measured.
const heading = header();
console.log(`${heading}\n`);

// The same build is served from either database.
const js = firstLoadJavaScript(WEB_DIST);
report.figure(
  labels,
  'home page first-load JavaScript, gzipped',
  `${js.kb.toFixed(1)} KB in ${js.files} file(s)`,
  js.goal,
  js.met,
);

benchScheduleBuilder(report, labels);

const inUse = new Set<BenchDatabase>();
// Interrupted, the bench still stops its server and removes its databases.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the server and removing the bench databases.`);
    void stopServers()
      .then(() => Promise.allSettled([...inUse].map((database) => database.remove())))
      .then(() => process.exit(code));
  });
}

/** A database made for one part of the bench, removed afterwards whatever happens. */
async function withDatabase(
  label: string,
  make: () => Promise<BenchDatabase>,
  use: (db: BenchDatabase) => Promise<void>,
) {
  let database: BenchDatabase | undefined;
  try {
    database = await make();
    inUse.add(database);
    await use(database);
  } catch (error) {
    report.failure(label, error instanceof Error ? error.message : String(error));
  } finally {
    if (database) inUse.delete(database);
    await database
      ?.remove()
      .catch((error: unknown) => report.failure(label, `could not remove the database: ${String(error)}`));
  }
}

/**
 * A part of the bench that runs the server in its own process (`script`, on `label`'s database
 * alone), started afresh with the Node flags and environment of `npm start`, so that what the
 * parts before it left in this process (the analytics bench's million visits) is not counted
 * as its own: it prints its figures as it goes and hands them back through a file.
 */
async function inOwnProcess(label: string, script: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'league-bench-figures-'));
  const figures = path.join(folder, 'figures.json');
  try {
    const start = startCommand();
    const nodeFlags = start.args.filter((arg) => arg.startsWith('--'));
    const child = spawn(process.execPath, [...nodeFlags, ...process.execArgv, script], {
      env: { ...process.env, ...start.env, BENCH_DATABASES: label.toLowerCase(), BENCH_FIGURES: figures },
      stdio: 'inherit',
    });
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    if (existsSync(figures)) report.adopt(figures);
    else report.failure(label, `${script} ended with ${signal ?? code} before saving its figures`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// The imports first, while this process holds nothing large and frees nothing: run after the
// analytics bench, whose million visits this process then lets go, the import on PGlite held
// its event loop for 91 ms in one run, against 35 to 47 ms in runs alone.
for (const { label } of databases) await inOwnProcess(label, 'bench/imports.ts');
for (const { label, make } of databases) {
  await withDatabase(label, make, (database) => benchVisitorLoad(report, label, database, settings));
  await withDatabase(label, make, (database) => benchAnalytics(report, label, database.target));
}

console.log(`\n${heading}\n\n${report.table(labels)}\n`);
console.log(report.failed ? 'Some goals were missed (✗).' : 'Every goal was met.');
process.exit(report.failed ? 1 : 0);
