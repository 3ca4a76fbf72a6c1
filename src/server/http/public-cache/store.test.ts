import { randomBytes } from 'node:crypto';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVERYTHING, leaguePartTag, leagueTag, type Change } from '../../db/changes.ts';
import type { FreshAnswer } from './answer.ts';
import { CROWD_WAITING, PREVIOUS_ANSWER_MS, PublicCache, UNCONFIRMED_MAX_AGE_MS, type ServePrevious } from './store.ts';

const json = (size: number, tags: FreshAnswer['tags'] = 'any'): FreshAnswer => ({
  type: 'application/json',
  body: Buffer.from(JSON.stringify({ rows: 'x'.repeat(size) })),
  tags,
});
/** A read that is counted, and that finishes when the test says so. */
function gatedRead(fresh: FreshAnswer) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const read = vi.fn(async () => {
    await gate;
    return fresh;
  });
  return { read, open };
}
/** An answer that brotli makes about half as long: hex digits of random bytes. */
const noisy = (size: number): FreshAnswer => ({
  type: 'application/json',
  body: Buffer.from(JSON.stringify({ rows: randomBytes(size / 2).toString('hex') })),
  tags: 'any',
});
const keptNow = (fresh: FreshAnswer) => async () => fresh;

afterEach(() => vi.useRealTimers());

describe('PublicCache', () => {
  it('compresses an answer once: in brotli when it is kept, in gzip when a client first asks for it', async () => {
    const cache = new PublicCache();
    const { answer } = await cache.answer('games', keptNow(json(5000)));
    expect(brotliDecompressSync(answer.encoded.br!).equals(json(5000).body)).toBe(true);
    expect(answer.encoded.gzip).toBeUndefined();
    const [gzip, sameGzip] = await Promise.all([answer.encodedBody('gzip'), answer.encodedBody('gzip')]);
    expect(gunzipSync(gzip).equals(json(5000).body)).toBe(true);
    // Each form holds its own bytes alone, not a view of zlib's larger output buffer.
    expect(answer.encoded.br!.buffer.byteLength).toBe(answer.encoded.br!.length);
    expect(gzip.buffer.byteLength).toBe(gzip.length);
    expect(sameGzip).toBe(gzip);
    expect(await answer.encodedBody('br')).toBe(answer.encoded.br);
    const again = await cache.answer('games', keptNow(json(1)));
    expect(again.served).toBe('hit');
    expect(await again.answer.encodedBody('gzip')).toBe(gzip);
    expect(answer.encodingFor('gzip, deflate, br')).toBe('br');
    expect(answer.encodingFor('gzip')).toBe('gzip');
    expect(answer.encodingFor('identity')).toBeNull();
    const small = await cache.answer('small', keptNow(json(10)));
    expect(small.answer.encodingFor('gzip, br')).toBeNull();
  });

  it('makes a read that several answers are made of once, until the next change; never keeps one that began before it or failed', async () => {
    const cache = new PublicCache();
    let reads = 0;
    let open!: () => void;
    const read = async () => {
      const made = (reads += 1);
      await new Promise<void>((resolve) => (open = resolve));
      return { sums: made };
    };
    const first = cache.shared('league sums 5', read);
    const second = cache.shared('league sums 5', read);
    expect(reads).toBe(1);
    // A change: an answer asking now never joins the read that began before it.
    const openFirst = open;
    cache.invalidate({ tags: [leagueTag(5)] });
    const third = cache.shared('league sums 5', read);
    expect(reads).toBe(2);
    openFirst();
    open();
    expect(await first).toEqual({ sums: 1 });
    expect(await second).toBe(await first);
    expect(await third).toEqual({ sums: 2 });
    // Kept once done, until the next change, of whatever it is.
    expect(await cache.shared('league sums 5', read)).toBe(await third);
    expect(reads).toBe(2);
    cache.invalidate({ tags: [leagueTag(6)] });
    const fourth = cache.shared('league sums 5', read);
    expect(reads).toBe(3);
    open();
    expect(await fourth).toEqual({ sums: 3 });
    // A read that fails is read again by the next answer that asks.
    const failing = () => Promise.reject(new Error('the database is away'));
    await expect(cache.shared('league sums 7', failing)).rejects.toThrow('away');
    expect(await cache.shared('league sums 7', async () => ({ sums: 7 }))).toEqual({ sums: 7 });
    // At most sixteen are kept, the oldest let go first.
    for (let league = 100; league < 117; league += 1) await cache.shared(`league sums ${league}`, async () => league);
    expect(await cache.shared('league sums 100', async () => -1)).toBe(-1);
    expect(await cache.shared('league sums 116', async () => -1)).toBe(116);
    // While the change feed is down, a kept one is used for as long as a kept answer would be.
    let feedUp = false;
    vi.useFakeTimers({ toFake: ['Date'] });
    const unsure = new PublicCache({ confirmed: () => feedUp });
    expect(await unsure.shared('sums', async () => 1)).toBe(1);
    vi.setSystemTime(Date.now() + UNCONFIRMED_MAX_AGE_MS);
    expect(await unsure.shared('sums', async () => 2)).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    expect(await unsure.shared('sums', async () => 3)).toBe(3);
    feedUp = true;
    vi.setSystemTime(Date.now() + 60_000);
    expect(await unsure.shared('sums', async () => 4)).toBe(3);
  });

  it('gives the same body the same validator, and another body another', async () => {
    const cache = new PublicCache();
    const a = (await cache.answer('a', keptNow(json(10)))).answer;
    expect((await cache.answer('b', keptNow(json(10)))).answer.etag).toBe(a.etag);
    expect((await cache.answer('c', keptNow(json(11)))).answer.etag).not.toBe(a.etag);
  });

  it('lets the least recently used answer go when full', async () => {
    // Each of these answers takes 1,036 bytes: 12 of body and 1,024 of bookkeeping.
    const cache = new PublicCache({ maxBytes: 2100 });
    await cache.answer('a', keptNow(json(1)));
    await cache.answer('b', keptNow(json(1)));
    expect(cache.get('a')).toBeDefined();
    await cache.answer('c', keptNow(json(1)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('keeps a compressed answer in brotli alone, and makes its body again for a client that takes no compression', async () => {
    const cache = new PublicCache();
    const { answer } = await cache.answer('games', keptNow(json(5000)));
    expect(answer.bytes).toBe(1024 + answer.encoded.br!.length);
    expect(answer.plain().equals(json(5000).body)).toBe(true);
    // Too small to compress: kept as it is.
    const small = await cache.answer('small', keptNow(json(10)));
    expect(small.answer.encoded.br).toBeUndefined();
    expect(small.answer.bytes).toBe(1024 + json(10).body.length);
    expect(small.answer.plain().equals(json(10).body)).toBe(true);
  });

  it('keeps its answers within its budget of bytes, compressed, and never one larger than the budget', async () => {
    const cache = new PublicCache({ maxBytes: 60_000 });
    const { answer } = await cache.answer('big', keptNow(noisy(40_000)));
    // The brotli form and the bookkeeping; then the gzip form once asked for.
    const bytes = 1024 + answer.encoded.br!.length;
    expect(answer.bytes).toBe(bytes);
    expect(cache.bytes).toBe(bytes);
    const gzip = await answer.encodedBody('gzip');
    expect(answer.bytes).toBe(bytes + gzip.length);
    expect(cache.bytes).toBe(bytes + gzip.length);
    for (const key of ['a', 'b', 'c', 'd']) await cache.answer(key, keptNow(noisy(40_000)));
    expect(cache.bytes).toBeLessThanOrEqual(60_000);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
    // Its brotli form alone is larger than the budget: sent, not kept, and nothing else let go for it.
    const sent = await cache.answer('huge', keptNow(noisy(140_000)));
    expect(sent.served).toBe('miss');
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(60_000);
    // What a change forgot is held a little longer, within the same budget.
    const held = cache.bytes;
    cache.invalidate({ everything: true });
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(held);
  });

  it('runs one read for many concurrent misses of one answer', async () => {
    const cache = new PublicCache();
    const { read, open } = gatedRead(json(2000));
    const asked = Array.from({ length: 20 }, () => cache.answer('standings', read));
    open();
    const answers = await Promise.all(asked);
    expect(read).toHaveBeenCalledTimes(1);
    expect(answers.map((a) => a.served).sort()).toEqual(['miss', ...Array<string>(19).fill('shared')]);
    expect(new Set(answers.map((a) => a.answer)).size).toBe(1);
  });

  it('forgets what a change may alter and keeps the rest', async () => {
    const cache = new PublicCache();
    await cache.answer('one', keptNow(json(1, [leagueTag(1)])));
    await cache.answer('two', keptNow(json(1, [leagueTag(2)])));
    await cache.answer('records', keptNow(json(1, 'any')));
    cache.invalidate({ tags: [leagueTag(1)] });
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('records')).toBeUndefined();
    expect(cache.get('two')).toBeDefined();
    cache.invalidate({ everything: true });
    expect(cache.get('two')).toBeUndefined();
  });

  it('sends but does not keep an answer read across a change it depends on', async () => {
    const cache = new PublicCache();
    const before = gatedRead(json(1, [leagueTag(1)]));
    const pending = cache.answer('standings', before.read);
    cache.invalidate({ tags: [leagueTag(1)] });
    // A visitor who asks after the change does not join the read that began before it.
    const after = gatedRead(json(2, [leagueTag(1)]));
    const later = cache.answer('standings', after.read);
    before.open();
    expect((await pending).served).toBe('miss');
    expect(cache.get('standings')).toBeUndefined();
    after.open();
    expect((await later).served).toBe('miss');
    expect(after.read).toHaveBeenCalledTimes(1);
    expect(cache.get('standings')?.plain().equals(json(2).body)).toBe(true);
  });

  it('keeps an answer read across a change it does not depend on', async () => {
    const cache = new PublicCache();
    const { read, open } = gatedRead(json(1, [leagueTag(1)]));
    const pending = cache.answer('standings', read);
    cache.invalidate({ tags: [leagueTag(2)] });
    open();
    await pending;
    expect(cache.get('standings')).toBeDefined();
  });

  it('reads again answers older than a few seconds while news of changes may be missed', async () => {
    vi.useFakeTimers();
    let confirmed = true;
    const cache = new PublicCache({ confirmed: () => confirmed });
    await cache.answer('standings', keptNow(json(1)));
    vi.advanceTimersByTime(UNCONFIRMED_MAX_AGE_MS + 1);
    expect(cache.get('standings')).toBeDefined();
    confirmed = false;
    expect(cache.get('standings')).toBeUndefined();
    const read = vi.fn(keptNow(json(2)));
    expect((await cache.answer('standings', read)).served).toBe('miss');
    expect(read).toHaveBeenCalledTimes(1);
    expect((await cache.answer('standings', read)).served).toBe('hit');
  });

  it('serves the kept answer, however old, while the database cannot be reached, and tries again after a pause', async () => {
    vi.useFakeTimers();
    const cache = new PublicCache({ confirmed: () => false });
    await cache.answer('standings', keptNow(json(1)));
    vi.advanceTimersByTime(60_000);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failing = vi.fn(async (): Promise<FreshAnswer> => {
      throw refused;
    });
    expect((await cache.answer('standings', failing)).served).toBe('stale');
    expect((await cache.answer('standings', failing)).served).toBe('stale');
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(cache.answer('never-kept', failing)).rejects.toBe(refused);
    vi.advanceTimersByTime(1001);
    expect((await cache.answer('standings', keptNow(json(3)))).served).toBe('miss');
    // Any other failure is not hidden behind an old answer.
    vi.advanceTimersByTime(60_000);
    const broken = new Error('a bug');
    await expect(cache.answer('standings', async () => Promise.reject(broken))).rejects.toBe(broken);
  });

  it('compresses in its own thread when asked to, the same brotli in bytes of its own', async () => {
    const inThread = new PublicCache({ compressInThread: true });
    const { answer } = await inThread.answer('games', keptNow(json(5000)));
    expect(brotliDecompressSync(answer.encoded.br!).equals(json(5000).body)).toBe(true);
    expect(answer.encoded.br!.buffer.byteLength).toBe(answer.encoded.br!.length);
    const byPool = await new PublicCache().answer('games', keptNow(json(5000)));
    expect(answer.encoded.br!.equals(byPool.answer.encoded.br!)).toBe(true);
  });

  describe('the answer from before a change', () => {
    const before = json(1, [leagueTag(1)]);
    const after = json(2, [leagueTag(1)]);
    const visitor = { previous: true };

    it("is served to visitors who ask while the first one's read of the new answer is under way; never to the server's own reads, nor once the new one is kept", async () => {
      const cache = new PublicCache();
      await cache.answer('standings', keptNow(before), visitor);
      cache.invalidate({ tags: [leagueTag(1)] });
      expect(cache.get('standings')).toBeUndefined();
      const { read, open } = gatedRead(after);
      // The first to ask after the change reads the new answer, and waits for it.
      const first = cache.answer('standings', read, visitor);
      const meanwhile = await cache.answer('standings', read, visitor);
      expect(meanwhile.served).toBe('previous');
      expect(meanwhile.answer.plain().equals(before.body)).toBe(true);
      const own = cache.answer('standings', read);
      open();
      const [read1, shared] = await Promise.all([first, own]);
      expect(read1.served).toBe('miss');
      expect(read1.answer.plain().equals(after.body)).toBe(true);
      expect(shared.served).toBe('shared');
      expect(shared.answer).toBe(read1.answer);
      expect(read).toHaveBeenCalledTimes(1);
      const next = await cache.answer('standings', read, visitor);
      expect(next.served).toBe('hit');
      expect(next.answer).toBe(read1.answer);
    });

    it(`is served for ${PREVIOUS_ANSWER_MS} ms after the change that forgot it, through later changes, and let go by the first change after that`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const cache = new PublicCache();
      await cache.answer('standings', keptNow(before), visitor);
      await cache.answer('other league', keptNow(json(3, [leagueTag(2)])), visitor);
      const bothBytes = cache.bytes;
      cache.invalidate({ tags: [leagueTag(1)] });
      const { read, open } = gatedRead(after);
      const first = cache.answer('standings', read, visitor);
      vi.setSystemTime(Date.now() + PREVIOUS_ANSWER_MS);
      // Another change: the read under way is not joined, and the answer served meanwhile is still the one before the first change.
      cache.invalidate({ tags: [leagueTag(1)] });
      const second = cache.answer('standings', read, visitor);
      expect((await cache.answer('standings', read, visitor)).served).toBe('previous');
      vi.setSystemTime(Date.now() + 1);
      const late = cache.answer('standings', read, visitor);
      open();
      expect((await first).served).toBe('miss');
      expect((await second).served).toBe('miss');
      expect((await late).served).toBe('shared');
      expect(read).toHaveBeenCalledTimes(2);
      // Read across the second change, the first read's answer was not kept; the second's is.
      expect(cache.get('standings')?.plain().equals(after.body)).toBe(true);
      expect(cache.size).toBe(2);
      // The answer before the change was let go when the new one was kept.
      const keptBytes = cache.bytes;
      expect(keptBytes).toBe(bothBytes + after.body.length - before.body.length);
      // An answer forgotten long enough ago is let go by the next change, whatever it is.
      cache.invalidate({ tags: [leagueTag(2)] });
      expect(cache.size).toBe(1);
      expect(cache.bytes).toBe(keptBytes);
      vi.setSystemTime(Date.now() + PREVIOUS_ANSWER_MS + 1);
      cache.invalidate({ tags: [leagueTag(9)] });
      expect(cache.bytes).toBe(cache.get('standings')!.bytes);
    });

    it('is served at once, its new answer asked for once and not waited for, while every read slot is taken; a free slot is waited for', async () => {
      const readAgain = vi.fn<(urls: string[]) => void>();
      const cache = new PublicCache({ readSlots: 1, readAgain });
      await cache.answer('standings', keptNow(before), { ...visitor, url: '/standings' });
      await cache.answer('leaders', keptNow(json(5, [leagueTag(1)])), { ...visitor, url: '/leaders' });
      cache.invalidate({ tags: [leagueTag(1)] });
      // The one slot taken by a read of the leaders.
      const slow = gatedRead(json(6, [leagueTag(1)]));
      const leaders = cache.answer('leaders', slow.read, { ...visitor, url: '/leaders' });
      await vi.waitFor(() => expect(slow.read).toHaveBeenCalledOnce());
      const read = vi.fn(keptNow(after));
      for (let ask = 0; ask < 3; ask += 1) {
        const meanwhile = await cache.answer('standings', read, { ...visitor, url: '/standings' });
        expect(meanwhile.served).toBe('previous');
        expect(meanwhile.answer.plain().equals(before.body)).toBe(true);
      }
      expect(readAgain).toHaveBeenCalledExactlyOnceWith(['/standings']);
      expect(read).not.toHaveBeenCalled();
      // Without an address to read it at, or for the server's own read, the read waits its turn.
      const own = cache.answer('standings', read);
      slow.open();
      expect((await leaders).served).toBe('miss');
      expect((await own).served).toBe('miss');
      expect(read).toHaveBeenCalledOnce();
      expect((await cache.answer('standings', read, visitor)).served).toBe('hit');
      // After another change, with the slot free, the first visitor reads and waits.
      cache.invalidate({ tags: [leagueTag(1)] });
      const first = await cache.answer('standings', keptNow(json(7, [leagueTag(1)])), {
        ...visitor,
        url: '/standings',
      });
      expect(first.served).toBe('miss');
      expect(readAgain).toHaveBeenCalledOnce();
    });

    it(`is served at once, its new answer asked for and not waited for, while ${CROWD_WAITING} or more reads wait to go on`, async () => {
      const readAgain = vi.fn<(urls: string[]) => void>();
      let waiting = CROWD_WAITING;
      const cache = new PublicCache({ readAgain, waiting: () => waiting });
      await cache.answer('standings', keptNow(before), { ...visitor, url: '/standings' });
      cache.invalidate({ tags: [leagueTag(1)] });
      const read = vi.fn(keptNow(after));
      const crowded = await cache.answer('standings', read, { ...visitor, url: '/standings' });
      expect(crowded.served).toBe('previous');
      expect(crowded.answer.plain().equals(before.body)).toBe(true);
      expect(readAgain).toHaveBeenCalledExactlyOnceWith(['/standings']);
      // Asked for, not yet under way: the next visitors too get the answer before, and it is not asked for twice.
      waiting = 0;
      expect((await cache.answer('standings', read, { ...visitor, url: '/standings' })).served).toBe('previous');
      expect(readAgain).toHaveBeenCalledOnce();
      expect(read).not.toHaveBeenCalled();
      // The server's own read reads it.
      expect((await cache.answer('standings', read)).served).toBe('miss');
      // One fewer waiting than a crowd: the first visitor after the next change reads, and waits.
      cache.invalidate({ tags: [leagueTag(1)] });
      waiting = CROWD_WAITING - 1;
      expect((await cache.answer('standings', read, { ...visitor, url: '/standings' })).served).toBe('miss');
      expect(readAgain).toHaveBeenCalledOnce();
      expect(read).toHaveBeenCalledTimes(2);
    });

    it.each([
      { told: 'never to serve it', servePrevious: false, change: { tags: [leagueTag(1)] } },
      {
        told: 'to serve it after a change of everything alone (PostgreSQL), after a save',
        servePrevious: 'everything',
        change: { tags: [leaguePartTag(1, 'scores')] },
      },
    ] satisfies { told: string; servePrevious: ServePrevious; change: Change }[])(
      'is let go at once where the cache is told $told: visitors share the new read, in a crowd too',
      async ({ servePrevious, change }) => {
        const readAgain = vi.fn<(urls: string[]) => void>();
        const cache = new PublicCache({ readAgain, waiting: () => CROWD_WAITING, servePrevious });
        await cache.answer('standings', keptNow(before), { ...visitor, url: '/standings' });
        cache.invalidate(change);
        expect(cache.bytes).toBe(0);
        const { read, open } = gatedRead(after);
        const first = cache.answer('standings', read, { ...visitor, url: '/standings' });
        const meanwhile = cache.answer('standings', read, { ...visitor, url: '/standings' });
        open();
        const answers = await Promise.all([first, meanwhile]);
        expect(answers.map((each) => each.served)).toEqual(['miss', 'shared']);
        for (const each of answers) expect(each.answer.plain().equals(after.body)).toBe(true);
        expect(read).toHaveBeenCalledTimes(1);
        expect(readAgain).not.toHaveBeenCalled();
      },
    );

    it('is served after a change of everything where the cache is told so alone (PostgreSQL)', async () => {
      const readAgain = vi.fn<(urls: string[]) => void>();
      const cache = new PublicCache({ readAgain, waiting: () => CROWD_WAITING, servePrevious: 'everything' });
      await cache.answer('standings', keptNow(before), { ...visitor, url: '/standings' });
      cache.invalidate(EVERYTHING);
      const read = vi.fn(keptNow(after));
      const crowded = await cache.answer('standings', read, { ...visitor, url: '/standings' });
      expect(crowded.served).toBe('previous');
      expect(crowded.answer.plain().equals(before.body)).toBe(true);
      expect(readAgain).toHaveBeenCalledExactlyOnceWith(['/standings']);
      expect(read).not.toHaveBeenCalled();
    });

    it('is let go before any kept answer when room is needed, and is never served as the kept answer while the database is away', async () => {
      // Each of these answers takes 1,036 bytes: 12 of body and 1,024 of bookkeeping.
      const cache = new PublicCache({ maxBytes: 2100 });
      await cache.answer('a', keptNow(json(1, [leagueTag(1)])), visitor);
      await cache.answer('b', keptNow(json(1, [leagueTag(2)])), visitor);
      cache.invalidate({ tags: [leagueTag(2)] });
      // 'a' has not been asked for since it was kept: 'b' was, but is forgotten, and goes first.
      await cache.answer('c', keptNow(json(1, [leagueTag(3)])), visitor);
      expect(cache.get('a')).toBeDefined();
      expect(cache.get('c')).toBeDefined();
      expect(cache.bytes).toBe(2 * 1036);
      cache.invalidate({ tags: [leagueTag(3)] });
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      await expect(cache.answer('c', async () => Promise.reject(refused), visitor)).rejects.toBe(refused);
      // A kept answer still is.
      expect((await cache.answer('a', async () => Promise.reject(refused), visitor)).served).toBe('hit');
    });
  });

  describe('after a change', () => {
    /** Kept by a read that takes `ms` (on the faked clock), then asked for `asks` times more. */
    async function kept(
      cache: PublicCache,
      key: string,
      {
        ms,
        asks,
        slot = true,
        league = 1,
        size = 2000,
      }: { ms: number; asks: number; slot?: boolean; league?: number; size?: number },
    ) {
      const read = async () => {
        vi.advanceTimersByTime(ms);
        return json(size, [leagueTag(league)]);
      };
      await cache.answer(key, read, { slot, url: `/${key}` });
      for (let ask = 0; ask < asks; ask += 1) expect((await cache.answer(key, read)).served).toBe('hit');
    }

    it('has the answers it forgot while they were in demand read again: the reads, quickest first, then the pages; not those asked for seldom or long ago, nor a slow or a large one', async () => {
      vi.useFakeTimers({ toFake: ['performance', 'Date'] });
      const readAgain = vi.fn<(urls: string[]) => void>();
      const cache = new PublicCache({ readAgain });
      await kept(cache, 'old', { ms: 1, asks: 30 });
      vi.advanceTimersByTime(11_000);
      await kept(cache, 'slow', { ms: 40, asks: 10 });
      await kept(cache, 'page', { ms: 5, asks: 50, slot: false });
      await kept(cache, 'quick', { ms: 2, asks: 12 });
      await kept(cache, 'seldom', { ms: 1, asks: 9 });
      await kept(cache, 'too-slow', { ms: 51, asks: 100 });
      await kept(cache, 'too-large', { ms: 1, asks: 100, size: 256 * 1024 });
      await kept(cache, 'largest-read-again', { ms: 1, asks: 10, size: 256 * 1024 - 13 });
      await kept(cache, 'other-league', { ms: 1, asks: 20, league: 2 });

      cache.invalidate({ tags: [leagueTag(1)] });
      expect(readAgain).toHaveBeenCalledExactlyOnceWith(['/largest-read-again', '/quick', '/slow', '/page']);
      // Asked for and not yet under way: a visitor meanwhile gets the answer before the change.
      const quick = await cache.answer('quick', keptNow(json(9)), { previous: true, url: '/quick' });
      expect(quick.served).toBe('previous');
      expect((await cache.answer('seldom', keptNow(json(9)), { previous: true, url: '/seldom' })).served).toBe('miss');
      // What the change left is kept, still in demand.
      expect((await cache.answer('other-league', keptNow(json(1)))).served).toBe('hit');
    });
  });
});
