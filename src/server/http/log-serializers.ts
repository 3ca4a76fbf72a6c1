import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What the log may say of a request and of an error. A request line names no client address
 * (the privacy page says IP addresses are never stored), no link's secret and no query value
 * (`loggedUrl`). A database error is logged by its code and where it happened, never with the
 * query's text or parameters, which may hold a password hash, an email address or a phone number.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request.url) }),
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

/**
 * A path segment that is a link's secret: the random token of an unsubscribe or confirmation
 * link (base64url, 16 characters or more). Words and ids never look like one: a token has an
 * uppercase letter or a digit beside its letters, a slug (`league-rules`) has neither.
 */
const isSecretSegment = (segment: string) =>
  segment.length >= 16 && /^[\w-]+$/.test(segment) && /[A-Z0-9_]/.test(segment) && /[a-z]/i.test(segment);

/**
 * A request's URL as the log keeps it: a link's token becomes `…`, and the query keeps its
 * parameters' names only, since a value may be an email address, a name or a phone number
 * (`/api/players/matches?email=…`). Linear in the URL's length, whatever it holds.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const loggedPath = path
    .split('/')
    .map((segment) => (isSecretSegment(segment) ? '…' : segment))
    .join('/');
  if (queryAt === -1) return loggedPath;
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=…`;
    });
  return `${loggedPath}?${names.join('&')}`;
}

/**
 * Text from elsewhere (an SMTP server's refusal quotes the recipient) with every email address
 * replaced, so the log never holds one.
 */
export function withoutAddresses(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => (word.includes('@') ? '[address]' : word))
    .join('');
}
