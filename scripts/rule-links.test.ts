import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code points at the league's rules by file and section, such as
 * `docs/rules/numbers.md#played-game` (docs/rules/README.md#pointing-at-a-rule), and at the
 * decision records by file: every such link leads to a file that exists and a heading it has.
 */

const root = path.resolve(import.meta.dirname, '..');
const SEARCHED = ['src', 'scripts', 'e2e', 'test', 'bench'];
const LINK = /docs\/(?:rules|decisions)\/[\w.-]+\.md(?:#[\w-]+)?/g;

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a hyphen. */
function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings; a repeated heading's gets `-1`, `-2`, as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every link to a rule or a decision in the searched folders, with the file and line it is on;
 * this file's own are examples, some broken on purpose.
 */
function ruleLinks() {
  const files = SEARCHED.flatMap((dir) => filesUnder(path.join(root, dir)));
  return files
    .filter((file) => file !== import.meta.filename)
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(LINK)].map(([link]) => ({ at: `${path.relative(root, file)}:${index + 1}`, link })),
        ),
    );
}

const anchorsByFile = new Map<string, Set<string> | null>();
/** The anchors of a file under docs/, or null when it does not exist. */
function anchorsIn(file: string): Set<string> | null {
  if (!anchorsByFile.has(file)) {
    const full = path.join(root, file);
    anchorsByFile.set(file, existsSync(full) ? anchorsOf(readFileSync(full, 'utf8')) : null);
  }
  return anchorsByFile.get(file)!;
}

/** Why a link leads nowhere, or null when it leads to its section. */
function brokenBecause(link: string): string | null {
  const [file, anchor] = link.split('#') as [string, string | undefined];
  const anchors = anchorsIn(file);
  if (!anchors) return 'no such file';
  if (anchor !== undefined && !anchors.has(anchor)) return 'no such heading';
  return null;
}

describe('links to the rules and decisions', () => {
  it('makes anchors as GitHub does', () => {
    expect(headingSlug('Order and tie-breaks')).toBe('order-and-tie-breaks');
    expect(headingSlug('eFG% and TS%')).toBe('efg-and-ts');
    expect(headingSlug('Box score page')).toBe('box-score-page');
    expect([...anchorsOf('# Rules\n## Games\n```\n# not a heading\n```\n## Games\n')]).toEqual([
      'rules',
      'games',
      'games-1',
    ]);
  });

  it('finds a missing file and a missing heading', () => {
    expect(brokenBecause('docs/rules/numbers.md#played-game')).toBeNull();
    expect(brokenBecause('docs/rules/numbers.md#no-such-rule')).toBe('no such heading');
    expect(brokenBecause('docs/rules/no-such-file.md')).toBe('no such file');
  });

  it('lead to a file that exists and a heading it has', () => {
    const links = ruleLinks();
    // The code points at the rules in hundreds of places: finding none means the search broke.
    expect(links.length).toBeGreaterThan(100);
    const broken = links.flatMap(({ at, link }) => {
      const why = brokenBecause(link);
      return why ? [`${at}: ${link} (${why})`] : [];
    });
    expect(broken).toEqual([]);
  });
});
