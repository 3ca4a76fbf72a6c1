import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageMeta, withPageMeta } from './page-meta.ts';

export type WebAppOptions = { siteName: string; timezone: string };

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built single-page app: hashed files under /assets/ are cached for a year,
 * everything else is revalidated. Unknown /api paths answer 404 JSON; any other unknown
 * path gets the app, which shows Page Not Found itself.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string, options: WebAppOptions) {
  const root = path.resolve(webDist);
  const built = existsSync(path.join(root, 'index.html'));
  const indexHtml = built ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send({ message: `No API call ${request.method} ${pathname}.` });
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !built) {
      return reply
        .code(404)
        .send({ message: built ? 'Not found.' : 'The web app is not built yet: run npm run build.' });
    }
    // Link previews and search engines read the page's own title, description and data.
    const origin = `${request.protocol}://${request.host}`;
    const context = { db: app.db, siteName: options.siteName, timezone: options.timezone, origin };
    const meta = await pageMeta(context, pathname).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not describe the page for link previews');
      return null;
    });
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(withPageMeta(indexHtml, meta, { ...context, url: pathname }));
  });
}
