import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { league } from '#domain/leagues.ts';
import { listLeagues } from './repository.ts';

/** SPEC §7 Leagues: the public list the whole site waits for. */
export const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: { tags: ['leagues'], summary: 'All leagues, newest start first', response: { 200: z.array(league) } },
    },
    async () => listLeagues(app.db),
  );
};
