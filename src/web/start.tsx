import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { loadScreensOf, routes } from './app/router.tsx';
import { markHydrated } from './lib/hydration.ts';

/**
 * Marks the page as run by the app (`data-started` on `<html>`) once it has hydrated the page
 * the server rendered, or rendered one that came empty: from then on its buttons and forms
 * answer. The browser tests wait for it after each page load, as a visitor waits for a page
 * to be ready.
 */
function Started({ children }: { children: ReactNode }) {
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset.started = '';
  }, []);
  return children;
}

/**
 * The app: rendered into the page, or hydrating what the server rendered (main.tsx imports this
 * module). It waits for the screen's code in a function, not at the module's top level: the
 * screens import the modules this one's file holds, which must have finished evaluating first.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A public page comes rendered by the server (decision 031): it is hydrated, its screen's code loaded first.
  const rendered = root.hasChildNodes();
  if (rendered) await loadScreensOf(window.location.pathname);
  const app = (
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <Started>
          <RouterProvider router={createBrowserRouter(routes)} />
        </Started>
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
    // Nothing to hydrate: what waits for hydration renders at once.
    markHydrated();
    createRoot(root).render(app);
  }
}

void start();
