import { randomBytes } from 'node:crypto';

/**
 * A name no other test (or earlier run on the same database) uses. Shared by the API tests and
 * the browser tests, which both write into databases that outlive a single test.
 */
export function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}
