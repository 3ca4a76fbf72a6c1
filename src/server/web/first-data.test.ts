import { describe, expect, it } from 'vitest';
import type { ListedLeague } from '#domain/leagues.ts';
import { PUBLIC_PAGES } from '#domain/site-pages.ts';
import { firstReads, PAGES_OF_A_LEAGUE, type OpenedPage } from './first-data.ts';

const leagueOf = (id: number, isActive: boolean): ListedLeague => ({
  id,
  name: `League ${id}`,
  startDate: '2026-09-01',
  endDate: '2027-03-01',
  isRegistrationOpen: false,
  isActive,
  registrationApproval: 'manual',
  rosterLimit: null,
  hasPlayoffs: true,
});
const LEAGUES = [leagueOf(1, false), leagueOf(2, true)];

/** The page opened on id 7 (for the pages that name one), asking for past league 1 (for /past-leagues). */
const opened = (page: OpenedPage['page']): OpenedPage => ({
  page,
  id: page.includes(':id') ? 7 : null,
  query: new URLSearchParams({ league: '1' }),
});

describe('a page that names no league reads its first data without waiting for the list of leagues', () => {
  it.each(PUBLIC_PAGES)('%s', (page) => {
    const withLeagues = firstReads(opened(page), LEAGUES);
    const withoutLeagues = firstReads(opened(page), []);
    if (PAGES_OF_A_LEAGUE.has(page)) {
      // Its reads name the league shown: none can be made before the list is read.
      expect(withoutLeagues).toEqual([]);
      expect(withLeagues.length).toBeGreaterThan(0);
    } else {
      expect(withoutLeagues).toEqual(withLeagues);
    }
  });
});
