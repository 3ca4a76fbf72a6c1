import { describe, expect, it } from 'vitest';
import { OTHER_PAGE, PUBLIC_PAGES, publicPage, storedVisitPath } from './site-pages.ts';

describe('the public pages', () => {
  it('are stored as themselves, without a trailing slash', () => {
    for (const page of PUBLIC_PAGES.filter((page) => !page.includes(':id'))) {
      expect(storedVisitPath(page)).toBe(page);
      expect(storedVisitPath(`${page}/`)).toBe(page);
    }
    expect(storedVisitPath('/schedule//')).toBe('/schedule');
    expect(storedVisitPath('/')).toBe('/');
  });

  it('keep the id of a team, a player or a game as a plain number', () => {
    expect(storedVisitPath('/teams/7')).toBe('/teams/7');
    expect(storedVisitPath('/teams/007/')).toBe('/teams/7');
    expect(storedVisitPath('/players/12')).toBe('/players/12');
    expect(storedVisitPath('/games/3/box-score')).toBe('/games/3/box-score');
    expect(storedVisitPath('/games/0003/box-score/')).toBe('/games/3/box-score');
    expect(storedVisitPath('/teams/2147483647')).toBe('/teams/2147483647');
    expect(storedVisitPath(`/teams/${'0'.repeat(40)}5`)).toBe('/teams/5');
    expect(publicPage('/players/012')).toEqual({ page: '/players/:id', id: 12 });
    expect(publicPage('/faq')).toEqual({ page: '/faq', id: null });
  });

  it('are matched in any letter case, as the router matches them, and stored in their own', () => {
    expect(storedVisitPath('/Schedule')).toBe('/schedule');
    expect(storedVisitPath('/PRIVACY-POLICY/')).toBe('/privacy-policy');
    expect(storedVisitPath('/Teams/7')).toBe('/teams/7');
    expect(storedVisitPath('/games/9/Box-Score')).toBe('/games/9/box-score');
  });

  it('leave every other path as one marker, so nothing a visitor types is kept', () => {
    for (const path of [
      '/login',
      '/admin-ish',
      '/schedules',
      '/schedule/2026',
      '/schedule.html',
      '/teams',
      '/teams/',
      '/teams/0',
      '/teams/000',
      '/teams/-3',
      '/teams/1.5',
      '/teams/1e3',
      '/teams/%37',
      '/teams/2147483648',
      `/teams/${'9'.repeat(400)}`,
      '/teams/7/box-score',
      '/players/7/extra',
      '/games/7',
      '/games/abc/box-score',
      '/games/٣/box-score',
      '/jane.doe@example.com',
      '/reset/3f1c9a0e-secret-token',
      '/\u00e9quipes',
    ]) {
      expect(storedVisitPath(path), path).toBe(OTHER_PAGE);
      expect(publicPage(path), path).toBeNull();
    }
  });

  it('marks other paths with something that is no page of the site', () => {
    expect(OTHER_PAGE).toBe('/(other)');
    expect(publicPage(OTHER_PAGE)).toBeNull();
  });
});
