import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { useVisitRecording } from '#web/features/analytics/api/record-visit.ts';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { useSiteInfo } from '#web/lib/site-info.ts';
import { Footer } from './footer.tsx';
import { TopNav } from './top-nav.tsx';

/** Toast defaults (docs/rules/screens.md#toasts). */
function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      theme="dark"
    />
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-neutral-950 text-neutral-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-brand focus:px-3 focus:py-2 focus:text-neutral-950"
      >
        Skip to content
      </a>
      <TopNav />
      <Toasts />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 md:py-10">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/**
 * Public pages: a blank dark screen until the leagues have loaded and an active league
 * exists (docs/rules/screens.md#shell); with none, a short notice instead of a blank screen
 * forever (docs/rules/screens.md#no-active-league).
 */
export function PublicShell() {
  // Every visit to a page outside /admin is recorded (docs/rules/screens.md#visit-recording).
  useVisitRecording();
  const { leagues, isLoading, league } = useActiveLeague();
  const site = useSiteInfo();
  if (isLoading || site.isPending) return <div className="min-h-screen bg-neutral-950" aria-busy="true" />;
  if (!league) {
    return (
      <Frame>
        <section className="mx-auto max-w-xl py-16 text-center">
          <h1 className="text-2xl font-bold">No active league</h1>
          <p className="mt-3 text-neutral-300">
            {leagues
              ? 'There is no active league right now. Please check back soon for the next season.'
              : 'The league could not be loaded. Please refresh the page in a moment.'}
          </p>
        </section>
      </Frame>
    );
  }
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** Sign-in and the back office never wait for a league, so a fresh install can be set up. */
export function OpenShell() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}
