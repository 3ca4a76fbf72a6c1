import { parentPort } from 'node:worker_threads';
import secureJson from 'secure-json-parse';

/**
 * Parses one large JSON request body in a worker thread of its own (src/server/http/json-body.ts),
 * as Fastify parses every other body: a `__proto__` key, or a `constructor` key that names a
 * prototype, is refused like text that is not JSON. Plain TypeScript that Node runs itself.
 *
 * A long string does not come back as a string: the server's thread would take some 20 ms to
 * receive a string of 5 MB in one piece. It comes back as bytes, moved to that thread
 * uncopied, and is read there a piece at a time.
 */

/** Strings at least this long come back as bytes. */
export const LONG_TEXT = 32 * 1024;

/** Where in the value a long string goes, and its bytes in `bytes`. */
export type LongText = { path: (string | number)[]; encoding: 'latin1' | 'utf16le'; start: number; end: number };

/** The body's value with its long strings left empty, and those strings; or that it is not JSON the server takes. */
export type JsonResult = { ok: true; value: unknown; texts: LongText[]; bytes: Uint8Array } | { ok: false };

type Container = Record<string | number, unknown>;

/** Takes the long strings out of a parsed value, visiting each value once without recursion. */
function takeLongTexts(value: unknown): { texts: LongText[]; bytes: Uint8Array } {
  const found: { path: (string | number)[]; buffer: Buffer; encoding: LongText['encoding'] }[] = [];
  const pending: { container: Container; path: (string | number)[] }[] = [];
  if (value !== null && typeof value === 'object') pending.push({ container: value as Container, path: [] });
  while (pending.length > 0) {
    const { container, path } = pending.pop()!;
    for (const key of Array.isArray(container) ? container.keys() : Object.keys(container)) {
      const child = container[key];
      if (typeof child === 'string' && child.length >= LONG_TEXT) {
        const encoding = /[\u0100-\uffff]/.test(child) ? 'utf16le' : 'latin1';
        found.push({ path: [...path, key], buffer: Buffer.from(child, encoding), encoding });
        container[key] = '';
      } else if (child !== null && typeof child === 'object') {
        pending.push({ container: child as Container, path: [...path, key] });
      }
    }
  }
  const bytes = new Uint8Array(found.reduce((total, text) => total + text.buffer.length, 0));
  let start = 0;
  const texts = found.map(({ path, buffer, encoding }) => {
    bytes.set(buffer, start);
    start += buffer.length;
    return { path, encoding, start: start - buffer.length, end: start };
  });
  return { texts, bytes };
}

parentPort!.once('message', (body: Uint8Array) => {
  let value: unknown;
  try {
    const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
    value = secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    parentPort!.postMessage({ ok: false } satisfies JsonResult);
    return;
  }
  const { texts, bytes } = takeLongTexts(value);
  parentPort!.postMessage({ ok: true, value, texts, bytes } satisfies JsonResult, [bytes.buffer as ArrayBuffer]);
});
