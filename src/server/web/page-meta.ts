import { eq } from 'drizzle-orm';
import { assertNever } from '#domain/assert-never.ts';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '#domain/first-data.ts';
import { PAGE_CODE_ELEMENT_ID } from '#domain/page-code.ts';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import { RESCHEDULED_MARK, statusText, type GameStatusFields } from '#domain/game-status.ts';
import { isPlayed } from '#domain/games.ts';
import { pageTexts, type PageText } from '#domain/page-texts.ts';
import { gameInstant } from '#domain/schedule.ts';
import { pagePath, publicPage, type PublicPage } from '#domain/site-pages.ts';
import type { Executor } from '../db/client.ts';
import { games, players, teams } from '../db/schema.ts';
import { keptPlayerOf } from '../players/merge.ts';

/** What a link preview shows of a page (Open Graph), and structured data for search engines. */
export type PageMeta = {
  title: string;
  description: string;
  type: 'website' | 'profile' | 'article';
  jsonLd?: Record<string, unknown>;
};

type Context = { db: Executor; siteName: string; timezone: string; origin: string };

const FIXED_PAGES: Partial<Record<PublicPage, PageText>> = {
  '/': pageTexts.home,
  '/schedule': pageTexts.schedule,
  '/standings': pageTexts.standings,
  '/playoffs': pageTexts.playoffs,
  '/statistics': pageTexts.statistics,
  '/records': pageTexts.records,
  '/locations': pageTexts.locations,
  '/past-leagues': pageTexts.pastLeagues,
  '/register': pageTexts.register,
  '/league-rules': pageTexts.leagueRules,
  '/faq': pageTexts.faq,
  '/contact': pageTexts.contact,
  '/privacy-policy': pageTexts.privacyPolicy,
};

async function teamMeta(db: Executor, id: number): Promise<PageMeta | null> {
  const team = await db.query.teams.findFirst({
    where: eq(teams.id, id),
    columns: { name: true },
    with: { league: { columns: { name: true } } },
  });
  if (!team) return null;
  return {
    title: team.name,
    description: `${team.name} in ${team.league.name}: roster, upcoming games, results and team statistics.`,
    type: 'website',
  };
}

async function playerMeta(db: Executor, id: number): Promise<PageMeta | null> {
  const find = (playerId: number) =>
    db.query.players.findFirst({
      where: eq(players.id, playerId),
      columns: { firstName: true, lastName: true, position: true },
    });
  let player = await find(id);
  // A player merged into another is the one they became.
  const kept = player ? null : await keptPlayerOf(db, id);
  if (kept !== null) player = await find(kept);
  if (!player) return null;
  const name = `${player.firstName} ${player.lastName}`;
  return {
    title: name,
    description: `${name}${player.position ? `, ${player.position}` : ''}: averages per league, career highs and game log.`,
    type: 'profile',
  };
}

/** schema.org's EventStatusType of a game: a forfeited game is not played, so it is cancelled. */
function eventStatus(game: Pick<GameStatusFields, 'status' | 'rescheduledFrom'>): string {
  switch (game.status) {
    case 'postponed':
      return 'EventPostponed';
    case 'cancelled':
    case 'forfeit':
      return 'EventCancelled';
    case 'scheduled':
    case 'final':
      return game.rescheduledFrom ? 'EventRescheduled' : 'EventScheduled';
    default:
      return assertNever(game.status);
  }
}

async function boxScoreMeta({ db, timezone, origin }: Context, id: number): Promise<PageMeta | null> {
  const game = await db.query.games.findFirst({
    where: eq(games.id, id),
    with: {
      homeTeam: { columns: { id: true, name: true } },
      awayTeam: { columns: { id: true, name: true } },
      league: { columns: { name: true } },
      location: { columns: { name: true, address: true } },
    },
  });
  if (!game) return null;
  const when = `${formatGameDate(game.date)}, ${formatGameTime(game.time)}`;
  const status = statusText({ ...game, HomeTeam: game.homeTeam, AwayTeam: game.awayTeam });
  const result = isPlayed(game)
    ? `Final: ${game.homeTeam.name} ${game.homeTeamScore ?? 0}, ${game.awayTeam.name} ${game.awayTeamScore ?? 0}.`
    : status
      ? `${status}.`
      : `Tip-off ${when}${game.rescheduledFrom ? ` (${RESCHEDULED_MARK.toLowerCase()})` : ''}.`;
  const team = (side: { id: number; name: string }) => ({
    '@type': 'SportsTeam',
    name: side.name,
    sport: 'Basketball',
    url: `${origin}/teams/${side.id}`,
  });
  return {
    title: `${game.homeTeam.name} vs ${game.awayTeam.name} box score`,
    description: `${game.league.name}, ${when} at ${game.location.name}. ${result}`,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: `${game.awayTeam.name} at ${game.homeTeam.name}`,
      sport: 'Basketball',
      startDate: new Date(gameInstant(game.date, game.time, timezone)).toISOString(),
      eventStatus: `https://schema.org/${eventStatus(game)}`,
      location: { '@type': 'Place', name: game.location.name, address: game.location.address },
      homeTeam: team(game.homeTeam),
      awayTeam: team(game.awayTeam),
      competitor: [team(game.homeTeam), team(game.awayTeam)],
      superEvent: { '@type': 'SportsEvent', name: game.league.name },
      url: `${origin}/games/${game.id}/box-score`,
    },
  };
}

/**
 * Every public page has a preview of its own; the path it is kept and described under is the
 * page as the site spells it (`/teams/007/` is `/teams/7`). Null for any other path.
 */
export const previewPath = pagePath;

/** The preview of a page (a path from `previewPath`), or null when its record does not exist. */
export async function pageMeta(context: Context, path: string): Promise<PageMeta | null> {
  const opened = publicPage(path);
  if (!opened) return null;
  const fixed = FIXED_PAGES[opened.page];
  if (fixed) return { ...fixed, type: 'website' };
  if (opened.id === null) return null;
  if (opened.page === '/teams/:id') return teamMeta(context.db, opened.id);
  if (opened.page === '/players/:id') return playerMeta(context.db, opened.id);
  return boxScoreMeta(context, opened.id);
}

/** Text as HTML text or a double- or single-quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * JSON inside a script element: nothing in it can close the element or start a comment, and
 * the line separators JavaScript once refused are escaped too.
 */
const scriptJson = (data: unknown) =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

type Slot = 'title' | 'description' | 'head' | 'root' | 'body';
type Cut = { slot: Slot; start: number; end: number };

/** Where the served page's own title, description and tags go in the app's index.html. */
function cutsOf(html: string): Cut[] {
  const cuts: Cut[] = [];
  const title = /<title>[^<]*<\/title>/.exec(html);
  if (title) cuts.push({ slot: 'title', start: title.index, end: title.index + title[0].length });
  const description = /(<meta\s+name="description"\s+content=")([^"]*)"/.exec(html);
  if (description) {
    const start = description.index + (description[1] as string).length;
    cuts.push({ slot: 'description', start, end: start + (description[2] as string).length });
  }
  const head = html.indexOf('</head>');
  if (head >= 0) cuts.push({ slot: 'head', start: head, end: head });
  const root = /<div id="root">/.exec(html);
  if (root) cuts.push({ slot: 'root', start: root.index + root[0].length, end: root.index + root[0].length });
  const body = html.lastIndexOf('</body>');
  if (body >= 0) cuts.push({ slot: 'body', start: body, end: body });
  return cuts.sort((a, b) => a.start - b.start);
}

/**
 * What a page arrives with beyond its preview: its first data, the code of its screen to
 * preload, and its screen as the server rendered it (HTML the app's own rendering escaped).
 */
export type PageExtras = { firstData?: FirstData; preloads?: readonly string[]; rendered?: string };

export type PageTemplate = (
  meta: PageMeta | null,
  context: { siteName: string; origin: string; url: string },
  extras?: PageExtras,
) => string;

/**
 * The app's index.html as a template, cut once at start-up. A page's title, description, Open
 * Graph tags and structured data are escaped for HTML where they are put in, and the page is
 * joined from plain pieces: no text of a name is ever read as a pattern or a replacement.
 */
export function pageTemplate(indexHtml: string): PageTemplate {
  const cuts = cutsOf(indexHtml);
  const pieces = cuts.map((cut, index) => indexHtml.slice(index === 0 ? 0 : (cuts[index - 1] as Cut).end, cut.start));
  const rest = indexHtml.slice(cuts.at(-1)?.end ?? 0);
  return (meta, context, { firstData, preloads = [], rendered = '' } = {}) => {
    if (!meta) return indexHtml;
    const title = meta.title ? `${meta.title} | ${context.siteName}` : context.siteName;
    const tags = [
      `<meta property="og:site_name" content="${escapeHtml(context.siteName)}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title || context.siteName)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:type" content="${meta.type}" />`,
      `<meta property="og:url" content="${escapeHtml(context.origin + context.url)}" />`,
      `<meta property="og:image" content="${escapeHtml(`${context.origin}/logo.svg`)}" />`,
      `<meta name="twitter:card" content="summary" />`,
      meta.jsonLd ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
    ]
      .filter(Boolean)
      .join('\n    ');
    const values: Record<Slot, string> = {
      title: `<title>${escapeHtml(title)}</title>`,
      description: escapeHtml(meta.description),
      head: `  ${tags}\n  `,
      root: rendered,
      // After the page it renders, so the browser shows the page before reading them: the data,
      // and the code to fetch once the page has painted.
      body: [
        firstData
          ? `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptJson(firstData)}</script>`
          : '',
        preloads.length > 0
          ? `<script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">${scriptJson(preloads)}</script>`
          : '',
      ]
        .filter(Boolean)
        .map((element) => `  ${element}\n`)
        .join(''),
    };
    return cuts.map((cut, index) => (pieces[index] as string) + values[cut.slot]).join('') + rest;
  };
}
