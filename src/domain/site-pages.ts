/**
 * The public pages of the site (docs/rules/screens.md#public-routes), as the web app's router
 * declares them; `:id` stands for the id of a team, a player or a game. The sign-in page and
 * the back office are not public pages.
 */
export const PUBLIC_PAGES = [
  '/',
  '/schedule',
  '/standings',
  '/playoffs',
  '/statistics',
  '/records',
  '/locations',
  '/past-leagues',
  '/register',
  '/league-rules',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/teams/:id',
  '/players/:id',
  '/games/:id/box-score',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** What a visit to a path that is no public page is stored as: nothing typed by the visitor. */
export const OTHER_PAGE = '/(other)';

/** The largest id a page may name: the id columns are PostgreSQL integers. */
const MAX_PAGE_ID = 2_147_483_647;

/**
 * Matched as the router matches a route: any letter case, trailing slashes allowed. The
 * pages' fixed parts are lower-case letters and hyphens, nothing a pattern reads otherwise.
 */
const matchers = PUBLIC_PAGES.map((page) => ({
  page,
  pattern: new RegExp(`^${page === '/' ? '' : page.replace(':id', '(\\d+)')}/*$`, 'i'),
}));

/**
 * The public page a path opens, with the id it names (null for a page without one). An id is
 * a whole number from 1 to 2,147,483,647, leading zeros allowed (`/teams/007` is team 7).
 */
export function publicPage(path: string): { page: PublicPage; id: number | null } | null {
  for (const { page, pattern } of matchers) {
    const match = pattern.exec(path);
    if (!match) continue;
    if (match[1] === undefined) return { page, id: null };
    const id = Number(match[1]);
    return id >= 1 && id <= MAX_PAGE_ID ? { page, id } : null;
  }
  return null;
}

/**
 * The public page a path opens, as the site spells it: the page's own spelling, its id as a
 * plain number (`/TEAMS/007/` is `/teams/7`); null for a path that is no public page.
 */
export function pagePath(path: string): string | null {
  const opened = publicPage(path);
  if (!opened) return null;
  return opened.id === null ? opened.page : opened.page.replace(':id', String(opened.id));
}

/**
 * The path a visit is stored with (docs/rules/league-data.md#visits): the public page it opened
 * (`pagePath`), or `OTHER_PAGE` for any other path, so that no text of the visitor's choosing is
 * ever kept.
 */
export function storedVisitPath(path: string): string {
  return pagePath(path) ?? OTHER_PAGE;
}
