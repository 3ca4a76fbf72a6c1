/**
 * Words that crawlers, link previewers, monitors and scripted HTTP clients put in their user
 * agent. A browser's user agent has none of them, with two exceptions the rule spells out:
 * Cubot phones ("CUBOT") are people, and "HeadlessChrome" is a full browser running the
 * site's scripts (the browser tests use it), so it counts like any other Chrome.
 */
const BOT_MARKERS = [
  '(?<!cu)bot',
  'crawl',
  'spider',
  'slurp',
  'scrap',
  'headless(?!chrome)',
  'lighthouse',
  'pagespeed',
  'facebookexternalhit',
  'embedly',
  'preview',
  'archiver',
  'mediapartners',
  'feedfetcher',
  'pingdom',
  'uptime',
  'monitor',
  'curl/',
  'wget/',
  'python',
  'go-http-client',
  'java/',
  'okhttp',
  'axios/',
  'node-fetch',
  'undici',
  'phantomjs',
  'httpclient',
  'libwww',
];

const BOT_PATTERN = new RegExp(BOT_MARKERS.join('|'), 'i');

/** A visit to count comes from a browser: a user agent, and none of the bot markers in it. */
export function isCountedUserAgent(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && userAgent.trim() !== '' && !BOT_PATTERN.test(userAgent);
}
