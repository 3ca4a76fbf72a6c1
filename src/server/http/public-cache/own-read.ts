import type { FastifyRequest } from 'fastify';

const HEADER = 'x-own-read';

/**
 * The header of a request the server makes of its own public answers: a page's first data, the
 * reads after a change, a live game's viewers. What it makes of the answer is kept or sent on
 * as new, so it is never served the answer from before a change (decision 058). A visitor who
 * sends it only waits for the new answer, as the first to ask does.
 */
export const OWN_READ = { [HEADER]: '1' } as const;

/** Whether the server made this request of its own answers (`OWN_READ`). */
export function isOwnRead(request: FastifyRequest): boolean {
  return request.headers[HEADER] !== undefined;
}
