import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { AnswerTags } from '../../db/changes.ts';

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Smaller answers are not worth compressing (the same threshold as the compression plugin's). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli's window, as a power of two: 256 KB. Every answer but the longest lists fits in it
 * whole, and the longest compress as well without the default 4 MB (the 3 MB games list of 90
 * seasons: 98.5 KB instead of 100.3 KB), in half the memory (3.9 MB instead of 7.6 MB).
 */
const BROTLI_WINDOW_BITS = 18;
/**
 * The compressed bytes alone. zlib hands back a view of its 64 KB output buffer: kept as it is,
 * a 400-byte answer held all 64 KB (7.5 MB for the 120 answers kept after a start).
 */
function exactly(made: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(made.length);
  made.copy(own);
  return own;
}
const brotliOptions = (body: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: async (body) => exactly(await promisify(zlib.brotliCompress)(body, brotliOptions(body))),
  gzip: async (body) => exactly(await promisify(zlib.gzip)(body, { level: 6 })),
};
/**
 * A body up to this size is compressed in the server's thread when it is asked to (a page of
 * 170 KB takes about 3 ms): the answer goes out without waiting for a pool thread, which a
 * thread busy with visitors hands back late. Larger ones (the 3 MB games list) go to the pool.
 */
const IN_THREAD_UP_TO_BYTES = 256 * 1024;

/** An answer's own bookkeeping beside its bodies (its object, headers, tags, validator and key), roughly. */
const ANSWER_OVERHEAD_BYTES = 1024;

/** An answer as a read produced it, before it is kept. */
export type FreshAnswer = { type: string; body: Buffer; headers?: Record<string, string>; tags: AnswerTags };

/**
 * One kept answer: its validator and its compressed forms. Brotli, which every browser asks
 * for over https, is made once when it is read; gzip the first time a client asks for it, so
 * that answers read again after a write cost one compression, not two. The body as read is
 * kept only when it is too small to compress: otherwise it is made again from brotli for the
 * rare client that takes no compression (a page's body is fifteen to thirty times its brotli
 * form, and the pages kept after a start took 20 MB raw).
 */
export class Answer {
  readonly etag: string;
  readonly readAt = Date.now();
  /** What keeping it costs: its kept bodies and their bookkeeping, in bytes (more once gzip is made). */
  bytes: number;
  /** Asked for since the cache last looked for answers to let go. */
  used = false;
  /** Asked for since it was kept: how many times, and when last (`Date.now()`). */
  asks = 0;
  askedAt = 0;
  /**
   * When a change forgot it (`Date.now()`), if one has: it is no longer kept, and is served only
   * as the answer from before the change, while its new one is read (`PublicCache.answer`).
   */
  forgottenAt: number | undefined = undefined;
  /** The address it is read at, when known: where to read it again. */
  readonly url: string | undefined;
  /** Told of the bytes a body made later adds (the cache that keeps the answer counts them). */
  grew: (bytes: number) => void = () => undefined;
  readonly type: string;
  /** The length of the body as read, in bytes. */
  readonly size: number;
  /** The body as read, when it is kept as it is (too small to compress). */
  private readonly raw: Buffer | undefined;
  readonly headers: Record<string, string>;
  readonly tags: AnswerTags;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
  private gzipping: Promise<Buffer> | undefined;

  private constructor(
    type: string,
    body: Buffer,
    headers: Record<string, string>,
    tags: AnswerTags,
    encoded: Partial<Record<Encoding, Buffer>>,
    url: string | undefined,
  ) {
    this.type = type;
    this.size = body.length;
    this.url = url;
    this.raw = encoded.br ? undefined : body;
    this.headers = headers;
    this.tags = tags;
    this.encoded = encoded;
    this.bytes = ANSWER_OVERHEAD_BYTES + (this.raw?.length ?? 0) + (encoded.br?.length ?? 0);
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  }

  /**
   * The answer of a read, its brotli form made: in the server's own thread with `inThread` (up
   * to `IN_THREAD_UP_TO_BYTES`), else by a pool thread. `url` is where it is read.
   */
  static async of(fresh: FreshAnswer, { inThread = false, url }: { inThread?: boolean; url?: string } = {}) {
    const { body } = fresh;
    const encoded: Partial<Record<Encoding, Buffer>> = {};
    if (body.length >= COMPRESS_FROM_BYTES) {
      encoded.br =
        inThread && body.length <= IN_THREAD_UP_TO_BYTES
          ? exactly(zlib.brotliCompressSync(body, brotliOptions(body)))
          : await compressors.br(body);
    }
    return new Answer(fresh.type, body, fresh.headers ?? {}, fresh.tags, encoded, url);
  }

  /**
   * The body as read: kept, or made again from its brotli form, in this thread (a page's
   * first data, read by the page as a client that takes no compression, waits for no pool
   * thread; the 3 MB games list decompresses in about 5 ms).
   */
  plain(): Buffer {
    return this.raw ?? zlib.brotliDecompressSync(this.encoded.br!);
  }

  /** The best encoding the client takes, or none for an answer too small to compress. */
  encodingFor(acceptEncoding: string | undefined): Encoding | null {
    if (this.encoded.br === undefined) return null;
    return negotiate(acceptEncoding ?? '', ENCODINGS) as Encoding | null;
  }

  /** The body in `encoding`, made now if it is the first time it is asked for (once, however many ask). */
  async encodedBody(encoding: Encoding): Promise<Buffer> {
    const made = this.encoded[encoding];
    if (made) return made;
    this.gzipping ??= compressors.gzip(this.plain()).then((gzip) => {
      this.encoded.gzip = gzip;
      this.bytes += gzip.length;
      this.grew(gzip.length);
      return gzip;
    });
    return this.gzipping;
  }
}
