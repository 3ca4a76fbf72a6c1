import { createIsBotFromList, findBotPatterns, list } from 'isbot';

/**
 * A headless Chrome runs the site's scripts like any other Chrome, and the browser tests drive
 * one: it is a visitor. isbot counts it as a bot, so whichever of its patterns catch this user
 * agent are left out (a pattern may change its spelling from one release to the next).
 */
const HEADLESS_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36';
const countedAnyway = new Set(findBotPatterns(HEADLESS_CHROME));

/**
 * The project's own markers, which isbot misses when a tool's name follows a browser's user
 * agent (`<Chrome's user agent> Slurp/1.2`): slurp, scrap (Scrapy), lighthouse, facebookexternalhit,
 * embedly, uptime (Uptime Kuma), monitor (isbot has only a whole word), wget/, python, axios/
 * and undici. `headless(?!chrome)` puts back the rest of isbot's "headless": other headless
 * browsers and shells (HeadlessShell) do not count. isbot catches the other words of the former
 * list in such user agents too, and tells a Cubot phone ("CUBOT") from a bot as it did.
 */
const PROJECT_MARKERS = [
  'headless(?!chrome)',
  'slurp',
  'scrap',
  'lighthouse',
  'facebookexternalhit',
  'embedly',
  'uptime',
  'monitor',
  'wget/',
  'python',
  'axios/',
  'undici',
];

const isBot = createIsBotFromList([...list.filter((pattern) => !countedAnyway.has(pattern)), ...PROJECT_MARKERS]);

/** A visit to count comes from a browser: a user agent, and not a crawler's, monitor's or script's. */
export function isCountedUserAgent(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && userAgent.trim() !== '' && !isBot(userAgent);
}
