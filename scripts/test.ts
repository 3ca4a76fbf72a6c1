/**
 * `npm test`: every check, in the order a failure is cheapest to find. Stops at the first
 * failure. The API tests run on PGlite and on the PostgreSQL at 127.0.0.1:5432; with CI=true
 * an unreachable PostgreSQL fails the run instead of being left out.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from '../test/postgres-setup.ts';

const isCI = process.env.CI === 'true' || process.env.CI === '1';

// The steps below start with `#!/usr/bin/env node` and so run on PATH's Node, which CI chooses.
console.log(`Node ${process.version} (${process.execPath})`);

function run(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s`);
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
const projects = ['--project', 'unit', '--project', 'api-pglite'];
if (await postgresReachable()) {
  projects.push('--project', 'api-postgres');
} else if (isCI) {
  console.error('✗ CI=true and PostgreSQL is unreachable: the API tests must run on it too.');
  process.exit(1);
} else {
  console.warn('! Leaving out the PostgreSQL API tests on this machine (they always run in CI).');
}

run('type check', bin('tsc'), ['--noEmit']);
run('lint', bin('eslint'), ['.']);
run('unit and API tests', bin('vitest'), ['run', ...projects]);
run('web build', 'npm', ['run', 'build', '--silent']);
run('browser tests', bin('playwright'), ['test']);
console.log('\nAll checks passed.');
