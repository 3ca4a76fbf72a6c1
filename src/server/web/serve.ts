import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built single-page app: hashed files under /assets/ are cached for a year,
 * everything else is revalidated. Unknown /api paths answer 404 JSON; any other unknown
 * path gets the app, which shows Page Not Found itself.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  const root = path.resolve(webDist);
  const built = existsSync(path.join(root, 'index.html'));
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
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
