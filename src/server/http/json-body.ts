import type { FastifyInstance } from 'fastify';
import { errorCodes } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { inWorker } from '../in-worker.ts';
import type { JsonResult, LongText } from './json-worker.ts';

/**
 * JSON request bodies larger than this are parsed in a worker thread. Parsing takes the thread
 * that does it some 7 ms a megabyte when idle, and two or three times that on a busy machine: an
 * import's file of a few megabytes, parsed where visitors are answered, would hold every one of
 * them for more than 100 ms. Smaller bodies are parsed where they arrive, as starting a worker
 * takes longer than they do.
 */
export const INLINE_JSON_BYTES = 256 * 1024;

/** The bytes of a long string made into text at a time, with a turn of the event loop before each (even, for UTF-16). */
export const TEXT_PIECE_BYTES = 64 * 1024;

/** A long string from its bytes, a piece at a time: the pieces are joined without being copied. */
async function textOf(bytes: Buffer, { encoding, start, end }: LongText): Promise<string> {
  let text = '';
  for (let from = start; from < end; from += TEXT_PIECE_BYTES) {
    await nextTurn();
    text += bytes.toString(encoding, from, Math.min(from + TEXT_PIECE_BYTES, end));
  }
  return text;
}

/**
 * Parses a large body in a worker thread made for it (src/server/http/json-worker.ts): its value,
 * or undefined when it is not JSON the server takes.
 */
export async function parseInWorker(body: Buffer): Promise<{ value: unknown } | undefined> {
  // Fastify gathers a large body into memory of its own, which moves to the worker uncopied.
  const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
  const bytes = own ? body : Buffer.from(body);
  const result = await inWorker<Uint8Array, JsonResult>(new URL('./json-worker.ts', import.meta.url), bytes, [
    bytes.buffer as ArrayBuffer,
  ]);
  if (!result.ok) return undefined;
  const texts = Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
  for (const text of result.texts) {
    const key = text.path.at(-1)!;
    const container = text.path
      .slice(0, -1)
      .reduce<unknown>((at, step) => (at as Record<string, unknown>)[step], result.value);
    (container as Record<string | number, unknown>)[key] = await textOf(texts, text);
  }
  return { value: result.value };
}

/**
 * Parses JSON request bodies as Fastify does, with the same refusals, but those over
 * `INLINE_JSON_BYTES` off the thread that answers requests.
 */
export function installJsonBodies(app: FastifyInstance) {
  const parseHere = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length <= INLINE_JSON_BYTES) return parseHere(request, bytes.toString('utf8'), done);
    parseInWorker(bytes).then(
      (parsed) => (parsed ? done(null, parsed.value) : done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY())),
      (error: Error) => done(error),
    );
  });
}
