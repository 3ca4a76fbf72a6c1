import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { loadScreensOf, routes } from './app/router.tsx';

/** The app: rendered into the page, or hydrating what the server rendered (main.tsx starts it). */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A public page comes rendered by the server (decision 031): it is hydrated, its screen's code loaded first.
const rendered = root.hasChildNodes();
if (rendered) await loadScreensOf(window.location.pathname);
const app = (
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);
// As a transition, hydrating yields to the browser every few milliseconds instead of holding it in
// one long task; a click meanwhile hydrates what it lands on first, and is replayed.
if (rendered) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
