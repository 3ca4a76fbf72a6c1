import { describe, expect, it } from 'vitest';
import { isAdmin, keepsScoresOf, roleText } from './roles.ts';

describe('roles', () => {
  const admin = { role: 'admin', leagueId: null } as const;
  const everyLeague = { role: 'scorekeeper', leagueId: null } as const;
  const oneLeague = { role: 'scorekeeper', leagueId: 7 } as const;

  it('let an admin run everything and a scorekeeper keep scores only', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(everyLeague)).toBe(false);
  });

  it("let a scorekeeper of one league keep that league's scores, and of every league any", () => {
    expect(keepsScoresOf(oneLeague, 7)).toBe(true);
    expect(keepsScoresOf(oneLeague, 8)).toBe(false);
    expect(keepsScoresOf(everyLeague, 8)).toBe(true);
    expect(keepsScoresOf(admin, 8)).toBe(true);
  });

  it('are written out with the league kept', () => {
    expect(roleText(admin)).toBe('Admin');
    expect(roleText({ ...everyLeague, League: null })).toBe('Scorekeeper of every league');
    expect(roleText({ ...oneLeague, League: { name: 'Fall 2026' } })).toBe('Scorekeeper of Fall 2026');
  });
});
