import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGES } from '#domain/site-pages.ts';

/** The public pages that name no id: the same for every visitor, and where most visits land. */
export const WARMED_PAGES = PUBLIC_PAGES.filter((page) => !page.includes(':id'));

/**
 * Reads each public page that names no id once, as an anonymous visitor, before the server
 * listens: the pages and the reads behind them are kept in the public cache, and the code that
 * makes them has run, so the first visitors after a start meet a warm server (decision 047).
 * A page that cannot be read now is read when a visitor asks; start-up goes on.
 */
export async function warmUp(app: FastifyInstance): Promise<{ pages: number; ms: number }> {
  const started = performance.now();
  let pages = 0;
  for (const url of WARMED_PAGES) {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    if (response.statusCode === 200) pages += 1;
    else app.log.warn(`warming up: ${url} answered ${response.statusCode}`);
  }
  return { pages, ms: performance.now() - started };
}
