import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * The most a request body's JSON may hold, whatever its route: no form of the site nests
 * deeper or sends a longer list. A list of tens of thousands of wrong items would otherwise
 * cost a validation issue each, hundreds of milliseconds in which the server answers nobody.
 */
export const BODY_SHAPE = { maxDepth: 16, maxListLength: 1000 };
export const BODY_SHAPE_MESSAGE = `The request body holds a list of more than ${BODY_SHAPE.maxListLength} items or is nested more than ${BODY_SHAPE.maxDepth} levels deep.`;

/** Whether parsed JSON stays within `BODY_SHAPE`; visits each value at most once, without recursion. */
export function isWithinBodyShape(body: unknown): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= BODY_SHAPE.maxDepth) return false;
    const children = Array.isArray(value) ? value : Object.values(value);
    if (Array.isArray(value) && value.length > BODY_SHAPE.maxListLength) return false;
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  return true;
}

/** Refuses (400) a body beyond `BODY_SHAPE` before its route's schema reads it. */
export function installBodyShapeLimit(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && !isWithinBodyShape(request.body)) throw new HttpError(400, BODY_SHAPE_MESSAGE);
  });
}
