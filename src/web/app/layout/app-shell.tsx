import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useVisitRecording } from '#web/features/analytics/api/record-visit.ts';
import { useActiveLeague, useLeagueNamedInAddress } from '#web/features/leagues/active-league.tsx';
import { useHydrated } from '#web/lib/hydration.ts';
import { useSiteInfo } from '#web/lib/site-info.ts';
import { Footer } from './footer.tsx';
import { TopNav } from './top-nav.tsx';

/**
 * Toast defaults (docs/rules/screens.md#toasts). The toasts lie over the band of the sticky top
 * navigation, no taller than it, and several pile up as one (the newest in front, the others
 * expand under the pointer), so a toast never covers the form just sent nor the next Create
 * button (docs/decisions/019-toasts-beside-the-form.md).
 */
const toastBandClass = [
  'text-sm',
  // Desktop: inside the navigation's 61 px, clear of the page under it.
  '[--toastify-toast-top:max(0.5rem,env(safe-area-inset-top))]',
  '[--toastify-toast-min-height:2.75rem]',
  '[--toastify-toast-padding:0.5rem_0.75rem]',
  // Phones (react-toastify's own 480 px): the whole width from the top edge, as tall as the navigation.
  'max-[480px]:[--toastify-toast-min-height:3.75rem]',
].join(' ');

/**
 * The toasts' code loads once the page is in the browser, not with the first load: a toast
 * raised before it has loaded waits for it (react-toastify queues toasts until a container mounts).
 */
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

function Toasts() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={80}
        theme="dark"
        stacked
        // A fourth toast within five seconds waits for a place rather than reach the page.
        limit={3}
        className={toastBandClass}
      />
    </Suspense>
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

const LEAGUELESS_PAGES = new Set<string>([paths.leagueRules, paths.faq, paths.contact, paths.privacyPolicy]);

/**
 * Public pages: a blank dark screen until the leagues have loaded and an active league
 * exists (docs/rules/screens.md#shell); with none, a short notice instead of a blank screen
 * forever (docs/rules/screens.md#no-active-league).
 */
export function PublicShell() {
  // Every visit to a page outside /admin is recorded (docs/rules/screens.md#visit-recording).
  useVisitRecording();
  useLeagueNamedInAddress();
  const { leagues, isLoading, league } = useActiveLeague();
  const site = useSiteInfo();
  const { pathname } = useLocation();
  if (isLoading || site.isPending) return <div className="min-h-screen bg-neutral-950" aria-busy="true" />;
  // The rules, FAQ, contact and privacy pages need no league: an admin reads them before the first season.
  if (!league && !LEAGUELESS_PAGES.has(pathname)) {
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

/**
 * The live scoring screen fills a phone's screen (docs/rules/screens.md#live-scoring): no
 * navigation, footer or toasts, whose room the pad needs and whose reads (the records fetched
 * ahead, the site's links) are of no use at the gym, and fail there without a network.
 */
export function ScoringShell() {
  return (
    <div className="min-h-screen bg-neutral-950 text-neutral-100">
      <main id="main" className="px-3">
        <Outlet />
      </main>
    </div>
  );
}
