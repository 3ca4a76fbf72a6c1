/**
 * `npm run lighthouse`: Lighthouse's mobile audit of the public pages, as a visitor's phone
 * meets them (docs/benchmarks.md#lighthouse). It builds the web app, starts the production
 * server on the demo league in its own process, and audits home, schedule, standings,
 * statistics, records, locations, past leagues, register, a team, a player and a box score
 * with the system Chromium: simulated slow 4G and a four-times slower CPU, Lighthouse's
 * defaults. It prints the four scores, LCP, TBT and CLS of each page, adds them with the date
 * to docs/benchmarks.md, keeps each report in test-results/lighthouse/, and exits with 1 when
 * a page misses a goal. Timings are noisy, so it is no part of `npm test`.
 *
 * LIGHTHOUSE_RUNS (default 1) audits each page that many times and keeps the run of median
 * performance; LIGHTHOUSE_PAGES (such as `register,home`) audits only the pages it names;
 * CHROME_PATH names the browser (default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { GameSummary } from '#domain/game-schemas.ts';
import type { ListedLeague } from '#domain/leagues.ts';
import type { StandingRow } from '#domain/standings.ts';
import type { TeamDetail } from '#domain/teams.ts';
import { startServer, stopServers } from './server-process.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The goals of every audited page (docs/benchmarks.md#lighthouse). */
const GOALS = { score: 95, lcpMs: 2000, cls: 0.02 };
const REPORTS = 'test-results/lighthouse';
const BENCHMARKS = 'docs/benchmarks.md';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

type Audit = {
  page: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
};

function runs(): number {
  const text = process.env.LIGHTHOUSE_RUNS ?? '1';
  if (!/^[1-9]\d*$/.test(text)) {
    console.error(`LIGHTHOUSE_RUNS must be a whole number of at least 1, not ${JSON.stringify(text)}`);
    process.exit(1);
  }
  return Number(text);
}

async function json<T>(origin: string, url: string): Promise<T> {
  const response = await fetch(origin + url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The pages audited, with a team, a player and a played game of the demo's active league. */
async function pagesOf(origin: string): Promise<{ page: string; path: string }[]> {
  const league = (await json<ListedLeague[]>(origin, '/api/leagues')).find((candidate) => candidate.isActive);
  if (!league) throw new Error('the demo has no active league');
  const [leader] = await json<StandingRow[]>(origin, `/api/leagues/${league.id}/standings`);
  if (!leader) throw new Error('the active league has no standings');
  const team = await json<TeamDetail>(origin, `/api/teams/${leader.teamId}`);
  const player = team.Players[0];
  const games = await json<GameSummary[]>(origin, `/api/games?leagueId=${league.id}`);
  const played = games.find((game) => (game.homeTeamScore ?? 0) > 0 || (game.awayTeamScore ?? 0) > 0);
  if (!player || !played) throw new Error('the active league has no player or no played game');
  return [
    { page: 'home', path: '/' },
    { page: 'schedule', path: '/schedule' },
    { page: 'standings', path: '/standings' },
    { page: 'statistics', path: '/statistics' },
    { page: 'records', path: '/records' },
    { page: 'locations', path: '/locations' },
    { page: 'past leagues', path: '/past-leagues' },
    { page: 'register', path: '/register' },
    { page: 'team', path: `/teams/${team.id}` },
    { page: 'player', path: `/players/${player.id}` },
    { page: 'box score', path: `/games/${played.id}/box-score` },
  ];
}

/** `LIGHTHOUSE_PAGES` (page names, comma-separated, such as `register,home`) audits only those. */
function chosen(pages: { page: string; path: string }[]): { page: string; path: string }[] {
  const names = (process.env.LIGHTHOUSE_PAGES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return pages;
  const unknown = names.filter((name) => !pages.some((page) => page.page === name));
  if (unknown.length > 0) throw new Error(`LIGHTHOUSE_PAGES names no page: ${unknown.join(', ')}`);
  return pages.filter((page) => names.includes(page.page));
}

async function audit(port: number, origin: string, page: { page: string; path: string }, run: number): Promise<Audit> {
  const result = await lighthouse(origin + page.path, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
  const name = `${page.page.replaceAll(' ', '-')}-${run}.json`;
  writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
  const score = (category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((found) => found && found.score !== null && found.score < 1)
    .map((found) => found!.id);
  return {
    ...page,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing: [...new Set(failing)],
  };
}

const meets = (found: Audit) =>
  CATEGORIES.every((category) => found.scores[category] >= GOALS.score) &&
  found.lcpMs <= GOALS.lcpMs &&
  found.cls <= GOALS.cls;

function table(audits: Audit[]): string {
  const rows = audits.map((found) => {
    const { performance, accessibility, seo } = found.scores;
    return `| ${found.page} | ${performance} | ${accessibility} | ${found.scores['best-practices']} | ${seo} | ${(found.lcpMs / 1000).toFixed(2)} s | ${Math.round(found.tbtMs)} ms | ${found.cls.toFixed(3)} | ${meets(found) ? '✓' : `✗${found.failing.length ? ` (${found.failing.join(', ')})` : ''}`} |`;
  });
  return [
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | goals |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function commit(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Builds, serves and audits; whether every page met every goal. */
async function main(times: number): Promise<boolean> {
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  mkdirSync(REPORTS, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'league-lighthouse-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    const audits: Audit[] = [];
    try {
      for (const page of chosen(await pagesOf(server.origin))) {
        const found: Audit[] = [];
        for (let run = 1; run <= times; run += 1) {
          // Lighthouse now and then fails to record a trace (NO_NAVSTART): that run is made once more.
          found.push(
            await audit(chrome.port, server.origin, page, run).catch((error: unknown) => {
              console.log(`${page.path}: ${error instanceof Error ? error.message : String(error)}; running it again`);
              return audit(chrome.port, server.origin, page, run);
            }),
          );
        }
        found.sort((a, b) => a.scores.performance - b.scores.performance);
        const median = found[Math.floor(found.length / 2)]!;
        audits.push(median);
        console.log(
          `${page.page} (${page.path}): ${CATEGORIES.map((category) => `${category} ${median.scores[category]}`).join(', ')}; ` +
            `LCP ${(median.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(median.tbtMs)} ms, CLS ${median.cls.toFixed(3)} ` +
            `${meets(median) ? '✓' : '✗'}`,
        );
      }
    } finally {
      chrome.kill();
      await server.stop();
    }
    const heading = `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit()}, ${times} run(s) per page`;
    const text = `${table(audits)}\n\nGoals: every score ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcpMs / 1000} s, CLS ≤ ${GOALS.cls}.`;
    console.log(`\n${heading}\n\n${text}`);
    const doc = readFileSync(BENCHMARKS, 'utf8');
    const marker = '<!-- lighthouse figures: newest first -->';
    if (doc.includes(marker)) writeFileSync(BENCHMARKS, doc.replace(marker, `${marker}\n\n${heading}\n\n${text}`));
    else appendFileSync(BENCHMARKS, `\n${heading}\n\n${text}\n`);
    console.log(`\nAdded to ${BENCHMARKS}; reports in ${REPORTS}/.`);
    return audits.every(meets);
  } finally {
    await stopServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const met = await main(runs()).catch((error: unknown) => {
  console.error(error);
  return false;
});
process.exit(met ? 0 : 1);
