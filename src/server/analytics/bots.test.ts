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

  it.each([
    ['Chrome on Windows', HEADLESS_CHROME.replace('X11; Linux x86_64', 'Windows NT 10.0; Win64; x64')],
    ['a newer version', HEADLESS_CHROME.replace('131.0.6778.33', '140.0.7339.80')],
    [
      'a phone-sized page',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Mobile Safari/537.36',
    ],
  ])('counts HeadlessChrome whatever it runs on: %s', (_name, userAgent) =>
    expect(isCountedUserAgent(userAgent)).toBe(true),
  );

  it.each([
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    ],
    [
      "Facebook's in-app browser",
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,2;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
    ],
    [
      'Chrome on an iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    ],
  ])('counts %s', (_name, userAgent) => expect(isCountedUserAgent(userAgent)).toBe(true));

  // Crawlers and previewers with neither "bot" nor any other word of the project's own list.
  it.each([
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0;)',
    'APIs-Google (+https://developers.google.com/webmasters/APIs-Google.html)',
    'Google-Site-Verification/1.0',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (compatible; Qwantify/2.4w; +https://www.qwant.com/)/2.4w',
    'Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36 PTST/240201.150607',
  ])('does not count %s', (userAgent) => expect(isCountedUserAgent(userAgent)).toBe(false));

  it.each([
    'HeadlessShell/120.0',
    'Slurp',
    'Scrapy/2.11',
    'Lighthouse/12.2',
    'facebookexternalhit/1.1',
    'Embedly/0.2',
    'Uptime-Kuma/1.23.11',
    'SiteMonitoring/1.0',
    'Wget/1.21.4',
    'python-requests/2.32.3',
    'axios/1.7.9',
    'undici/6.21',
  ])("does not count a browser's user agent that names %s", (tool) =>
    expect(isCountedUserAgent(`${CHROME} ${tool}`)).toBe(false),
  );
});
