import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { unique } from '../test/unique.ts';
import { signInThroughApi } from './api.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

export { expect, unique };

export type Credentials = { username: string; password: string; name: string };

export const bootstrapAdmin: Credentials = {
  username: 'admin',
  password: ADMIN_PASSWORD,
  name: 'League Administrator',
};

export const test = base.extend<{ isPhone: boolean }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not start the server');
    await use(url);
  },
  isPhone: async ({}, use, testInfo) => {
    await use(testInfo.project.name === 'phone');
  },
});

/** Signs in through the login form and waits for the dashboard. */
export async function signInThroughForm(page: Page, credentials: Credentials = bootstrapAdmin) {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${credentials.name}` })).toBeVisible();
}

/** A new admin of the test's own, made through the API with the bootstrap admin's session. */
export async function createAdmin(request: APIRequestContext): Promise<Credentials> {
  await signInThroughApi(request, bootstrapAdmin);
  const username = unique('coach');
  const credentials = { username, password: unique('pw'), name: `Coach ${username}` };
  const created = await request.post('/api/users', { data: credentials });
  expect(created.status()).toBe(201);
  await request.post('/api/users/logout');
  return credentials;
}

/** Fails on any serious or critical accessibility violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
