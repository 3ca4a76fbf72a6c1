import { describe, expect, it } from 'vitest';
import { BATCH_MESSAGE, BOOK_ID_MESSAGE, bookEntriesBody, bookEntry, MAX_BATCH } from './book-schemas.ts';
import { PLAY_KIND_KEYS, type BookEntry, type PlayContent, type PlayKind } from './play-by-play.ts';

/** One play of every kind, typed by the domain: a kind missing here, or a field it lacks, fails the type check. */
const CONTENTS: { [Kind in PlayKind]: Extract<PlayContent, { kind: Kind }> } = {
  twoMade: { kind: 'twoMade', period: 1, clock: 1400, side: 'home', playerId: 1, spot: { x: 0.5, y: 0.2 } },
  twoMissed: { kind: 'twoMissed', period: 1, side: 'home', playerId: 1, spot: null },
  threeMade: { kind: 'threeMade', period: 1, clock: null, side: 'away', playerId: 11 },
  threeMissed: { kind: 'threeMissed', period: 1, side: 'away', playerId: 11 },
  freeThrowMade: { kind: 'freeThrowMade', period: 2, side: 'home', playerId: 2 },
  freeThrowMissed: { kind: 'freeThrowMissed', period: 2, side: 'home', playerId: 2 },
  offensiveRebound: { kind: 'offensiveRebound', period: 1, side: 'home', playerId: null },
  defensiveRebound: { kind: 'defensiveRebound', period: 1, side: 'away', playerId: 12 },
  assist: { kind: 'assist', period: 1, side: 'home', playerId: 3 },
  steal: { kind: 'steal', period: 1, side: 'home', playerId: 3 },
  block: { kind: 'block', period: 1, side: 'away', playerId: 13 },
  turnover: { kind: 'turnover', period: 1, side: 'away' },
  personalFoul: { kind: 'personalFoul', period: 1, side: 'home', playerId: 4 },
  shootingFoul: { kind: 'shootingFoul', period: 1, side: 'home', playerId: 4 },
  offensiveFoul: { kind: 'offensiveFoul', period: 1, side: 'away', playerId: 14 },
  technicalFoul: { kind: 'technicalFoul', period: 2, side: 'away' },
  unsportsmanlikeFoul: { kind: 'unsportsmanlikeFoul', period: 1, side: 'home', playerId: 5 },
  substitution: { kind: 'substitution', period: 2, side: 'home', playerIn: 6, playerOut: null },
  timeout: { kind: 'timeout', period: 1, clock: 600, side: 'away' },
  startingFive: { kind: 'startingFive', period: 1, side: 'home', players: [1, 2, 3, 4, 5] },
  periodStart: { kind: 'periodStart', period: 1 },
  periodEnd: { kind: 'periodEnd', period: 1, clock: 0 },
};

const plays: BookEntry[] = PLAY_KIND_KEYS.map(
  (kind, index) => ({ ...CONTENTS[kind], id: `play-${index}`, seq: index + 1 }) as BookEntry,
);
const amendments: BookEntry[] = [
  { kind: 'delete', id: 'undo_1', seq: 100, target: 'play-0' },
  { kind: 'replace', id: 'fix-1', seq: 101, target: 'play-1', play: CONTENTS.threeMade },
];

const problems = (value: unknown) => bookEntry.safeParse(value).error?.issues ?? [];

describe('a book entry on the wire', () => {
  it('reads every kind of play, a deletion and a correction as the domain types them', () => {
    for (const entry of [...plays, ...amendments]) expect(bookEntry.parse(entry), entry.kind).toEqual(entry);
  });

  it('refuses fields its kind does not have, and lacks of those it needs', () => {
    const [twoMade] = plays as [BookEntry];
    expect(problems({ ...twoMade, points: 2 })).not.toEqual([]);
    expect(problems({ ...CONTENTS.assist, id: 'a', seq: 1, spot: { x: 0, y: 0 } })).not.toEqual([]);
    expect(problems({ ...CONTENTS.assist, id: 'a', seq: 1, playerId: undefined })).not.toEqual([]);
    expect(problems({ ...CONTENTS.timeout, id: 'a', seq: 1, playerId: 3 })).not.toEqual([]);
    expect(problems({ kind: 'dunk', id: 'a', seq: 1, period: 1 })).not.toEqual([]);
    // A correction's play has no id or seq of its own: it takes those of the play it replaces.
    expect(problems({ ...amendments[1], play: { ...CONTENTS.threeMade, id: 'x' } })).not.toEqual([]);
    expect(problems({ ...CONTENTS.twoMade, id: 'a', seq: 1, spot: { x: 0, y: 0, z: 1 } })).not.toEqual([]);
  });

  it('bounds ids, seq, period, clock and lineups', () => {
    const assist = { ...CONTENTS.assist, id: 'a', seq: 1 };
    expect(problems({ ...assist, id: 'x'.repeat(64) })).toEqual([]);
    expect(problems({ ...assist, id: 'x'.repeat(65) })[0]?.message).toBe(BOOK_ID_MESSAGE);
    expect(problems({ ...assist, id: '' })[0]?.message).toBe(BOOK_ID_MESSAGE);
    expect(problems({ ...assist, id: 'a b' })[0]?.message).toBe(BOOK_ID_MESSAGE);
    expect(problems({ ...assist, seq: 0 })).not.toEqual([]);
    expect(problems({ ...assist, seq: 1.5 })).not.toEqual([]);
    expect(problems({ ...assist, period: 0 })).not.toEqual([]);
    expect(problems({ ...assist, period: 21 })).not.toEqual([]);
    expect(problems({ ...assist, clock: -1 })).not.toEqual([]);
    expect(problems({ ...assist, playerId: 0 })).not.toEqual([]);
    const five = { ...CONTENTS.startingFive, id: 'a', seq: 1 };
    expect(problems({ ...five, players: [1, 2, 3, 4, 5, 6] })).not.toEqual([]);
  });
});

describe('a batch of entries', () => {
  it('holds 1 to 200 entries and names its device', () => {
    const entry = plays[0]!;
    const batch = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ ...entry, id: `e${index}`, seq: index + 1 }));
    expect(bookEntriesBody.safeParse({ device: 'phone-1', entries: batch(MAX_BATCH) }).success).toBe(true);
    expect(bookEntriesBody.safeParse({ device: 'phone-1', entries: [] }).error?.issues[0]?.message).toBe(BATCH_MESSAGE);
    expect(
      bookEntriesBody.safeParse({ device: 'phone-1', entries: batch(MAX_BATCH + 1) }).error?.issues[0]?.message,
    ).toBe(BATCH_MESSAGE);
    expect(bookEntriesBody.safeParse({ device: 'phone 1', entries: batch(1) }).success).toBe(false);
  });
});
