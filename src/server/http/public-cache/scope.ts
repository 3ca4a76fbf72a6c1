import type { FastifyRequest } from 'fastify';
import { leaguePartTag, leagueTag, LEAGUES_TAG, type AnswerTags, type LeaguePart } from '../../db/changes.ts';

/** What a public read's answer depends on, worked out from its request and its answer. */
export type CacheScope = (request: FastifyRequest, answer: unknown) => AnswerTags;

/** Scopes that routes share. */
export const scopes = {
  /** The league named by the route's `:id`. */
  leagueParam: ((request) => [leagueTag((request.params as { id: number }).id)]) satisfies CacheScope,
  /** One part of the league named by the route's `:id`: a write to another part leaves the answer kept. */
  leaguePartParam:
    (part: LeaguePart): CacheScope =>
    (request) => [leaguePartTag((request.params as { id: number }).id, part)],
  /** One part of every league's data, and the leagues' names: records, a player's averages by league. */
  everyLeague:
    (part: LeaguePart): CacheScope =>
    () => [leaguePartTag('*', part), LEAGUES_TAG],
  /** The league the answer names in `field`; any change when it names none. */
  answerLeague:
    (field: 'leagueId' | 'LeagueId'): CacheScope =>
    (_request, answer) => {
      const id = (answer as Record<string, unknown> | null)?.[field];
      return typeof id === 'number' ? [leagueTag(id)] : 'any';
    },
  tagged:
    (...tags: string[]): CacheScope =>
    () =>
      tags,
};
