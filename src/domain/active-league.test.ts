import { describe, expect, it } from 'vitest';
import { activeLeague, shownLeague, showsLeagueSwitcher } from './active-league.ts';
import type { League } from './leagues.ts';

const league = (id: number, isActive: boolean): League => ({
  id,
  name: `League ${id}`,
  startDate: '2026-09-01',
  endDate: '2026-12-01',
  isActive,
  isRegistrationOpen: false,
  registrationApproval: 'automatic',
  rosterLimit: null,
});

describe('the active league', () => {
  it('is the first active league in list order', () => {
    expect(activeLeague([league(3, false), league(2, true), league(1, true)])?.id).toBe(2);
  });

  it('is absent when no league is active', () => {
    expect(activeLeague([league(1, false)])).toBeUndefined();
    expect(activeLeague([])).toBeUndefined();
  });
});

describe('the league switcher', () => {
  it('shows only with at least two active leagues', () => {
    expect(showsLeagueSwitcher([league(1, true), league(2, false)])).toBe(false);
    expect(showsLeagueSwitcher([league(1, true), league(2, true)])).toBe(true);
  });
});

describe('the league shown', () => {
  const leagues = [league(3, false), league(2, true), league(1, true)];
  it('is the active league chosen, else the active league', () => {
    expect(shownLeague(leagues, '1')?.id).toBe(1);
    expect(shownLeague(leagues, 1)?.id).toBe(1);
    expect(shownLeague(leagues, null)?.id).toBe(2);
  });

  it('is never a past league nor one that does not exist', () => {
    expect(shownLeague(leagues, '3')?.id).toBe(2);
    expect(shownLeague(leagues, '999999')?.id).toBe(2);
    expect(shownLeague(leagues, 'abc')?.id).toBe(2);
  });
});
