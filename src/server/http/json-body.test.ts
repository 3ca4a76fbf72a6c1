import { describe, expect, it } from 'vitest';
import { turnsDuring } from '../../../test/turns-during.ts';
import { INLINE_JSON_BYTES, parseInWorker, TEXT_PIECE_BYTES } from './json-body.ts';

/**
 * A body well over `INLINE_JSON_BYTES`: long strings of one byte a character and of two
 * (accents beyond Latin-1, and characters of two code units that pieces of bytes cut in half),
 * in an object, a list and a list of objects, beside short values of every JSON type.
 */
function largeBody() {
  const latin = `Café,Zoë\n${'12 Hoop Rd,é\n'.repeat(30_000)}`;
  // An odd number of code units before the pairs, so that piece boundaries fall inside some of them.
  const wide = `ū${'Łódź 🏀 Gym,🏀\n'.repeat(20_000)}`;
  return {
    kind: 'gyms',
    format: 'text',
    data: latin,
    leagueId: null,
    nested: { lists: [wide, 1.5, true, null, 'short'], objects: [{ text: latin.slice(1) }, { empty: {} }] },
  };
}

describe('a JSON body parsed in a worker thread', () => {
  it('is the value JSON.parse gives, each long string whole', async () => {
    const body = largeBody();
    const text = JSON.stringify(body);
    expect(Buffer.byteLength(text)).toBeGreaterThan(INLINE_JSON_BYTES * 4);
    const parsed = await parseInWorker(Buffer.from(text));
    expect(parsed?.value).toEqual(JSON.parse(text));
    expect(parsed?.value).toEqual(body);
  });

  it('leaves the event loop free while it parses, and a turn for each piece of a long string', async () => {
    const body = largeBody();
    const text = JSON.stringify(body);
    // Parsed where it arrived, the body would take no turn at all.
    const turns = await turnsDuring(() => parseInWorker(Buffer.from(text)));
    expect(turns).toBeGreaterThanOrEqual(Math.floor(body.data.length / TEXT_PIECE_BYTES));
  });

  it('refuses what Fastify refuses: text that is not JSON, a __proto__ key, a constructor naming a prototype', async () => {
    const padding = 'x'.repeat(INLINE_JSON_BYTES);
    for (const text of [
      `{"data":"${padding}"`,
      `{"data":"${padding}","nested":{"__proto__":{"isAdmin":true}}}`,
      `{"data":"${padding}","constructor":{"prototype":{"isAdmin":true}}}`,
    ]) {
      expect(await parseInWorker(Buffer.from(text)), text.slice(-40)).toBeUndefined();
    }
    // A key named constructor that names no prototype is an ordinary key, as in Fastify.
    const plain = await parseInWorker(Buffer.from(`{"data":"${padding}","constructor":"x"}`));
    expect(plain?.value).toEqual({ data: padding, constructor: 'x' });
  });
});
