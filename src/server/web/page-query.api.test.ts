/**
 * Pages rendered on the server with what the visitor chose in the address (decision 045): the
 * past league, a table's sort, the league of the switcher. Runs the web app's own rendering
 * (src/web/entry-server.tsx) from its source, as the built server runs it from dist/ssr.
 */
import { eq } from 'drizzle-orm';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues } from '../db/schema.ts';
import { renderingDist } from '../../../test/rendering-dist.ts';
import { smallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

// The built app's layout: dist/web beside dist/ssr, here with the rendering taken from its source.
const { webDist, remove } = renderingDist();

type Setup = Awaited<ReturnType<typeof smallLeagueApp>>;
/** The small league, active. */
let current: Setup;
/** The small league once its season is over, two new leagues active. */
let over: Setup;
beforeAll(async () => {
  [current, over] = await Promise.all([smallLeagueApp({ WEB_DIST: webDist }), smallLeagueApp({ WEB_DIST: webDist })]);
  await over.app.db.update(leagues).set({ isActive: false }).where(eq(leagues.id, over.league.league.id));
  await over.app.db.insert(leagues).values([
    { name: `${over.league.tag} Winter`, startDate: '2027-01-04', endDate: '2027-03-01', isActive: true },
    { name: `${over.league.tag} Masters`, startDate: '2026-11-02', endDate: '2027-02-01', isActive: true },
  ]);
});
afterAll(async () => {
  await Promise.all([current?.close(), over?.close()]);
  remove();
});

const isElement = (node: Node): node is Element => 'tagName' in node;
function elements(node: Node, found: Element[] = []): Element[] {
  if (isElement(node)) found.push(node);
  for (const child of 'childNodes' in node ? node.childNodes : []) elements(child, found);
  return found;
}
const textOf = (node: Node): string =>
  node.nodeName === '#text' && 'value' in node
    ? node.value
    : 'childNodes' in node
      ? node.childNodes.map(textOf).join('')
      : '';
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** A page as the server sends it to a visitor: status, and the rendered tables by label. */
async function open(setup: Setup, url: string) {
  const response = await setup.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const all = elements(parse(response.body));
  const root = all.find((element) => attribute(element, 'id') === 'root');
  const table = (label: string) => {
    const found = all.find(
      (element) =>
        element.tagName === 'table' &&
        element.childNodes.some((child) => isElement(child) && child.tagName === 'caption' && textOf(child) === label),
    );
    if (!found) return null;
    const cells = elements(found);
    return {
      /** The row headers (the team or player of each row), in order. */
      rows: cells
        .filter((cell) => cell.tagName === 'th' && attribute(cell, 'scope') === 'row')
        .map((cell) => textOf(cell).trim()),
      /** Each sortable header: its text, aria-sort and link. */
      headers: cells
        .filter((cell) => cell.tagName === 'th' && attribute(cell, 'scope') === 'col')
        .map((cell) => ({
          text: textOf(cell).replace(/[▲▼]/g, '').trim(),
          sort: attribute(cell, 'aria-sort'),
          href: elements(cell)
            .find((link) => link.tagName === 'a')
            ?.attrs.find((attr) => attr.name === 'href')?.value,
        })),
    };
  };
  return { response, root: root ? textOf(root) : '', html: response.body, table };
}

const playerName = (sl: SmallLeague, key: keyof SmallLeague['players']) =>
  `${sl.players[key].firstName} ${sl.players[key].lastName}`;

describe('a past league chosen in the address', () => {
  it('/past-leagues?league= arrives with its standings, leaders, awards and schedule rendered', async () => {
    const sl = over.league;
    const page = await open(over, `/past-leagues?league=${sl.league.id}`);
    expect(page.response.statusCode).toBe(200);
    // Worked by hand: A beat B 50-40 and C 52-30; C beat B 47-45.
    expect(page.table(`${sl.league.name} standings`)?.rows).toEqual([
      sl.teams.a.name,
      sl.teams.c.name,
      sl.teams.b.name,
    ]);
    // Season totals, points first: a1 19, c1 14, b1 4, a2 1.
    expect(page.table(`${sl.league.name} season totals`)?.rows).toEqual(
      (['a1', 'c1', 'b1', 'a2'] as const).map((key) => playerName(sl, key)),
    );
    expect(page.root).toContain(sl.awards.shown.name);
    expect(page.table(`${sl.league.name} schedule`)).not.toBeNull();
    // The select shows the league chosen, and the form asks the server for it without the app.
    expect(page.html).toMatch(new RegExp(`<option value="${sl.league.id}" selected="">`));
    const form = /<form[^>]*>/.exec(page.html)?.[0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/past-leagues"');
  });

  it("each table's sort is its own, kept in the address beside the league", async () => {
    const sl = over.league;
    const page = await open(
      over,
      `/past-leagues?league=${sl.league.id}&standings-sort=teamName&standings-dir=asc&totals-sort=rebounds`,
    );
    const standings = page.table(`${sl.league.name} standings`);
    expect(standings?.rows).toEqual([sl.teams.a.name, sl.teams.b.name, sl.teams.c.name]);
    expect(standings?.headers.find((header) => header.text === 'Team')?.sort).toBe('ascending');
    // Total rebounds: a1 7, b1 3; c1 and a2 none.
    expect(page.table(`${sl.league.name} season totals`)?.rows.slice(0, 2)).toEqual([
      playerName(sl, 'a1'),
      playerName(sl, 'b1'),
    ]);
    // The averages keep their own default order (nobody has the three games they ask for yet).
    const rebounds = page.table(`${sl.league.name} season totals`)?.headers.find((header) => header.text === 'REB');
    expect(rebounds?.sort).toBe('descending');
    // Its link sorts the other way and keeps the league and the other table's sort.
    expect(rebounds?.href).toBe(
      `/past-leagues?league=${sl.league.id}&standings-sort=teamName&totals-sort=rebounds&standings-dir=asc&totals-dir=asc`,
    );
  });

  it('a league that is not a past one, or no league at all, shows the choice to make: never an error', async () => {
    const sl = over.league;
    for (const query of ['abc', '999999', '', '-1', '1e3', String(sl.league.id + 1000), '%3Cscript%3E']) {
      const page = await open(over, `/past-leagues?league=${query}`);
      expect(page.response.statusCode, query).toBe(200);
      expect(page.root, query).toContain('Choose a league to see its standings');
    }
  });
});

describe("a table's sort in the address", () => {
  it('/statistics?tab=totals&sort= arrives sorted, both ways', async () => {
    const sl = current.league;
    const label = `${sl.league.name} season totals`;
    const byPoints = await open(current, '/statistics?tab=totals');
    expect(byPoints.table(label)?.rows).toEqual((['a1', 'c1', 'b1', 'a2'] as const).map((key) => playerName(sl, key)));
    const ascending = await open(current, '/statistics?tab=totals&sort=points&dir=asc');
    expect(ascending.table(label)?.rows).toEqual((['a2', 'b1', 'c1', 'a1'] as const).map((key) => playerName(sl, key)));
    expect(ascending.table(label)?.headers.find((header) => header.text === 'PTS')?.sort).toBe('ascending');
    const byRebounds = await open(current, '/statistics?sort=rebounds&tab=totals&utm_source=mail');
    expect(byRebounds.table(label)?.rows.slice(0, 2)).toEqual([playerName(sl, 'a1'), playerName(sl, 'b1')]);
    // The first page asked for is not served again for another sort: each is kept under its own query.
    const again = await open(current, '/statistics?tab=totals');
    expect(again.table(label)?.rows).toEqual(byPoints.table(label)?.rows);
  });

  it('/standings?sort= arrives sorted; the home page sorts its two tables apart', async () => {
    const sl = current.league;
    const standings = await open(current, '/standings?sort=losses&dir=asc');
    expect(standings.table(`${sl.league.name} standings`)?.rows).toEqual([
      sl.teams.a.name,
      sl.teams.c.name,
      sl.teams.b.name,
    ]);
    const home = await open(current, '/?standings-sort=teamName&standings-dir=asc');
    expect(home.table(`${sl.league.name} standings`)?.rows).toEqual([
      sl.teams.a.name,
      sl.teams.b.name,
      sl.teams.c.name,
    ]);
  });

  it('a column, direction or league no page has gives the page as it is by default, never an error', async () => {
    const sl = current.league;
    const label = `${sl.league.name} season totals`;
    const plain = await open(current, '/statistics?tab=totals');
    for (const query of [
      'sort=%3Cscript%3Ealert(1)%3C/script%3E',
      'sort=constructor',
      'sort=__proto__',
      'sort=points&dir=sideways',
      'sort[]=points',
      'league=abc',
      'league=999999',
      `league=${sl.pastLeague.id}`,
      'phase=finals',
    ]) {
      const page = await open(current, `/statistics?tab=totals&${query}`);
      expect(page.response.statusCode, query).toBe(200);
      expect(page.html, query).not.toContain('<script>alert');
      expect(page.table(label)?.rows, query).toEqual(plain.table(label)?.rows);
    }
    for (const url of [
      '/?league=%00',
      '/standings?sort=%22%3E%3Cimg',
      '/teams/abc?sort=points',
      '/schedule?league=-1',
    ]) {
      expect((await open(current, url)).response.statusCode, url).toBe(200);
    }
  });
});

describe('the league switcher in the address', () => {
  it('/?league= of another active league arrives showing that league; a past league is never switched to', async () => {
    const sl = over.league;
    const [masters] = await over.app.db
      .select()
      .from(leagues)
      .where(eq(leagues.name, `${sl.tag} Masters`));
    const heading = (root: string) => /<h1[^>]*>([^<]*)</.exec(root)?.[1];
    const plain = await open(over, '/');
    expect(heading(plain.html)).toBe(`${sl.tag} Winter`);
    const chosen = await open(over, `/?league=${masters!.id}`);
    expect(chosen.response.statusCode).toBe(200);
    expect(heading(chosen.html)).toBe(`${sl.tag} Masters`);
    expect(chosen.html).toMatch(new RegExp(`<option value="${masters!.id}" selected="">`));
    const past = await open(over, `/standings?league=${sl.league.id}`);
    expect(past.table(`${sl.tag} Winter standings`)).toBeNull();
    expect(past.root).toContain(`${sl.tag} Winter`);
    expect(past.root).not.toContain(`${sl.league.name}`);
  });
});
