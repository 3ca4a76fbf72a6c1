import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Response,
} from '@playwright/test';
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

/** The console errors a test causes on purpose, by page: any other one fails the test. */
const allowedConsoleErrors = new WeakMap<Page, RegExp[]>();

/**
 * Lets `page` log console errors matching one of `patterns`, for a test that provokes them on
 * purpose (a failed request the page shows an error for logs "Failed to load resource"). A
 * console message is matched as its text followed by the address it came from, in parentheses,
 * so a pattern can name the request as well as the status.
 */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]) {
  allowedConsoleErrors.set(page, [...(allowedConsoleErrors.get(page) ?? []), ...patterns]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The console error Chromium logs for an answer of `status` to a request of `path` (the whole
 * path, a query string aside), for allowConsoleErrors.
 */
export function failedRequest(status: number, path: string): RegExp {
  return new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) ` +
      `\\(https?://[^/]+${escapeRegExp(path)}(\\?[^)]*)?\\)$`,
  );
}

type ConsoleError = { page: Page; text: string };

const consoleErrorText = (message: ConsoleMessage) => {
  const { url } = message.location();
  return url ? `${message.text()} (${url})` : message.text();
};

/**
 * A page is ready once the app runs it (`data-started` on `<html>`, src/web/start.tsx): a public
 * page paints before its code arrives (decision 031), and a click or a choice before then would
 * reach no handler. After each load of a page of the site (goto, reload), its page waits for
 * that, as a visitor waits for a page to be ready. The pages of the test's own context do;
 * a context a test makes itself (a second visitor, JavaScript off) waits where it needs to.
 */
function waitForTheAppAfterLoads(page: Page) {
  const started = async (response: Response | null) => {
    if ((response?.headers()['content-type'] ?? '').startsWith('text/html')) {
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const { goto, reload } = page;
  page.goto = async (...args) => started(await goto.apply(page, args));
  page.reload = async (...args) => started(await reload.apply(page, args));
}

export const test = base.extend<{ isPhone: boolean; failOnConsoleErrors: void }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not start the server');
    await use(url);
  },
  context: async ({ context }, use) => {
    context.on('page', waitForTheAppAfterLoads);
    await use(context);
  },
  isPhone: async ({}, use, testInfo) => {
    await use(testInfo.project.name === 'phone');
  },
  // A console error, an uncaught exception or a breach of the Content-Security-Policy is a defect
  // even when every assertion holds: the page may look right while a request or a component
  // failed. Auto fixtures are set up before the `context` fixture, so listening to the browser
  // sees every context of the test.
  failOnConsoleErrors: [
    async ({ browser }, use) => {
      const errors: ConsoleError[] = [];
      const watchPage = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push({ page, text: consoleErrorText(message) });
        });
        page.on('pageerror', (error) => errors.push({ page, text: `Uncaught ${error.stack ?? error.message}` }));
      };
      const watchContext = (context: BrowserContext) => {
        // A breach of the Content-Security-Policy (code run from a string, an inline script)
        // is reported to the page, not to the console: it is made an error there too.
        void context.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) =>
            console.error(
              `Content-Security-Policy violation: ${event.violatedDirective} by ${event.blockedURI || 'the page'} at ${event.sourceFile}:${event.lineNumber}`,
            ),
          ),
        );
        context.pages().forEach(watchPage);
        context.on('page', watchPage);
      };
      browser.on('context', watchContext);
      try {
        await use();
      } finally {
        browser.off('context', watchContext);
      }
      const unexpected = errors
        .filter(({ page, text }) => !(allowedConsoleErrors.get(page) ?? []).some((pattern) => pattern.test(text)))
        .map(({ page, text }) => `${page.url()}: ${text}`);
      expect(unexpected, `Unexpected console errors:\n${unexpected.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
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

/**
 * Fails on any serious or critical accessibility violation, listing them. Every rule runs; axe
 * details the violations alone, not every element that passed (about a tenth off the time of
 * the two specs that scan most, on one worker).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
