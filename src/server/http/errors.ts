import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '#domain/fields.ts';

/** An error that route code throws to refuse a request; its message goes to the client as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

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

/** The one error handler: one body shape, no stack trace, 5xx details only in the log. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'The value is not valid.',
      }));
      const body: ErrorBody = { message: errors[0]?.message ?? 'The request is not valid.', errors };
      return reply.code(400).send(body);
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    const code = databaseCode(error);
    if (code && databaseRefusals[code]) {
      const [status, message] = databaseRefusals[code];
      request.log.info({ err: error }, 'database refused the request');
      return reply.code(status).send({ message });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && fastifyMessages[error.code]) || error.message || 'The request was refused.';
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
