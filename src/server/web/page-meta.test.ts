import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readServedPage } from '../../../test/served-html.ts';
import { escapeHtml, pageTemplate, previewPath, type PageMeta } from './page-meta.ts';

/** The web app's own index.html, as the server serves it. */
const indexHtml = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const render = pageTemplate(indexHtml);
const context = { siteName: 'City Hoops League', origin: 'https://league.example.org', url: '/players/7' };

/** The review's names: replacement patterns, a refresh, a script end, quotes and angle brackets. */
const HOSTILE = [
  '0;url=https://evil.example/?',
  '$2 http-equiv=refresh x=$2',
  '$&',
  '$`',
  "$'",
  '$1',
  '$$',
  '$<name>',
  '</script><script>alert(1)</script>',
  '"quoted" & \'single\'',
  '<b>bold</b> <!-- comment',
  '\u2028\u2029',
];

const preview = (name: string): PageMeta => ({
  title: name,
  description: `${name}: averages per league, career highs and game log.`,
  type: 'profile',
  jsonLd: { '@type': 'SportsEvent', name, location: { name } },
});

const plain = readServedPage(render(preview('Ann Lee'), context));

/** A browser reads the name back as it was stored, and the page keeps exactly the built one's elements. */
function expectServedAsText(name: string) {
  const page = readServedPage(render(preview(name), context));
  // The HTML parser turns a CR or CR LF in text into LF, as it does for every page.
  const asParsed = (text: string) => text.replace(/\r\n?/g, '\n');
  expect(page.titles).toEqual([asParsed(`${name} | City Hoops League`)]);
  expect(page.descriptions).toEqual([asParsed(`${name}: averages per league, career highs and game log.`)]);
  expect(page.ogTitles).toEqual([asParsed(name)]);
  expect(page.roots).toBe(1);
  expect(page.httpEquiv).toBe(0);
  expect(page.bodyElements).toBe(plain.bodyElements);
  // The app's own module script and the structured data, nothing else.
  expect(page.scripts.map((script) => script.type).sort()).toEqual(['application/ld+json', 'module']);
  const jsonLd = page.scripts.find((script) => script.type === 'application/ld+json');
  expect(JSON.parse(jsonLd?.text ?? '')).toEqual(preview(name).jsonLd);
}

describe('pageTemplate', () => {
  it("puts the page's rendering in the root, then its first data and the addresses of its code in JSON blocks", () => {
    const firstData = { at: 1, answers: { '/api/site': { siteName: '</script><script>alert(1)</script>' } } };
    const html = render(preview('Ann Lee'), context, {
      firstData,
      preloads: ['/assets/player-1.js'],
      rendered: '<h1>Ann Lee</h1>',
    });
    expect(html).toContain('<div id="root"><h1>Ann Lee</h1></div>');
    const served = readServedPage(html);
    const blocks = served.scripts.filter((script) => script.type === 'application/json');
    expect(blocks.map((block) => JSON.parse(block.text))).toEqual([firstData, ['/assets/player-1.js']]);
    // The data and the code come after the page, so the browser has the page to show before
    // it reads them; nothing asks for the code before the page has painted.
    expect(served.scripts.map((script) => script.type)).toEqual([
      'application/ld+json',
      'module',
      'application/json',
      'application/json',
    ]);
    expect(html.indexOf('id="first-data"')).toBeGreaterThan(html.indexOf('<h1>Ann Lee</h1></div>'));
    expect(html.indexOf('id="page-code"')).toBeGreaterThan(html.indexOf('<h1>Ann Lee</h1></div>'));
    expect(html).not.toContain('href="/assets/player-1.js"');
  });

  it.each(HOSTILE)('serves %j as text in the title, description, preview and structured data', (name) => {
    expectServedAsText(name);
    expectServedAsText(`Ann ${name} Lee`);
  });

  it('serves any name as text (generated names)', () => {
    const hostileCharacter = fc.constantFrom(
      ...'$&`\'"<>/=;!-?#%\\ \u2028\u2029'.split(''),
      '$1',
      '$2',
      '$&',
      '$`',
      "$'",
      '</script>',
      '<!--',
      'http-equiv=refresh',
    );
    // Stored names are never blank and hold no control character (the text fields refuse them).
    const name = fc
      .oneof(
        fc.string({ unit: hostileCharacter, maxLength: 40 }),
        fc.string({ unit: fc.oneof(hostileCharacter, fc.string({ unit: 'grapheme', maxLength: 2 })), maxLength: 30 }),
        fc.string({ unit: 'binary', maxLength: 30 }),
      )
      .map((value) => value.replace(/\p{Cc}/gu, ''))
      .filter((value) => value.length > 0);
    fc.assert(
      fc.property(name, (value) => expectServedAsText(value)),
      { numRuns: 500 },
    );
    // 500 pages parsed: a few seconds on a busy two-core machine.
  }, 30_000);

  it('puts the preview in the head, before the app', () => {
    const html = render(preview('Ann Lee'), context);
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<meta property="og:url" content="https://league.example.org/players/7" />');
    expect(html.endsWith(indexHtml.slice(indexHtml.indexOf('</head>')))).toBe(true);
  });

  it('leaves the page as built when there is no preview', () => {
    expect(render(null, context)).toBe(indexHtml);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });
});

describe('previewPath', () => {
  it.each([
    ['/', '/'],
    ['/standings/', '/standings'],
    ['/players/007', '/players/7'],
    ['/teams/12/', '/teams/12'],
    ['/games/3/box-score', '/games/3/box-score'],
  ])('gives %s the page %s', (path, page) => {
    expect(previewPath(path)).toBe(page);
  });

  it.each(['/games/3', '/teams/3/box-score', '/players/x', '/players/0', '/admin', '/nowhere', '/players/2147483648'])(
    'gives %s no preview of its own',
    (path) => {
      expect(previewPath(path)).toBeNull();
    },
  );
});
