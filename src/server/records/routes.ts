import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { records as recordsSchema } from '#domain/records.ts';
import { records, type RecordsKind, type RecordsScope } from './repository.ts';

const calls: { scope: RecordsScope; kind: RecordsKind; summary: string }[] = [
  { scope: 'all-time', kind: 'total', summary: 'All-time totals: the top 10 per category' },
  { scope: 'all-time', kind: 'average', summary: 'All-time per-game averages (3 games or more)' },
  { scope: 'league', kind: 'total', summary: 'Best totals within one league' },
  { scope: 'league', kind: 'average', summary: 'Best per-game averages within one league (3 games or more)' },
];

/** The four records calls (docs/rules/api.md#records-answer). */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { scope, kind, summary } of calls) {
    app.get(
      `/${scope}/${kind}`,
      { config: { publicCache: true }, schema: { tags: ['records'], summary, response: { 200: recordsSchema } } },
      async () => records(app.db, scope, kind),
    );
  }
};
