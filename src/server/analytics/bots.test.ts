import { describe, expect, it } from 'vitest';
import { isCountedUserAgent } from './bots.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const HEADLESS_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36';
const CUBOT = 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile';

describe('which visits count', () => {
  it.each([
    ['Chrome', CHROME],
    ['Safari on an iPhone', IPHONE],
    ['Firefox', FIREFOX],
    ['HeadlessChrome (a real browser running the page)', HEADLESS_CHROME],
    ['a Cubot phone', CUBOT],
  ])('counts %s', (_name, userAgent) => expect(isCountedUserAgent(userAgent)).toBe(true));

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
    'CCBot/2.0 (https://commoncrawl.org/faq/)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Chrome-Lighthouse',
    'Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1',
    'Mozilla/5.0 HeadlessShell/120.0',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.32.3',
    'Go-http-client/2.0',
    'okhttp/4.12.0',
    'axios/1.7.9',
    'undici',
    'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)',
  ])('does not count %s', (userAgent) => expect(isCountedUserAgent(userAgent)).toBe(false));

  it('does not count a request without a user agent', () => {
    expect(isCountedUserAgent(undefined)).toBe(false);
    expect(isCountedUserAgent('')).toBe(false);
    expect(isCountedUserAgent('   ')).toBe(false);
  });
});
