import { expect, type APIRequestContext } from '@playwright/test';
import { todayIn } from '#domain/schedule.ts';

/** The JSON answer of a GET the test relies on; any status but 2xx fails the test. */
export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/**
 * Signs the API context in (its session cookie is its own: the browser page stays as it was).
 * A refused sign-in fails the test at once rather than as a puzzling 401 later.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  credentials: { username: string; password: string },
): Promise<void> {
  const { username, password } = credentials;
  const login = await request.post('/api/users/login', { data: { username, password } });
  expect(login.ok(), `sign in as ${username}: ${login.status()}`).toBe(true);
}

/** A write the test relies on: any status but 2xx fails the test; answers the JSON body. */
export async function sendJson<T>(
  request: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  data: unknown,
): Promise<T> {
  const response = await request[method](url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** `days` after today (before, when negative) on the league's wall clock (the default time zone). */
export function dayFromToday(days: number): string {
  const date = new Date(`${todayIn('America/New_York')}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
