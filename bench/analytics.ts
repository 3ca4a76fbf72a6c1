/**
 * The admin's site analytics call on a million generated visits (read fresh, as admins always
 * read), and recording one more visit. In process, through `buildApp`, on a small database of
 * its own: the call reads visits only.
 */
import { buildApp } from '../src/server/app.ts';
import type { DatabaseTarget } from '../src/server/db/client.ts';
import { loadConfig } from '../src/server/env.ts';
import { formatMs, type Report } from './report.ts';
import { seedVisits } from './visits.ts';

const VISITS = 1_000_000;
/** The site analytics call with a year of visits must answer well under a second. */
const ANALYTICS_BUDGET_MS = 500;

export async function benchAnalytics(report: Report, label: string, database: DatabaseTarget) {
  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-pass' });
  config.database = database;
  const app = await buildApp(config, { logger: false });
  try {
    const started = performance.now();
    const size = await seedVisits(app.db, config.leagueTimezone, VISITS);
    console.log(
      `${label}: generated ${size.visits.toLocaleString('en-US')} visits of ${size.visitors.toLocaleString('en-US')} visitor codes in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'admin', password: 'bench-pass' },
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')?.value}`;
    const times: number[] = [];
    for (let run = 0; run < 10; run++) {
      const before = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/analytics', headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`/api/analytics: ${response.statusCode} ${response.body}`);
      times.push(performance.now() - before);
    }
    const average = times.reduce((a, b) => a + b) / times.length;
    const slowest = Math.max(...times);
    report.figure(
      label,
      'analytics on 1,000,000 visits (GET /api/analytics, in process)',
      `${formatMs(average)} average, slowest ${formatMs(slowest)}`,
      `slowest ≤ ${ANALYTICS_BUDGET_MS} ms`,
      slowest <= ANALYTICS_BUDGET_MS,
    );
    // The first visit a server records sweeps raw visits past the retention (most of a generated year).
    const visit = async () => {
      const before = performance.now();
      const response = await app.inject({ method: 'PUT', url: '/api/analytics', payload: { path: '/schedule' } });
      if (response.statusCode >= 300) throw new Error(`PUT /api/analytics: ${response.statusCode} ${response.body}`);
      return performance.now() - before;
    };
    const sweep = await visit();
    let recording = 0;
    for (let run = 0; run < 10; run++) recording += await visit();
    report.figure(
      label,
      'recording a visit (PUT /api/analytics, in process)',
      `${formatMs(recording / 10)} average; the first, which swept visits past the retention, ${formatMs(sweep)}`,
    );
  } finally {
    await app.close();
  }
}
