import { describe, expect, it } from 'vitest';
import { bookState, nextSeq, type BookEntry, type PlayContent } from '#domain/play-by-play.ts';
import { offers, PAD_ACTIONS, playOf, teamLists, type PadKind } from './pad.ts';

/** A book of `plays`, each with the next seq. */
function book(...plays: PlayContent[]): BookEntry[] {
  const entries: BookEntry[] = [];
  for (const play of plays) entries.push({ ...play, id: `e${nextSeq(entries)}`, seq: nextSeq(entries) } as BookEntry);
  return entries;
}

const FIVE = { kind: 'startingFive', period: 1, side: 'home', players: [1, 2, 3, 4, 5] } as const;
const START = { kind: 'periodStart', period: 1 } as const;
const foul = { kind: 'personalFoul', period: 1, side: 'home', playerId: 1 } as const;
const offered = (state: ReturnType<typeof bookState>, who: Parameters<typeof offers>[1]) =>
  PAD_ACTIONS.map((action) => action.kind).filter((kind: PadKind) => offers(kind, who, state));

describe('the pad', () => {
  it('offers a team its own plays only: rebounds, a turnover, a technical foul, a timeout', () => {
    const state = bookState(book(FIVE, START));
    expect(offered(state, { side: 'home', playerId: null })).toEqual([
      'offensiveRebound',
      'defensiveRebound',
      'turnover',
      'technicalFoul',
      'timeout',
    ]);
  });

  it('offers a player on the bench a technical foul or the way in, and a disqualified one only the way out', () => {
    const state = bookState(book(FIVE, START, foul, foul, foul, foul, foul, foul));
    expect(offered(state, { side: 'home', playerId: 6 })).toEqual(['technicalFoul', 'timeout', 'substitution']);
    expect(offered(state, { side: 'home', playerId: 1 })).toEqual(['substitution']);
    expect(
      teamLists(
        { id: 1, name: 'Hawks', players: [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `P${id}`, number: id })) },
        'home',
        state,
      ),
    ).toMatchObject({
      court: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }],
      bench: [{ id: 6 }],
    });
  });

  it('offers only substitutions and technical fouls between periods, recorded in the coming period', () => {
    const state = bookState(book(FIVE, START, { kind: 'periodEnd', period: 1 }));
    expect(offered(state, { side: 'home', playerId: 2 })).toEqual(['technicalFoul', 'substitution']);
    expect(playOf('technicalFoul', { side: 'home', playerId: 2 }, state)).toEqual({
      kind: 'technicalFoul',
      period: 2,
      side: 'home',
      playerId: 2,
    });
  });
});
