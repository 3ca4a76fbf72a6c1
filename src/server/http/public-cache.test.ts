import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.ts';

const json = (size: number) => Buffer.from(JSON.stringify({ rows: 'x'.repeat(size) }));

describe('PublicCache', () => {
  it('compresses an answer once per encoding, however many visitors ask for it', async () => {
    const answer = new PublicCache().keep('GET /api/games', 'application/json', json(5000), 0);
    const first = answer.encodedAs('gzip');
    expect(answer.encodedAs('gzip')).toBe(first);
    expect(gunzipSync(await first).equals(answer.body)).toBe(true);
    expect(answer.encodedAs('br')).not.toBe(first);
  });

  it('gives the same body the same validator, and another body another', () => {
    const cache = new PublicCache();
    const a = cache.keep('a', 'application/json', json(10), 0);
    expect(cache.keep('b', 'application/json', json(10), 0).etag).toBe(a.etag);
    expect(cache.keep('c', 'application/json', json(11), 0).etag).not.toBe(a.etag);
  });

  it('lets the least recently used answer go when full', () => {
    const cache = new PublicCache(2);
    cache.keep('a', 'text/plain', json(1), 0);
    cache.keep('b', 'text/plain', json(1), 0);
    expect(cache.get('a')).toBeDefined();
    cache.keep('c', 'text/plain', json(1), 0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep an answer read before a change, and keeps the next one', () => {
    const cache = new PublicCache();
    const before = cache.generation;
    cache.clear();
    const stale = cache.keep('standings', 'application/json', json(1), before);
    expect(stale.body.length).toBeGreaterThan(0);
    expect(cache.get('standings')).toBeUndefined();
    cache.keep('standings', 'application/json', json(2), cache.generation);
    expect(cache.get('standings')?.body.equals(json(2))).toBe(true);
  });
});
