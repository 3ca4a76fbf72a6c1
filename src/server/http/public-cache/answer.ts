import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { AnswerTags } from '../../db/changes.ts';

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Smaller answers are not worth compressing (the same threshold as the compression plugin's). */
const COMPRESS_FROM_BYTES = 1024;
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 6 }),
};

/** An answer's own bookkeeping beside its bodies (its object, headers, tags, validator and key), roughly. */
const ANSWER_OVERHEAD_BYTES = 1024;

/** An answer as a read produced it, before it is kept. */
export type FreshAnswer = { type: string; body: Buffer; headers?: Record<string, string>; tags: AnswerTags };

/** One kept answer: its body, its validator, and its compressed forms, made once when it was read. */
export class Answer {
  readonly etag: string;
  readonly readAt = Date.now();
  /** What keeping it costs: its bodies and their bookkeeping, in bytes. */
  readonly bytes: number;
  /** Asked for since the cache last looked for answers to let go. */
  used = false;
  readonly type: string;
  readonly body: Buffer;
  readonly headers: Record<string, string>;
  readonly tags: AnswerTags;
  readonly encoded: Partial<Record<Encoding, Buffer>>;

  private constructor(
    type: string,
    body: Buffer,
    headers: Record<string, string>,
    tags: AnswerTags,
    encoded: Partial<Record<Encoding, Buffer>>,
  ) {
    this.type = type;
    this.body = body;
    this.headers = headers;
    this.tags = tags;
    this.encoded = encoded;
    this.bytes = ANSWER_OVERHEAD_BYTES + body.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0);
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  }

  static async of(fresh: FreshAnswer): Promise<Answer> {
    const encoded: Partial<Record<Encoding, Buffer>> = {};
    if (fresh.body.length >= COMPRESS_FROM_BYTES) {
      const [br, gzip] = await Promise.all(ENCODINGS.map((encoding) => compressors[encoding](fresh.body)));
      Object.assign(encoded, { br, gzip });
    }
    return new Answer(fresh.type, fresh.body, fresh.headers ?? {}, fresh.tags, encoded);
  }

  /** The best encoding the client takes that this answer has, or none. */
  encodingFor(acceptEncoding: string | undefined): Encoding | null {
    if (this.encoded.gzip === undefined) return null;
    return negotiate(acceptEncoding ?? '', ENCODINGS) as Encoding | null;
  }
}
