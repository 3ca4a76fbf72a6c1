import { describe, expect, it } from 'vitest';
import {
  GAME_OVER,
  LEAGUE_GAME_SETTINGS,
  nextSeq,
  NO_PERIOD_IN_PLAY,
  PLAYER_NOT_ON_ROSTER,
  type Book,
  type BookEntry,
  type PlayContent,
} from '#domain/play-by-play.ts';
import { bookProblem, mergeServerBook, type BookRules } from './server-book.ts';

const rules: BookRules = {
  rosters: { home: [1, 2, 3], away: [11, 12, 13] },
  settings: LEAGUE_GAME_SETTINGS,
  closed: false,
};

/** The book with `plays` added after it, each with the next seq and an id of `prefix`. */
function after(book: Book, prefix: string, ...plays: PlayContent[]): BookEntry[] {
  const entries = [...book];
  for (const play of plays)
    entries.push({ ...play, id: `${prefix}-${nextSeq(entries)}`, seq: nextSeq(entries) } as BookEntry);
  return entries;
}

const started = after([], 'a', { kind: 'periodStart', period: 1 });
const two = (side: 'home' | 'away', playerId: number): PlayContent => ({ kind: 'twoMade', period: 1, side, playerId });

describe('mergeServerBook', () => {
  it("takes the server's book on a device that has none", () => {
    expect(mergeServerBook(null, started, rules, { holding: false })).toEqual({
      kind: 'merged',
      entries: started,
      unsent: [],
    });
  });

  it('keeps the unsent entries after the sent ones, as they are', () => {
    const local = after(started, 'a', two('home', 1), two('away', 11));
    const unsent = local.slice(1);
    expect(mergeServerBook({ entries: local, unsent }, started, rules, { holding: true })).toEqual({
      kind: 'merged',
      entries: local,
      unsent,
    });
  });

  it('counts an unsent entry the server already has as sent: only its answer was lost', () => {
    const local = after(started, 'a', two('home', 1), two('away', 11));
    const server = local.slice(0, 2);
    expect(mergeServerBook({ entries: local, unsent: local.slice(1) }, server, rules, { holding: true })).toEqual({
      kind: 'merged',
      entries: local,
      unsent: local.slice(2),
    });
  });

  it('changes nothing for an answer older than what the server has stored (a copy read offline)', () => {
    const local = after(started, 'a', two('home', 1), two('away', 11));
    expect(mergeServerBook({ entries: local, unsent: local.slice(2) }, started, rules, { holding: true })).toEqual({
      kind: 'behind',
    });
  });

  it('keeps unsent entries waiting while another device holds the book, and renumbers them after its plays once taken over', () => {
    const local = after(started, 'a', two('home', 1));
    const unsent = local.slice(1);
    const server = after(started, 'b', two('away', 12), two('away', 13));
    expect(mergeServerBook({ entries: local, unsent }, server, rules, { holding: false })).toEqual({
      kind: 'waiting',
    });
    const merged = mergeServerBook({ entries: local, unsent }, server, rules, { holding: true });
    const moved = { ...unsent[0]!, seq: 4 };
    expect(merged).toEqual({ kind: 'merged', entries: [...server, moved], unsent: [moved] });
  });

  it("refuses, with the domain's message, unsent entries the server's book no longer takes", () => {
    const local = after(started, 'a', two('home', 1));
    const server = after(started, 'b', { kind: 'periodEnd', period: 1 });
    expect(mergeServerBook({ entries: local, unsent: local.slice(1) }, server, rules, { holding: true })).toEqual({
      kind: 'refused',
      message: NO_PERIOD_IN_PLAY,
    });
  });
});

describe('bookProblem', () => {
  it("asks the domain's question, and a closed book takes only corrections and deletions", () => {
    const play = after(started, 'a', two('home', 1)).at(-1)!;
    expect(bookProblem(started, play, rules)).toBeNull();
    expect(bookProblem(started, play, { ...rules, closed: true })).toBe(GAME_OVER);
    expect(bookProblem(started, { kind: 'delete', id: 'd', seq: 2, target: 'a-1' }, { ...rules, closed: true })).toBe(
      null,
    );
    const stranger = after(started, 'a', two('home', 99)).at(-1)!;
    expect(bookProblem(started, stranger, rules)).toBe(PLAYER_NOT_ON_ROSTER);
  });
});
