import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { htmlOf } from './html.ts';

const ORIGIN = 'https://league.example.org';

type Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

/** The links of an HTML document, and its text as a reader sees it. */
function read(html: string) {
  const links: string[] = [];
  let text = '';
  const walk = (node: Node) => {
    if (node.nodeName === 'a') links.push(node.attrs!.find((attr) => attr.name === 'href')!.value);
    if (node.nodeName === '#text') text += node.value;
    node.childNodes?.forEach(walk);
  };
  walk(parse(html) as unknown as Node);
  return { links, text };
}

describe("an email's HTML part", () => {
  it("links the site's own addresses", () => {
    const text = `See the schedule: ${ORIGIN}/schedule\nStop game news: ${ORIGIN}/unsubscribe/abc`;
    const { links, text: shown } = read(htmlOf(text, ORIGIN));
    expect(links).toEqual([`${ORIGIN}/schedule`, `${ORIGIN}/unsubscribe/abc`]);
    expect(shown).toBe(text);
  });

  it('shows any other address as text, in pieces no mail program links, reading the same', () => {
    const text =
      'Hi http://evil.example/login?x=, your team www.evil.example and https://league.example.org.evil.example/';
    const html = htmlOf(text, ORIGIN);
    const { links, text: shown } = read(html);
    expect(links).toEqual([]);
    expect(shown).toBe(text);
    expect(html).not.toMatch(/https?:\/\/evil/);
    expect(html).not.toContain('www.evil');
  });

  it('escapes markup', () => {
    const { links, text } = read(htmlOf('Hi <a href="https://evil.example">you</a> & "friends"', ORIGIN));
    expect(links).toEqual([]);
    expect(text).toBe('Hi <a href="https://evil.example">you</a> & "friends"');
  });
});
