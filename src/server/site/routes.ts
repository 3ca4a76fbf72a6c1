import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfo, type SiteInfo } from '#domain/site.ts';

/** Branding and links for the web app, from the server's configuration. */
export const siteRoutes: FastifyPluginAsyncZod<{ info: SiteInfo }> = async (app, { info }) => {
  app.get(
    '/',
    { schema: { tags: ['site'], summary: 'Site name, links and branding', response: { 200: siteInfo } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return info;
    },
  );
};
