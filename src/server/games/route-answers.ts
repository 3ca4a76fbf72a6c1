import type { FastifyRequest } from 'fastify';
import { errorBody } from '#domain/fields.ts';
import { leaguePartTag, leagueTag, type LeaguePart } from '../db/changes.ts';
import type { Executor } from '../db/client.ts';
import type { Refusals } from '../db/write-result.ts';
import { notFound } from '../http/errors.ts';
import { changesOnly } from '../http/public-cache/writes.ts';
import { findGame } from './repository.ts';

// What the game routes and the scorekeeping routes answer alike.

export const writeRefusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
export const gameNotFound = 'Game not found';

export const notFoundRefusal: Refusals<'not found'> = { 'not found': () => notFound(gameNotFound) };

/**
 * The game as the box score screens show it after a scorekeeping write; public caches drop its
 * league's answers, or only those of the part of the league the write changed alone.
 */
export async function afterKeeping(
  db: Executor,
  request: FastifyRequest,
  gameId: number,
  leagueId: number,
  part?: LeaguePart,
) {
  changesOnly(request, part ? leaguePartTag(leagueId, part) : leagueTag(leagueId));
  const game = await findGame(db, gameId);
  if (!game) throw notFound(gameNotFound);
  return game;
}
