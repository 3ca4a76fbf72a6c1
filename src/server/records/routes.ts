import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { counted } from '#domain/counts.ts';
import { records as recordsSchema } from '#domain/records.ts';
import { MIN_GAMES_FOR_AVERAGES } from '#domain/schedule.ts';
import { scopes } from '../http/public-cache/scope.ts';
import { records, type RecordsKind, type RecordsScope } from './repository.ts';

const minimum = `${counted(MIN_GAMES_FOR_AVERAGES, 'game')} or more`;
const calls: { scope: RecordsScope; kind: RecordsKind; summary: string }[] = [
  { scope: 'all-time', kind: 'total', summary: 'All-time totals: the top 10 per category' },
  { scope: 'all-time', kind: 'average', summary: `All-time per-game averages (${minimum})` },
  { scope: 'league', kind: 'total', summary: 'Best totals within one league' },
  { scope: 'league', kind: 'average', summary: `Best per-game averages within one league (${minimum})` },
];

/** The four records calls (docs/rules/api.md#records-answer). */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { scope, kind, summary } of calls) {
    app.get(
      `/${scope}/${kind}`,
      {
        config: { publicCache: scopes.everyLeague('lines') },
        schema: { tags: ['records'], summary, response: { 200: recordsSchema } },
      },
      async () => records(app.db, scope, kind),
    );
  }
};
