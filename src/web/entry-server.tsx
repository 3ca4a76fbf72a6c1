import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { FirstData } from '#domain/first-data.ts';
import { AppProviders } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/router.tsx';
import { renderWithFirstData } from './lib/first-data.ts';

const handler = createStaticHandler(routes);

/**
 * The HTML of a public page at `url` (a path and the page's own query: a league, a tab, a
 * table's sort), rendered with its first data as the browser will hydrate it (decisions 031
 * and 045); null when the router answers with a redirect instead.
 */
export async function renderPage(url: string, firstData: FirstData): Promise<string | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderWithFirstData(firstData, () =>
    renderToString(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
