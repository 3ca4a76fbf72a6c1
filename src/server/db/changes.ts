/**
 * What a write changed, in the words of the public read cache: the answers tagged with any
 * of `tags` (and every answer that depends on everything), or simply everything.
 */
export type Change = { readonly everything: true } | { readonly tags: readonly string[] };

/** What an answer depends on: answers tagged so, or `'any'` change at all. */
export type AnswerTags = readonly string[] | 'any';

export const EVERYTHING: Change = { everything: true };

/** The data of one league: its teams, rosters, games, stat lines and awards. */
export const leagueTag = (id: number) => `league:${id}`;
/** The list of leagues (names, dates, which are active): changed only by league writes. */
export const LEAGUES_TAG = 'leagues';
export const LOCATIONS_TAG = 'locations';
export const ADVERTISEMENTS_TAG = 'advertisements';
/** The league's settings, waiver and editable pages. */
export const SITE_TAG = 'site';

/** Whether a change may alter an answer with these tags. */
export function affects(change: Change, tags: AnswerTags): boolean {
  if ('everything' in change || tags === 'any') return true;
  return tags.some((tag) => change.tags.includes(tag));
}

/** The change as the change feed carries it between servers (a notice's payload is short). */
export function encodeChange(change: Change): string {
  const text = JSON.stringify('everything' in change ? '*' : change.tags);
  return text.length > 4000 ? '"*"' : text;
}

/** A notice's change; anything unreadable counts as everything. */
export function decodeChange(text: string): Change {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.every((tag) => typeof tag === 'string')) return { tags: parsed };
  } catch {
    // Fall through: when in doubt, everything changed.
  }
  return EVERYTHING;
}
