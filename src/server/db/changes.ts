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
/**
 * A part of a league's data that some answers depend on alone: its teams and their players, its
 * games' scores, its stat lines, its awards. A write that changes one part alone says so (a
 * score saved, a stat line saved); any other write to the league changes all of them.
 */
export type LeaguePart = 'teams' | 'scores' | 'lines' | 'awards';
/** One part of one league's data, or with `'*'` that part of every league's. */
export const leaguePartTag = (id: number | '*', part: LeaguePart) => `league:${id}:${part}`;
/** A game's own live answers: a play changes them and nothing else until the game is closed. */
export const gameTag = (id: number) => `game:${id}`;
/** The list of leagues (names, dates, which are active): changed only by league writes. */
export const LEAGUES_TAG = 'leagues';
export const LOCATIONS_TAG = 'locations';
export const ADVERTISEMENTS_TAG = 'advertisements';
/** The league's settings, waiver and editable pages. */
export const SITE_TAG = 'site';

/**
 * Whether a change to what `changed` names may alter what `tag` names. Tags are paths of
 * `:`-separated names, and a change covers everything under it as well as what it lies under:
 * `league:5` covers `league:5:scores`, and `league:5:scores` changes the answers of `league:5`,
 * but not those of `league:5:lines`. An answer's `*` stands for any one name.
 */
function covers(changed: string, tag: string): boolean {
  if (changed === tag) return true;
  const changedNames = changed.split(':');
  const tagNames = tag.split(':');
  const shared = Math.min(changedNames.length, tagNames.length);
  for (let index = 0; index < shared; index += 1) {
    if (tagNames[index] !== '*' && tagNames[index] !== changedNames[index]) return false;
  }
  return true;
}

/** Whether a change may alter an answer with these tags. */
export function affects(change: Change, tags: AnswerTags): boolean {
  if ('everything' in change || tags === 'any') return true;
  return tags.some((tag) => change.tags.some((changed) => covers(changed, tag)));
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
