/**
 * A whole past season's box scores from one CSV file of 10,000 stat lines (500 games of 8 teams
 * of 10 players), previewed, imported into a new past league and undone, over real HTTP to the
 * server in this process: how long each takes, the longest the event loop was held meanwhile,
 * and the memory it took. `npx tsx bench/imports.ts` runs it alone (`BENCH_DATABASES` picks
 * the databases); `npm run bench` runs it with the rest, in a process of its own.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { ImportPreview, ImportRequest } from '../src/domain/imports.ts';
import { buildApp } from '../src/server/app.ts';
import type { DatabaseTarget } from '../src/server/db/client.ts';
import { loadConfig } from '../src/server/env.ts';
import { chosenDatabases, type BenchDatabase } from './databases.ts';
import { formatMs, Report } from './report.ts';

const GAMES = 500;
const PLAYERS_PER_TEAM = 10;
const TEAMS = 8;
const GYMS = 4;
const TIMES = ['18:00', '19:15', '20:30'];
export const PREVIEW_BUDGET_MS = 5_000;
export const SAVE_BUDGET_MS = 10_000;
const EVENT_LOOP_BUDGET_MS = 100;

/** A small generator of its own, so that every run imports the same file. */
function randomOf(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % (max + 1);
  };
}

/** The season as one flat CSV: a row a line, each naming its game. */
export function seasonCsv(gymNames: string[]): { csv: string; lines: number } {
  const random = randomOf(7);
  const header = 'Date,Time,Gym,Home,Away,Team,Player,MIN,FGM,FGA,3PM,3PA,FTM,FTA,REB,OREB,AST,STL,BLK,TO,PF';
  const rows = [header];
  const first = Date.UTC(2018, 0, 7);
  for (let game = 0; game < GAMES; game++) {
    const week = Math.floor(game / (GYMS * TIMES.length));
    const date = new Date(first + week * 7 * 86_400_000).toISOString().slice(0, 10);
    const time = TIMES[Math.floor(game / GYMS) % TIMES.length]!;
    const gym = gymNames[game % GYMS]!;
    const home = game % TEAMS;
    const away = (home + 1 + (Math.floor(game / TEAMS) % (TEAMS - 1))) % TEAMS;
    for (const team of [home, away]) {
      for (let player = 0; player < PLAYERS_PER_TEAM; player++) {
        const threepa = random(6);
        const threepm = random(threepa);
        const fga = threepa + random(12);
        const fgm = threepm + random(fga - threepa);
        const fta = random(6);
        const ftm = random(fta);
        const oreb = random(3);
        const reb = oreb + random(8);
        rows.push(
          [
            date,
            time,
            gym,
            `Team ${home}`,
            `Team ${away}`,
            `Team ${team}`,
            `Player${team} Number${player}`,
            random(40),
            fgm,
            fga,
            threepm,
            threepa,
            ftm,
            fta,
            reb,
            oreb,
            random(8),
            random(4),
            random(3),
            random(5),
            random(5),
          ].join(','),
        );
      }
    }
  }
  return { csv: rows.join('\r\n') + '\r\n', lines: rows.length - 1 };
}

async function timed<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const rss = { before: process.memoryUsage().rss, peak: 0 };
  const sampler = setInterval(() => {
    rss.peak = Math.max(rss.peak, process.memoryUsage().rss);
  }, 20);
  delay.enable();
  const started = performance.now();
  try {
    const value = await work();
    return {
      value,
      ms: performance.now() - started,
      heldMs: delay.max / 1e6,
      extraMb: (rss.peak - rss.before) / 1024 ** 2,
    };
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}

export async function benchImports(report: Report, label: string, database: DatabaseTarget) {
  const config = loadConfig({
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'bench-pass',
    WEB_DIST: './bench',
  });
  config.database = database;
  const app = await buildApp(config, { logger: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // The server runs in this process: what the bench itself does in the event loop while an
    // import is timed is kept to sending the request and taking the answer's text. Its JSON
    // (some megabytes for a preview of 10,000 lines) is parsed after, not counted as the server's.
    const send = async (path: string, body: string, cookie: string) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', cookie },
        body,
      });
      return { path, response, text: await response.text() };
    };
    const parsed = ({ path, response, text }: Awaited<ReturnType<typeof send>>) => {
      const answer: unknown = JSON.parse(text);
      if (response.status >= 300) throw new Error(`${path}: ${response.status} ${text.slice(0, 500)}`);
      return { answer, response };
    };
    const post = async (path: string, body: unknown, cookie = '') =>
      parsed(await send(path, JSON.stringify(body), cookie));
    const login = await post('/api/users/login', { username: 'admin', password: 'bench-pass' });
    const cookie = login.response.headers
      .getSetCookie()
      .map((text) => text.split(';')[0])
      .join('; ');
    const gymNames = Array.from({ length: GYMS }, (_, index) => `Bench Gym ${index + 1}`);
    for (const name of gymNames) await post('/api/locations', { name, address: '1 Court St' }, cookie);
    const season = seasonCsv(gymNames);
    const request: ImportRequest = {
      kind: 'box-scores',
      format: 'csv',
      fileName: 'season.csv',
      data: Buffer.from(season.csv).toString('base64'),
      leagueId: null,
      newLeagueName: 'Bench 2018',
    };
    const previewBody = JSON.stringify(request);
    const previewed = await timed(() => send('/api/imports/preview', previewBody, cookie));
    const preview = parsed(previewed.value).answer as ImportPreview;
    if (preview.counts.refused > 0)
      throw new Error(`refused: ${JSON.stringify(preview.rows.find((row) => row.outcome === 'refused'))}`);
    const saveBody = JSON.stringify({ ...request, digest: preview.digest });
    const saved = await timed(() => send('/api/imports', saveBody, cookie));
    const summary = parsed(saved.value).answer as { id: number; counts: Record<string, number> };
    const what = `${season.lines.toLocaleString('en-US')} stat lines (${(season.csv.length / 1024 / 1024).toFixed(1)} MB CSV)`;
    report.figure(
      label,
      `import preview of ${what}`,
      formatMs(previewed.ms),
      `≤ ${formatMs(PREVIEW_BUDGET_MS)}`,
      previewed.ms <= PREVIEW_BUDGET_MS,
    );
    report.figure(
      label,
      `import of the same file (${summary.counts.games} games, ${summary.counts.lines} lines, ${summary.counts.players} players)`,
      formatMs(saved.ms),
      `≤ ${formatMs(SAVE_BUDGET_MS)}`,
      saved.ms <= SAVE_BUDGET_MS && summary.counts.lines === season.lines,
    );
    const held = Math.max(previewed.heldMs, saved.heldMs);
    report.figure(
      label,
      'import: longest hold of the event loop, preview and import',
      `${formatMs(previewed.heldMs)} and ${formatMs(saved.heldMs)}`,
      `≤ ${EVENT_LOOP_BUDGET_MS} ms`,
      held <= EVENT_LOOP_BUDGET_MS,
    );
    // The whole season taken back out: 500 games and their 10,000 lines, 80 players, 8 teams.
    const undone = await timed(() => send(`/api/imports/${summary.id}/undo`, '{}', cookie));
    parsed(undone.value);
    report.figure(
      label,
      'undo of that import: its time, and the longest hold of the event loop',
      `${formatMs(undone.ms)}, held ${formatMs(undone.heldMs)}`,
      `≤ ${formatMs(SAVE_BUDGET_MS)}, held ≤ ${EVENT_LOOP_BUDGET_MS} ms`,
      undone.ms <= SAVE_BUDGET_MS && undone.heldMs <= EVENT_LOOP_BUDGET_MS,
    );
    report.figure(
      label,
      'import: memory taken above the start (peak RSS), preview and import',
      `${Math.round(previewed.extraMb)} MB and ${Math.round(saved.extraMb)} MB`,
    );
  } finally {
    await app.close();
  }
}

// Alone (`npx tsx bench/imports.ts`, on the databases BENCH_DATABASES names), or started by
// `npm run bench` in a process of its own, which reads the figures back from BENCH_FIGURES.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = new Report();
  const places = chosenDatabases();
  for (const { label, make } of places) {
    let database: BenchDatabase | undefined;
    try {
      database = await make();
      await benchImports(report, label, database.target);
    } catch (error) {
      report.failure(label, error instanceof Error ? error.message : String(error));
    } finally {
      await database?.remove();
    }
  }
  if (process.env.BENCH_FIGURES) report.save(process.env.BENCH_FIGURES);
  else console.log(`\n${report.table(places.map((place) => place.label))}`);
  process.exit(report.failed ? 1 : 0);
}
