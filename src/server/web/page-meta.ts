import { eq } from 'drizzle-orm';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import { isPlayed } from '#domain/games.ts';
import { pageTexts, type PageText } from '#domain/page-texts.ts';
import { gameInstant } from '#domain/schedule.ts';
import type { Executor } from '../db/client.ts';
import { games, players, teams } from '../db/schema.ts';

/** What a link preview shows of a page (Open Graph), and structured data for search engines. */
export type PageMeta = {
  title: string;
  description: string;
  type: 'website' | 'profile' | 'article';
  jsonLd?: Record<string, unknown>;
};

type Context = { db: Executor; siteName: string; timezone: string; origin: string };

const STATIC_PAGES: Record<string, PageText> = {
  '/': pageTexts.home,
  '/schedule': pageTexts.schedule,
  '/standings': pageTexts.standings,
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
  const player = await db.query.players.findFirst({
    where: eq(players.id, id),
    columns: { firstName: true, lastName: true, position: true },
  });
  if (!player) return null;
  const name = `${player.firstName} ${player.lastName}`;
  return {
    title: name,
    description: `${name}${player.position ? `, ${player.position}` : ''}: averages per league, career highs and game log.`,
    type: 'profile',
  };
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
  const result = isPlayed(game)
    ? `Final: ${game.homeTeam.name} ${game.homeTeamScore ?? 0}, ${game.awayTeam.name} ${game.awayTeamScore ?? 0}.`
    : `Tip-off ${when}.`;
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
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: game.location.name, address: game.location.address },
      homeTeam: team(game.homeTeam),
      awayTeam: team(game.awayTeam),
      competitor: [team(game.homeTeam), team(game.awayTeam)],
      superEvent: { '@type': 'SportsEvent', name: game.league.name },
      url: `${origin}/games/${game.id}/box-score`,
    },
  };
}

const byId = /^\/(teams|players|games)\/(\d{1,9})(\/box-score)?$/;

/** The preview of a public page, or null for pages without one of their own. */
export async function pageMeta(context: Context, pathname: string): Promise<PageMeta | null> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = STATIC_PAGES[path];
  if (known) return { ...known, type: 'website' };
  const match = byId.exec(path);
  if (!match) return null;
  const id = Number(match[2]);
  if (match[1] === 'teams' && !match[3]) return teamMeta(context.db, id);
  if (match[1] === 'players' && !match[3]) return playerMeta(context.db, id);
  if (match[1] === 'games' && match[3]) return boxScoreMeta(context, id);
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element must not be able to close it. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The app's index.html with the page's title, description, Open Graph tags and structured data. */
export function withPageMeta(
  html: string,
  meta: PageMeta | null,
  context: Omit<Context, 'db' | 'timezone'> & { url: string },
) {
  if (!meta) return html;
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
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
    .replace('</head>', `  ${tags}\n  </head>`);
}
