import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '#domain/fields.ts';

/** An error that route code throws to refuse a request; its message goes to the client as is. */
export class HttpError extends Error {
  readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429;
  /** More of the answer beside the message. */
  readonly extra: Record<string, unknown>;

  constructor(statusCode: HttpError['statusCode'], message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra);
/** A link that worked once and no longer does: used, expired, or its record gone. */
export const gone = (message: string) => new HttpError(410, message);

/** Fastify's own refusals, said in the league's words. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (100 KB at most).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/** PostgreSQL refusals that slipped past the services' own checks. */
const databaseRefusals: Record<string, [number, string]> = {
  '23505': [409, 'That conflicts with a record that already exists.'],
  '23503': [409, 'That refers to a record that does not exist or is still in use.'],
  '23001': [409, 'That record is still in use.'],
  '23514': [400, 'That value is not allowed.'],
  '22003': [400, 'A number is out of range.'],
  // Text the fields' own rule lets through but the database cannot store.
  '22021': [400, 'The text holds a character that cannot be stored.'],
  '22P05': [400, 'The text holds a character that cannot be stored.'],
};

/** The PostgreSQL error code of an error or of its cause (Drizzle wraps the driver's error). */
export function databaseCode(error: unknown): string | undefined {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current;) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** The constraint or index a database error names, e.g. the unique index a write violated. */
export function databaseConstraint(error: unknown): string | undefined {
  for (let current = error as { constraint?: unknown; cause?: unknown } | undefined; current;) {
    if (typeof current.constraint === 'string') return current.constraint;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** Node's own words for a connection that could not be made or was lost. */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** The driver's words for the same (node-postgres and its pool). */
const LOST_CONNECTION = /Connection terminated|connection error|timeout exceeded when trying to connect|not queryable/i;

/**
 * Whether the database could not be reached or could not answer in time: the server
 * stopped, restarting, out of connections, a dropped connection, a statement cut off by
 * its timeout. Such a call may well succeed in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseCode(error);
  // Connection exceptions, shutting down or starting up, too many connections, cancelled.
  if (code && (code.startsWith('08') || code.startsWith('57P') || code === '53300' || code === '57014')) return true;
  for (
    let current = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined;
    current;
  ) {
    if (typeof current.code === 'string' && CONNECTION_FAILURES.has(current.code)) return true;
    if (typeof current.message === 'string' && LOST_CONNECTION.test(current.message)) return true;
    // Node reports every address it tried (IPv4 and IPv6) together.
    if (Array.isArray(current.errors) && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** The driver's own message, never a query's text or values. */
function innermostMessage(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown };
  while (current.cause && typeof current.cause === 'object') current = current.cause as typeof current;
  return String(current.message ?? 'unknown').slice(0, 200);
}

/** How long a client is asked to wait before trying again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The league data cannot be reached right now. Please try again in a few seconds.';

/** The most field messages a refusal lists. */
export const MAX_FIELD_ERRORS = 100;

/** The one error handler: one body shape, no stack trace, 5xx details only in the log. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A field's message each, up to a screenful: a long list of wrong items is not answered item by item.
      const errors = error.validation.slice(0, MAX_FIELD_ERRORS).map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'The value is not valid.',
      }));
      const body: ErrorBody = { message: errors[0]?.message ?? 'The request is not valid.', errors };
      return reply.code(400).send(body);
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ ...error.extra, message: error.message });
    }
    const code = databaseCode(error);
    if (code && databaseRefusals[code]) {
      const [status, message] = databaseRefusals[code];
      request.log.info({ err: error }, 'database refused the request');
      return reply.code(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while the database restarts: a warning, not an error, and no details.
      request.log.warn(`database unavailable: ${innermostMessage(error)}`);
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: UNAVAILABLE_MESSAGE });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const ownLimit =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? request.routeOptions.config.tooLargeMessage : undefined;
      const message =
        ownLimit ?? ((error.code && fastifyMessages[error.code]) || error.message || 'The request was refused.');
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
