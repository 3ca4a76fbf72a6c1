import { unique } from './unique.ts';

/**
 * A visitor's registration form for `teamId`, of a person of the test's own: a unique last
 * name, the email made from it, and a random phone number; `overrides` change any field.
 */
export function registrant(teamId: number, overrides: Record<string, unknown> = {}) {
  const last = unique('Reyes');
  return {
    firstName: 'Nia',
    lastName: last,
    email: `${last.toLowerCase()}@example.com`,
    phoneNumber: `646-555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    teamId,
    agreeToWaiver: true,
    isCaptain: false,
    ...overrides,
  };
}
