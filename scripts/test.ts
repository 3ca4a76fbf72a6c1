/**
 * `npm test`: every check, in the order a failure is cheapest to find. Stops at the first
 * failure. The API tests run on PGlite and on the PostgreSQL at 127.0.0.1:5432; with CI=true
 * an unreachable PostgreSQL fails the run instead of being left out.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from '../test/postgres-server.ts';

const isCI = process.env.CI === 'true' || process.env.CI === '1';

// The steps below start with `#!/usr/bin/env node` and so run on PATH's Node, which CI chooses.
console.log(`Node ${process.version} (${process.execPath})`);

/** Each step's time, printed as a table at the end (and on failure), and kept for CI's table. */
const times: { title: string; seconds: string }[] = [];

function printTimes() {
  const width = Math.max(...times.map(({ title }) => title.length));
  console.log(`\n${'step'.padEnd(width)}  seconds`);
  for (const { title, seconds } of times) console.log(`${title.padEnd(width)}  ${seconds.padStart(7)}`);
}

function run(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  times.push({ title, seconds });
  // .ci/run prints every step of a CI run in one table.
  if (process.env.TEST_TIMES_FILE) {
    appendFileSync(process.env.TEST_TIMES_FILE, `${title} (Node ${process.versions.node})\t${seconds}\n`);
  }
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s`);
    printTimes();
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.warn(`PostgreSQL at ${POSTGRES_ADMIN_URL} is not reachable: ${(error as Error).message}`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const bin = (name: string) => `node_modules/.bin/${name}`;
let withPostgres = true;
if (!(await postgresReachable())) {
  if (isCI) {
    console.error('✗ CI=true and PostgreSQL is unreachable: the API tests must run on it too.');
    process.exit(1);
  }
  console.warn('! Leaving out the PostgreSQL API tests on this machine (they always run in CI).');
  withPostgres = false;
}

run('type check', bin('tsc'), ['--noEmit']);
run('lint', bin('eslint'), ['.']);
run('unit tests', bin('vitest'), ['run', '--project', 'unit']);
run('API tests on PGlite', bin('vitest'), ['run', '--project', 'api-pglite']);
if (withPostgres) run('API tests on PostgreSQL', bin('vitest'), ['run', '--project', 'api-postgres']);
run('web build', 'npm', ['run', 'build', '--silent']);
run('browser tests', bin('playwright'), ['test']);
printTimes();
console.log('\nAll checks passed.');
