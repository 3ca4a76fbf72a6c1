import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FirstData } from '#domain/first-data.ts';
import { pageQuery } from '#domain/page-query.ts';
import { publicPage } from '#domain/site-pages.ts';
import { isSignedIn } from '../auth/guard.ts';
import type { FreshAnswer } from '../http/public-cache/answer.ts';
import { PRIVATE_CACHE_CONTROL, sendAnswer } from '../http/public-cache/send.ts';
import { collectingTags } from '../http/public-cache/collect.ts';
import { isOwnRead } from '../http/public-cache/own-read.ts';
import { readFirstData } from './first-data.ts';
import { pageMeta, pageTemplate, previewPath } from './page-meta.ts';
import { pagePreloads, readManifest } from './preload.ts';

export type WebAppOptions = {
  /** The site's name as the league set it now. */
  siteName: () => Promise<string>;
  timezone: string;
  /** The site's own address (`PUBLIC_ORIGIN`): absolute URLs never come from the request. */
  origin: string;
};

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The server's rendering of a public page at a path and its own query (src/web/entry-server.tsx, built into dist/ssr). */
type RenderPage = (url: string, firstData: FirstData) => Promise<string | null>;

/** The built rendering beside the built app (`dist/ssr` beside `dist/web`), or none when it is not built. */
async function loadRenderer(webDist: string): Promise<RenderPage | null> {
  const entry = path.join(path.dirname(webDist), 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  return ((await import(pathToFileURL(entry).href)) as { renderPage: RenderPage }).renderPage;
}

/** The rendering, or none (logged) when it cannot be loaded: the browser then renders every page itself. */
async function rendererOrNone(app: FastifyInstance, webDist: string): Promise<RenderPage | null> {
  try {
    return await loadRenderer(webDist);
  } catch (error) {
    app.log.warn({ err: error }, 'could not load the server rendering of the pages');
    return null;
  }
}

/**
 * Serves the built single-page app: hashed files under /assets/ are cached for a year,
 * everything else is revalidated. Unknown /api paths answer 404 JSON; any other unknown
 * path gets the app, which shows Page Not Found itself. A public page arrives with its link
 * preview, its first data and the code of its screen to preload, and is kept in the public
 * cache (it is the same for every anonymous visitor), so a visit costs a query only after
 * league data changed. A signed-in admin's reads are their own, so their page comes without
 * data and is never kept (decision 031).
 */
export async function serveWebApp(app: FastifyInstance, webDist: string, options: WebAppOptions) {
  const root = path.resolve(webDist);
  const built = existsSync(path.join(root, 'index.html'));
  const indexHtml = built ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const render = pageTemplate(indexHtml);
  const preloadsOf = pagePreloads(built ? readManifest(root) : {});
  const renderPage = built ? await rendererOrNone(app, root) : null;
  /** The page's screen as HTML; without it (not built, or it failed), the browser renders the page itself. */
  const rendered = async (url: string, firstData: FirstData) => {
    if (!renderPage) return '';
    try {
      return (await renderPage(url, firstData)) ?? '';
    } catch (error) {
      app.log.warn({ err: error, url }, 'could not render the page on the server');
      return '';
    }
  };
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

  const context = { db: app.db, timezone: options.timezone, origin: options.origin };

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
    const page = previewPath(pathname);
    const opened = page ? publicPage(page) : null;
    if (!page || !opened)
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    const preloads = preloadsOf(opened.page);
    // Link previews and search engines read the page's own title, description and data.
    const describe = () =>
      app.publicCache.inSlot(async () => {
        const siteName = await options.siteName();
        return { siteName, meta: await pageMeta({ ...context, siteName }, page) };
      });
    try {
      if (await isSignedIn(request)) {
        const { siteName, meta } = await describe();
        return reply
          .header('cache-control', PRIVATE_CACHE_CONTROL)
          .type('text/html; charset=utf-8')
          .send(render(meta, { ...context, siteName, url: page }, { preloads }));
      }
      await app.writesFirst.turn();
      // What the visitor chose (a league, a tab, a table's sort) is in the page's own query: the
      // page is rendered with it and kept under it; any other parameter changes nothing (decision 045).
      const query = pageQuery(request.url.split('?')[1] ?? '');
      const url = query.size ? `${page}?${query}` : page;
      const read = async (): Promise<FreshAnswer> => {
        const [{ siteName, meta }, { value: firstData, tags }] = await Promise.all([
          describe(),
          // The page depends on what its first data depends on; its preview reads the same records.
          collectingTags(() => readFirstData(app, { ...opened, query })),
        ]);
        const html = meta ? await rendered(url, firstData) : '';
        return {
          type: 'text/html; charset=utf-8',
          body: Buffer.from(render(meta, { ...context, siteName, url: page }, { firstData, preloads, rendered: html })),
          tags,
        };
      };
      // The page's own reads each take a read slot, so the page itself takes none.
      const { answer, served } = await app.publicCache.answer(`page ${url}`, read, {
        slot: false,
        url,
        previous: !isOwnRead(request),
      });
      return sendAnswer(request, reply, answer, served);
    } catch (error) {
      // The page is served without its own preview, and not kept.
      request.log.warn({ err: error }, 'could not describe the page for link previews');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(render(null, { ...context, siteName: '', url: page }));
    }
  });
}
