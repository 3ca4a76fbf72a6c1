import { randomBytes } from 'node:crypto';

/**
 * A name no other test (or earlier run on the same database) uses. Shared by the API tests and
 * the browser tests, which both write into databases that outlive a single test.
 */
export function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

let minutes = 0;

/**
 * A game time (`HH:mm`) no other game of this test file has: a gym holds one game per date and
 * time, and the games of a file share its small league's gym. Each call is a minute later,
 * from 00:01, far from the evening times tests name on purpose.
 */
export function uniqueTime(): string {
  minutes += 1;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
}
