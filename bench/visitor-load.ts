/**
 * What visitors meet on one database: the production server in its own process on the large
 * generated data set, driven by `wrk` at 200 connections with and without an admin's writes.
 */
import { openDatabase } from '../src/server/db/client.ts';
import { loadConfig } from '../src/server/env.ts';
import type { BenchDatabase } from './databases.ts';
import { seedLargeLeague } from './large-league.ts';
import { formatMs, formatRate, percent, type Report } from './report.ts';
import { startServer } from './server-process.ts';
import { openLiveBooks, openViewers, playEvery } from './live-game.ts';
import { publicReads, Site, visitorPages, type Sample, type Target } from './site.ts';
import { freshQueries, roundRobin, runWrk, type LoadResult } from './wrk.ts';

export type LoadSettings = { seconds: number; seasons: number };

const VISITORS = { connections: 200, threads: 2 };
const WARM_UP_SECONDS = 1;
/**
 * Reads, alone and mixed with pages, at half the trivial route's rate at least; 70% while a
 * scorekeeper saves (docs/benchmarks.md#the-figures-and-their-goals).
 */
const READ_RATIO = 0.5;
const READ_RATIO_WHILE_WRITING = 0.7;
/** Saves acknowledged within this at p99, out of at least `MIN_SAVES` a run. */
const WRITE_P99_MS = 100;
const MIN_SAVES = 30;
/** The first second after a start or a change of everything: the mix's p99 within this. */
const COLD_P99_MS = 300;
const COLD_SECONDS = 1;
/** The server's peak resident memory, all its processes together. */
const MEMORY_MB = { postgres: 256, pglite: 512 };
/** A read's own time, asked for as the admin (never from the cache). PGlite runs in the server's thread. */
const UNCACHED_MS = { postgres: 25, pglite: 50 };
/** Several games scored live at once, each sending an event every few seconds. */
const SAVE_EVERY_MS = 2000;
/**
 * The mix while saving runs in slices of this many seconds, each after a slice of the trivial
 * route: its base is measured beside it, not minutes before (decision 053). A save comes every
 * `SAVE_EVERY_MS` from half of that into a slice, the last a second before its end.
 */
const SAVING_SLICES = { mixSeconds: 10, trivialSeconds: 5 };
/** The plain mix runs in this many slices, each after a slice of the trivial route as long. */
const PLAIN_SLICES = 2;
/** Games scored live at once while the mix runs, a play every `PLAY_EVERY_MS` among them, and how many follow one. */
const LIVE = { games: 3, playEveryMs: 500, minPlays: 60, viewers: 200 };
/** Plays acknowledged within this at p99 (docs/decisions/048-live-game-book.md). */
const PLAY_P99_MS = 100;
/** Viewers of one game, each receiving every play within `VIEWER_P99_MS` of its acknowledgement at p99. */
const CROWD = { viewers: 1000, plays: 20 };
const VIEWER_P99_MS = 1000;
/**
 * The security review's flood: 20 connections, each request the unfiltered games list with a
 * fresh query string, in slices after the list asked for plainly.
 */
const FLOOD = { connections: 20, threads: 2, ratio: 0.8, slices: 2 };

type MemoryParts = Awaited<ReturnType<Site['memory']>>;

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

/** The server's own account of its memory: the database, the geolocation data, the cache, the rest. */
function describeParts(parts: MemoryParts): string {
  const known = parts.database + parts.geolocation + parts.publicCache;
  return [
    `database ${mb(parts.database)}`,
    `geolocation ${mb(parts.geolocation)}`,
    `public cache ${mb(parts.publicCache)}`,
    `the rest ${mb(parts.resident - known)} (JavaScript heap ${mb(parts.heap)})`,
  ].join(', ');
}

/** The nearest-rank percentile of a few measurements. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

/** The rate of several runs together: their requests over their seconds. */
const rateOf = (runs: LoadResult[]) => sum(runs, 'requests') / sum(runs, 'seconds');
/** Several runs as one: their rate together, the slowest run's p50 and p99, every error. */
const together = (runs: LoadResult[]): LoadResult => ({
  requests: sum(runs, 'requests'),
  seconds: sum(runs, 'seconds'),
  rate: rateOf(runs),
  p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
  p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
  non2xx: sum(runs, 'non2xx'),
  socketErrors: sum(runs, 'socketErrors'),
});
const sum = (runs: LoadResult[], field: 'requests' | 'seconds' | 'non2xx' | 'socketErrors') =>
  runs.reduce((total, run) => total + run[field], 0);

/**
 * `run` while `save` is called every `everyMs`, the first after half of that; resolves when
 * the run and the last save are done.
 */
async function savingDuring<T>(save: () => Promise<void>, everyMs: number, run: () => Promise<T>): Promise<T> {
  let saving = Promise.resolve();
  const next = () => (saving = saving.then(save));
  let timer: NodeJS.Timeout = setTimeout(() => {
    next();
    timer = setInterval(next, everyMs);
  }, everyMs / 2);
  try {
    return await run();
  } finally {
    clearTimeout(timer);
    clearInterval(timer);
    await saving;
  }
}

const errorsOf = (result: Pick<LoadResult, 'non2xx' | 'socketErrors'>) =>
  `, ${result.non2xx} non-2xx, ${result.socketErrors} socket errors`;

class VisitorLoad {
  trivial = Number.NaN;

  private readonly report: Report;
  private readonly label: string;
  private readonly site: Site;
  private readonly settings: LoadSettings;
  private readonly phase: (phase: string) => void;

  constructor(report: Report, label: string, site: Site, settings: LoadSettings, phase: (phase: string) => void) {
    this.report = report;
    this.label = label;
    this.site = site;
    this.settings = settings;
    this.phase = phase;
  }

  /** One measurement; one that cannot be made is a failure, and the next is still made. */
  async attempt<T>(name: string, measure: () => Promise<T>): Promise<T | undefined> {
    this.phase(name);
    try {
      return await measure();
    } catch (error) {
      this.report.failure(this.label, `${name}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  /**
   * Each target asked for once and then a short run of the same load, so that every answer is
   * kept and the server's code is warm. Anything but 2xx on the way is a failure.
   */
  private async warmUp(name: string, targets: Target[], requests: string, load = VISITORS) {
    const refused = await this.site.askEach(targets);
    const result = await runWrk(this.site.origin, requests, { ...load, seconds: WARM_UP_SECONDS });
    if (refused.length > 0) this.report.failure(this.label, `${name}, warm-up: ${refused.join(', ')}`);
    if (result.non2xx + result.socketErrors > 0) this.report.failure(this.label, `${name}, warm-up${errorsOf(result)}`);
  }

  /** A run of visitors' load; its rate held against the trivial route's (no ratio for the trivial route itself). */
  async run(name: string, targets: Target[], ratio?: number, requests = roundRobin(targets.map((t) => t.path))) {
    await this.warmUp(name, targets, requests);
    const result = await runWrk(this.site.origin, requests, { ...VISITORS, seconds: this.settings.seconds });
    this.record(name, result, ratio);
    return result;
  }

  record(name: string, result: LoadResult, ratio?: number) {
    const share = result.rate / this.trivial;
    const clean = result.non2xx === 0 && result.socketErrors === 0;
    const versus = ratio === undefined ? '' : ` = ${percent(share)} of trivial`;
    this.report.figure(
      this.label,
      name,
      `${formatRate(result.rate)}${versus}, p50 ${formatMs(result.p50Ms)}, p99 ${formatMs(result.p99Ms)}${errorsOf(result)}`,
      ratio === undefined ? 'no errors' : `≥ ${percent(ratio)} of trivial, no errors`,
      clean && (ratio === undefined || share >= ratio),
    );
  }

  /**
   * A run in slices, each after a slice of the trivial route, its rate held against the trivial
   * route's in those slices (decision 053): the machine's pace moves from one minute to the next.
   */
  async besideTrivial(name: string, targets: Target[], ratio: number) {
    const requests = roundRobin(targets.map((t) => t.path));
    const seconds = Math.max(1, Math.ceil(this.settings.seconds / PLAIN_SLICES));
    await this.warmUp(name, targets, requests);
    const base: LoadResult[] = [];
    const runs: LoadResult[] = [];
    for (let slice = 0; slice < PLAIN_SLICES; slice++) {
      base.push(await runWrk(this.site.origin, roundRobin(['/api/site']), { ...VISITORS, seconds }));
      runs.push(await runWrk(this.site.origin, requests, { ...VISITORS, seconds }));
    }
    const [trivial, result] = [together(base), together(runs)];
    const share = result.rate / trivial.rate;
    this.report.figure(
      this.label,
      name,
      `${formatRate(result.rate)} = ${percent(share)} of trivial in the slices between (${formatRate(trivial.rate)}; ${percent(result.rate / this.trivial)} of the trivial route's first run), p50 ${formatMs(result.p50Ms)}, p99 ${formatMs(result.p99Ms)}${errorsOf(result)}`,
      `≥ ${percent(ratio)} of trivial, no errors`,
      share >= ratio && [trivial, result].every((run) => run.non2xx + run.socketErrors === 0),
    );
    return result;
  }

  /**
   * The mix again, while a scorekeeper saves the game's numbers every `SAVE_EVERY_MS`, long
   * enough for `MIN_SAVES` saves: the saves' latency beside the rate. It runs in slices, each
   * after a slice of the trivial route with no saves, and its rate is held against the trivial
   * route's in those slices (decision 053).
   */
  async mixWithWrites(mix: Target[], cookie: string, data: Sample) {
    const name = `mix while a scorekeeper saves every ${SAVE_EVERY_MS / 1000} s`;
    const requests = roundRobin(mix.map((t) => t.path));
    const trivial = roundRobin(['/api/site']);
    await this.warmUp(name, mix, requests);
    const keeper = this.site.scorekeeper(cookie, data);
    const base: LoadResult[] = [];
    const saving: LoadResult[] = [];
    try {
      while (keeper.saves.length + keeper.refused.length < MIN_SAVES) {
        base.push(await runWrk(this.site.origin, trivial, { ...VISITORS, seconds: SAVING_SLICES.trivialSeconds }));
        saving.push(
          await savingDuring(keeper.save, SAVE_EVERY_MS, () =>
            runWrk(this.site.origin, requests, { ...VISITORS, seconds: SAVING_SLICES.mixSeconds }),
          ),
        );
      }
    } finally {
      await keeper.restore();
    }
    const [trivialRate, mixRate] = [base, saving].map(rateOf) as [number, number];
    const share = mixRate / trivialRate;
    const worst = Math.max(...saving.map((slice) => slice.p99Ms));
    const errors = { non2xx: sum(saving, 'non2xx'), socketErrors: sum(saving, 'socketErrors') };
    const clean = errors.non2xx + errors.socketErrors + sum(base, 'non2xx') + sum(base, 'socketErrors') === 0;
    this.report.figure(
      this.label,
      name,
      `${formatRate(mixRate)} = ${percent(share)} of trivial in the slices between (${formatRate(trivialRate)}; ${percent(mixRate / this.trivial)} of the trivial route's first run), p99 ${formatMs(worst)} in the slowest of ${saving.length} slices${errorsOf(errors)}`,
      `≥ ${percent(READ_RATIO_WHILE_WRITING)} of trivial, no errors`,
      clean && share >= READ_RATIO_WHILE_WRITING,
    );
    const { saves, refused } = keeper;
    const ms = saves.map((save) => save.ms);
    const server = saves.map((save) => save.serverMs);
    const p99 = percentile(ms, 0.99);
    const refusals = refused.length === 0 ? '' : `, ${refused.length} refused (${refused.join('; ')})`;
    this.report.figure(
      this.label,
      'saves during that run (PUT /api/games/:id/score and /api/player-stats/:id, in turn)',
      saves.length === 0
        ? `none answered${refusals}`
        : `${saves.length} saves, p50 ${formatMs(percentile(ms, 0.5))}, p99 ${formatMs(p99)}, max ${formatMs(Math.max(...ms))}; of which in the server p50 ${formatMs(percentile(server, 0.5))}, p99 ${formatMs(percentile(server, 0.99))}${refusals}`,
      `p99 ≤ ${WRITE_P99_MS} ms, ≥ ${MIN_SAVES} saves, none refused`,
      saves.length >= MIN_SAVES && refused.length === 0 && p99 <= WRITE_P99_MS,
    );
  }

  /**
   * The mix while games are scored live and visitors follow one of them: each play's
   * acknowledgement, and the mix's rate beside the same mix with no live game.
   */
  async mixWithLiveGames(mix: Target[], cookie: string, data: Sample, plainMix: LoadResult | undefined) {
    const name = `mix while ${LIVE.games} games are scored live (a play every ${LIVE.playEveryMs} ms among them) and ${LIVE.viewers} visitors follow one`;
    const books = await openLiveBooks(this.site, cookie, data.leagueId, LIVE.games);
    const viewers = await openViewers(this.site.origin, books[0]!.gameId, LIVE.viewers);
    try {
      const requests = roundRobin(mix.map((t) => t.path));
      const seconds = Math.max(this.settings.seconds, Math.ceil((LIVE.minPlays * LIVE.playEveryMs) / 1000) + 1);
      await this.warmUp(name, mix, requests);
      const stopPlaying = playEvery(books, LIVE.playEveryMs);
      const result = await runWrk(this.site.origin, requests, { ...VISITORS, seconds }).finally(stopPlaying);
      const played = await stopPlaying();
      const versus = plainMix
        ? ` = ${percent(result.rate / plainMix.rate)} of the mix with no live game (${formatRate(plainMix.rate)})`
        : '';
      this.report.figure(
        this.label,
        name,
        `${formatRate(result.rate)}${versus}, ${percent(result.rate / this.trivial)} of trivial, p50 ${formatMs(result.p50Ms)}, p99 ${formatMs(result.p99Ms)}${errorsOf(result)}`,
        'no errors',
        result.non2xx === 0 && result.socketErrors === 0,
      );
      const ms = played.filter((play) => play.ok).map((play) => play.ms);
      const refused = played.filter((play) => !play.ok).map((play) => play.status);
      const p99 = percentile(ms, 0.99);
      this.report.figure(
        this.label,
        'plays acknowledged during that run (POST /api/games/:id/book/entries)',
        `${ms.length} plays, p50 ${formatMs(percentile(ms, 0.5))}, p99 ${formatMs(p99)}, max ${formatMs(Math.max(...ms))}${refused.length ? `, ${refused.length} refused (${refused.join(', ')})` : ''}`,
        `p99 ≤ ${PLAY_P99_MS} ms, ≥ ${LIVE.minPlays} plays, none refused`,
        ms.length >= LIVE.minPlays && refused.length === 0 && p99 <= PLAY_P99_MS,
      );
    } finally {
      viewers.close();
    }
  }

  /**
   * A crowd following one live game by server-sent events: the time from each play's
   * acknowledgement to its arrival at every viewer, and the server's memory per viewer.
   */
  async crowd(cookie: string, data: Sample) {
    const [book] = await openLiveBooks(this.site, cookie, data.leagueId, 1);
    const before = await this.site.memory(cookie);
    const viewers = await openViewers(this.site.origin, book!.gameId, CROWD.viewers);
    try {
      // The first play settles every stream; its arrival is not measured.
      const settling = viewers.arrivals(book!.nextScore());
      await book!.play();
      await settling;
      const after = await this.site.memory(cookie);
      const latencies: number[] = [];
      let missing = 0;
      for (let play = 0; play < CROWD.plays; play++) {
        const arriving = viewers.arrivals(book!.nextScore());
        const played = await book!.play();
        if (!played.ok) throw new Error(`a play was refused: ${played.status}`);
        for (const at of await arriving) {
          if (at === undefined) missing += 1;
          else latencies.push(Math.max(0, at - played.ackedAt));
        }
      }
      const p99 = missing > 0 ? Number.POSITIVE_INFINITY : percentile(latencies, 0.99);
      // The heap is what viewers take first: a server that ran loads before has room in it, and
      // its resident size may not move at all.
      const perViewer = (after.heap - before.heap) / CROWD.viewers;
      this.report.figure(
        this.label,
        `${CROWD.viewers.toLocaleString('en-US')} viewers of one live game: a play's arrival at every viewer after its acknowledgement`,
        `${CROWD.plays} plays, p50 ${formatMs(percentile(latencies, 0.5))}, p99 ${formatMs(p99)}, max ${formatMs(Math.max(...latencies))}${missing ? `, ${missing} arrivals missing` : ''}; server memory ${(perViewer / 1024).toFixed(0)} KB per viewer (JavaScript heap ${mb(before.heap)} → ${mb(after.heap)}, resident ${mb(before.resident)} → ${mb(after.resident)})`,
        `p99 ≤ ${VIEWER_P99_MS} ms, none missing`,
        missing === 0 && p99 <= VIEWER_P99_MS,
      );
    } finally {
      viewers.close();
    }
  }

  /** The mix's first second on a cold cache, with no warm-up: its p99 against the goal. */
  async cold(name: string, mix: Target[]) {
    const result = await runWrk(this.site.origin, roundRobin(mix.map((t) => t.path)), {
      ...VISITORS,
      seconds: COLD_SECONDS,
    });
    const clean = result.non2xx === 0 && result.socketErrors === 0;
    this.report.figure(
      this.label,
      name,
      `p99 ${formatMs(result.p99Ms)}, p50 ${formatMs(result.p50Ms)}, ${formatRate(result.rate)}${errorsOf(result)}`,
      `p99 ≤ ${COLD_P99_MS} ms, no errors`,
      clean && result.p99Ms <= COLD_P99_MS,
    );
  }

  /**
   * The review's flood of fresh query strings on the unfiltered games list, against the same
   * list asked for plainly, with one visitor asking for `/api/site` meanwhile.
   */
  async flood() {
    const games: Target[] = [{ label: '/api/games', path: '/api/games' }];
    // In slices, the list asked for plainly then the flood, so that both meet the machine at
    // the same pace (decision 053); together they last as long as one run of the bench each.
    const seconds = Math.max(1, Math.ceil(this.settings.seconds / FLOOD.slices));
    const run = (requests: string, load: { connections: number; threads: number }) =>
      runWrk(this.site.origin, requests, { ...load, seconds });
    await this.warmUp('flood', games, roundRobin(['/api/games']), FLOOD);
    const slices = { plain: [] as LoadResult[], flood: [] as LoadResult[], beside: [] as LoadResult[] };
    for (let slice = 0; slice < FLOOD.slices; slice++) {
      slices.plain.push(await run(roundRobin(['/api/games']), FLOOD));
      const [flood, beside] = await Promise.all([
        run(freshQueries('/api/games'), FLOOD),
        run(roundRobin(['/api/site']), { connections: 1, threads: 1 }),
      ]);
      slices.flood.push(flood);
      slices.beside.push(beside);
    }
    const [plain, flood, beside] = [slices.plain, slices.flood, slices.beside].map(together) as [
      LoadResult,
      LoadResult,
      LoadResult,
    ];
    const share = flood.rate / plain.rate;
    this.report.figure(
      this.label,
      `flood: unfiltered /api/games with a fresh query string each time, ${FLOOD.connections} connections`,
      `${formatRate(flood.rate)} = ${percent(share)} of the list asked plainly in the slices between (${formatRate(plain.rate)}${errorsOf(plain)}), p50 ${formatMs(flood.p50Ms)}, p99 ${formatMs(flood.p99Ms)}${errorsOf(flood)}`,
      `≥ ${percent(FLOOD.ratio)} of plainly, no errors`,
      share >= FLOOD.ratio && [plain, flood].every((result) => result.non2xx + result.socketErrors === 0),
    );
    this.record('flood: one visitor asking for /api/site meanwhile', beside);
  }
}

/** Seeds the database, starts the server on it, measures, stops it. */
export async function benchVisitorLoad(report: Report, label: string, database: BenchDatabase, settings: LoadSettings) {
  const timezone = loadConfig({}).leagueTimezone;
  const seeding = performance.now();
  const handle = await openDatabase(database.target);
  let size;
  try {
    size = await seedLargeLeague(handle.db, timezone, settings.seasons);
  } finally {
    await handle.close();
  }
  const f = (n: number) => n.toLocaleString('en-US');
  report.figure(
    label,
    'data set',
    `${f(size.leagues)} leagues, ${f(size.players)} players, ${f(size.games)} games, ${f(size.lines)} stat lines (generated in ${((performance.now() - seeding) / 1000).toFixed(0)} s)`,
  );

  const server = await startServer(database.env);
  const site = new Site(server.origin);
  let parts: MemoryParts | undefined;
  try {
    const load = new VisitorLoad(report, label, site, settings, server.phase);
    const cookie = await site.signIn();
    const data = await site.sample();
    const reads = publicReads(data);
    const mix = [...reads, ...visitorPages(data)];
    // First, before anything else warms it: the server as it starts.
    await load.attempt('cold start', () => load.cold('the mix in the first second after the start', mix));

    // /api/site answers a constant object: the trivial route of the same server.
    const trivial: Target = { label: '/api/site', path: '/api/site' };
    // Twice, the higher rate the base: a run disturbed by anything else on the machine would
    // flatter every ratio measured against it.
    const trivialRuns = [];
    for (const run of ['', ', again']) {
      trivialRuns.push(await load.attempt('trivial route', () => load.run(`trivial route /api/site${run}`, [trivial])));
    }
    load.trivial = Math.max(...trivialRuns.map((result) => result?.rate ?? Number.NaN));
    for (const read of reads) {
      const name = `GET ${read.label}`;
      await load.attempt(name, () => load.run(name, [read], READ_RATIO));
    }
    const mixName = `mix of the ${reads.length} reads and ${mix.length - reads.length} pages`;
    const plainMix = await load.attempt(mixName, () => load.besideTrivial(mixName, mix, READ_RATIO));
    await load.attempt('mix with writes', () => load.mixWithWrites(mix, cookie, data));
    await load.attempt('mix with live games', () => load.mixWithLiveGames(mix, cookie, data, plainMix));
    await load.attempt('a crowd following a live game', () => load.crowd(cookie, data));
    await load.attempt('flood', () => load.flood());
    await load.attempt('change of everything', async () => {
      await site.changeEverything(cookie);
      await load.cold('the mix in the first second after a change of everything', mix);
    });
    // What the server holds after the loads, by part (the peak is read from outside at the end).
    parts = await load.attempt('memory by part', () => site.memory(cookie));

    const uncachedBudget = UNCACHED_MS[database.target.kind];
    for (const read of reads) {
      const name = `uncached GET ${read.label}`;
      const time = await load.attempt(name, () => site.uncached(read.path, cookie));
      if (!time) continue;
      report.figure(
        label,
        name,
        `${formatMs(time.average)} average, slowest ${formatMs(time.slowest)}`,
        `average ≤ ${UNCACHED_MS.postgres} ms on PostgreSQL, ≤ ${UNCACHED_MS.pglite} ms on PGlite`,
        time.average <= uncachedBudget,
      );
    }
  } catch (error) {
    report.failure(label, error instanceof Error ? error.message : String(error));
  } finally {
    site.close();
    if (!server.running()) report.failure(label, 'the server exited during the run');
    const peak = server.peakMemoryMb();
    const phases = server
      .peaksByPhase()
      .sort(([, a], [, b]) => b - a)
      .slice(0, 4);
    report.figure(
      label,
      'server resident memory at most, by part of the run (sampled every 20 ms), the highest four',
      phases.map(([phase, mb]) => `${phase} ${mb.toFixed(0)} MB`).join('; '),
    );
    const goal = MEMORY_MB[database.target.kind];
    report.figure(
      label,
      'server peak memory (VmHWM of its processes together)',
      `${peak.toFixed(0)} MB${parts ? `; after the loads, of ${mb(parts.resident)} resident: ${describeParts(parts)}` : ''}`,
      `≤ ${MEMORY_MB.postgres} MB on PostgreSQL, ≤ ${MEMORY_MB.pglite} MB on PGlite`,
      peak <= goal,
    );
    const exit = await server.stop();
    if (exit !== '0') report.failure(label, `the server exited with ${exit} on SIGTERM`);
    const { errors, warnings } = server.log;
    report.figure(label, 'errors in the server log', `${errors} (and ${warnings} warnings)`, 'no errors', errors === 0);
  }
}
