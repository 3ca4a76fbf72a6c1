import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig, type Config } from '../src/server/env.ts';
import { filePostgresUrl, pgliteCopy } from './database-copies.ts';
import { unique } from './unique.ts';

export { unique };

export const BOOTSTRAP_PASSWORD = 'bootstrap-secret';

/** The configuration of an API test: the database this tier runs on, quiet logs, no demo. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const config = loadConfig({
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: BOOTSTRAP_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '10000',
    REGISTRATION_RATE_LIMIT: '10000',
    WEB_DIST: './test/no-web-build',
    ...overrides,
  });
  if (process.env.TEST_DB === 'postgres') {
    config.database = { kind: 'postgres', url: filePostgresUrl() };
  } else if (overrides.DATA_DIR) {
    config.database = { kind: 'pglite', dataDir: overrides.DATA_DIR };
  } else {
    config.database = pgliteCopy();
  }
  return config;
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), { logger: false });
  await app.ready();
  return app;
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return `sid=${cookie.value}`;
}

export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
  return sessionCookie(response);
}

/** Signs in as a new admin of this test's own, so tests never share a signed-in account. */
export async function signInAsNewAdmin(app: FastifyInstance) {
  const bootstrap = await signIn(app, 'admin', BOOTSTRAP_PASSWORD);
  const username = unique('admin');
  const password = unique('pass');
  const name = `Test ${username}`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: bootstrap },
    payload: { name, username, password },
  });
  if (created.statusCode !== 201) throw new Error(`could not create an admin: ${created.body}`);
  const cookie = await signIn(app, username, password);
  return { cookie, id: created.json().id as number, username, password, name };
}
