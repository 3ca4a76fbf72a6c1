import { describe, expect, it } from 'vitest';
import { gameTag, leagueTag, EVERYTHING } from '../db/changes.ts';
import { liveEvent, LiveHub, type LiveViewer } from './live-hub.ts';

/** Reads that land when the test says, each with the answer it gives. */
function reads() {
  const pending: { gameId: number; land: (status: number, body: string) => void }[] = [];
  const read = (gameId: number) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      pending.push({ gameId, land: (status, body) => resolve({ status, body }) });
    });
  /** Lands the oldest read under way, then lets the hub act on it. */
  const land = async (body: string, status = 200) => {
    pending.shift()!.land(status, body);
    await turn();
  };
  return { read, pending, land };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const answer = (gameId: number, score: number) => JSON.stringify({ scoredLive: true, gameId, leagueId: 7, score });

/** A viewer that keeps what it was sent, as text. */
function viewer() {
  const sent: string[] = [];
  let ended = false;
  const self: LiveViewer = { send: (chunk) => void sent.push(String(chunk)), end: () => void (ended = true) };
  return { self, sent, ended: () => ended };
}

const hubOf = (read: ReturnType<typeof reads>['read'], max = 10) =>
  new LiveHub({ read, max, log: { warn: () => undefined } });

describe('the live hub', () => {
  it('reads a game once for every viewer who joins while the read is under way, and sends them the same answer', async () => {
    const io = reads();
    const hub = hubOf(io.read);
    const first = viewer();
    const second = viewer();
    hub.join(40, first.self);
    hub.join(40, second.self);
    expect(io.pending).toHaveLength(1);
    await io.land(answer(40, 0));
    expect(first.sent).toEqual([liveEvent(answer(40, 0))]);
    expect(second.sent).toEqual(first.sent);
    // A viewer who comes later is sent the answer held, without a read.
    const third = viewer();
    hub.join(40, third.self);
    expect(third.sent).toEqual(first.sent);
    expect(hub.reads).toBe(1);
  });

  it('reads once more after a read under way, however many changes came meanwhile', async () => {
    const io = reads();
    const hub = hubOf(io.read);
    const fan = viewer();
    hub.join(40, fan.self);
    await io.land(answer(40, 0));
    hub.changed({ tags: [gameTag(40)] });
    await turn();
    expect(io.pending).toHaveLength(1);
    for (let play = 0; play < 3; play++) {
      hub.changed({ tags: [gameTag(40)] });
      await turn();
    }
    expect(io.pending).toHaveLength(1);
    await io.land(answer(40, 2));
    // The changes that came during the first read: one more read, not three.
    expect(io.pending).toHaveLength(1);
    await io.land(answer(40, 8));
    expect(io.pending).toHaveLength(0);
    expect(hub.reads).toBe(3);
    expect(fan.sent).toEqual([answer(40, 0), answer(40, 2), answer(40, 8)].map(liveEvent));
  });

  it('reads only the watched games a change concerns, and sends an answer that did not change to nobody', async () => {
    const io = reads();
    const hub = hubOf(io.read);
    const fan = viewer();
    hub.join(40, fan.self);
    await io.land(answer(40, 0));
    hub.changed({ tags: [gameTag(41)] });
    hub.changed({ tags: [leagueTag(8)] });
    await turn();
    expect(io.pending).toHaveLength(0);
    // Its league changed (another game went on): read again, the same answer, nothing sent.
    hub.changed({ tags: [leagueTag(7)] });
    await turn();
    await io.land(answer(40, 0));
    hub.changed(EVERYTHING);
    await turn();
    await io.land(answer(40, 0));
    expect(fan.sent).toHaveLength(1);
  });

  it('reads nothing for a game nobody watches any more, and forgets a viewer who leaves', async () => {
    const io = reads();
    const hub = hubOf(io.read);
    const fan = viewer();
    const leave = hub.join(40, fan.self)!;
    await io.land(answer(40, 0));
    expect(hub.viewersOf(40)).toBe(1);
    leave();
    leave();
    expect(hub.viewers).toBe(0);
    hub.changed(EVERYTHING);
    await turn();
    expect(io.pending).toHaveLength(0);
    expect(hub.reads).toBe(1);
  });

  it('ends the streams of a game that is gone, and every stream when it closes', async () => {
    const io = reads();
    const hub = hubOf(io.read, 2);
    const gone = viewer();
    hub.join(40, gone.self);
    await io.land('{"message":"Game not found"}', 404);
    expect(gone.ended()).toBe(true);
    expect(hub.viewers).toBe(0);

    const [one, two, three] = [viewer(), viewer(), viewer()];
    expect(hub.join(41, one.self)).not.toBeNull();
    expect(hub.join(42, two.self)).not.toBeNull();
    // Past the most streams a server holds.
    expect(hub.accepting).toBe(false);
    expect(hub.join(41, three.self)).toBeNull();
    hub.close();
    expect([one.ended(), two.ended()]).toEqual([true, true]);
    expect(hub.viewers).toBe(0);
    expect(hub.join(41, three.self)).toBeNull();
  });
});
