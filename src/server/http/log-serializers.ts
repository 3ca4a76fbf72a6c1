import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What the log may say of a request and of an error. A request line names no client address
 * (the privacy page says IP addresses are never stored). A database error is logged by its
 * code and where it happened, never with the query's text or parameters, which may hold a
 * password hash, an email address or a phone number.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: request.url }),
  err: (error: Error) => safeError(error) as { type: string; message: string; stack: string },
};

type ErrorLike = Error & Record<string, unknown>;

/** The fields of a PostgreSQL error that name no value. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'schema', 'routine'];

const isQueryError = (error: ErrorLike) => 'query' in error && 'params' in error;
const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && ('severity' in error || 'routine' in error);

function safeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const err = error as ErrorLike;
  if (!isQueryError(err) && !isDatabaseError(err)) {
    const serialized = stdSerializers.err(err) as Record<string, unknown>;
    if (err.cause !== undefined) serialized.cause = safeError(err.cause, depth + 1);
    return serialized;
  }
  const type = err.constructor.name;
  // A failed query's own message quotes the query and its parameters; its cause says what
  // went wrong. A database message may quote a value too (`invalid input syntax for type
  // integer: "…"`), so quoted parts are left out.
  const message = isQueryError(err) ? 'Failed query' : err.message.replace(/"[^"]*"/g, '"…"');
  const safe: Record<string, unknown> = { type, message };
  for (const field of DATABASE_FIELDS) if (err[field] !== undefined) safe[field] = err[field];
  // The stack's first line repeats the message.
  safe.stack = [`${type}: ${message}`, ...(err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))].join(
    '\n',
  );
  if (err.cause !== undefined) safe.cause = safeError(err.cause, depth + 1);
  return safe;
}
