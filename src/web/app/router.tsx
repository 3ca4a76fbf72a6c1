import { createBrowserRouter } from 'react-router';
import { OpenShell, PublicShell } from '#web/components/layout/app-shell.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { ContactPage } from './routes/static/contact.tsx';
import { FaqPage } from './routes/static/faq.tsx';
import { LeagueRulesPage } from './routes/static/league-rules.tsx';
import { PrivacyPolicyPage } from './routes/static/privacy-policy.tsx';

/** What shows while a lazily loaded screen arrives on the first load: the blank dark screen. */
const BlankScreen = () => <div className="min-h-screen bg-neutral-950" aria-busy="true" />;

export const router = createBrowserRouter([
  {
    element: <PublicShell />,
    HydrateFallback: BlankScreen,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'register', lazy: async () => ({ Component: (await import('./routes/register.tsx')).RegisterPage }) },
      { path: 'standings', lazy: async () => ({ Component: (await import('./routes/standings.tsx')).StandingsPage }) },
      {
        path: 'statistics',
        lazy: async () => ({ Component: (await import('./routes/statistics.tsx')).StatisticsPage }),
      },
      { path: 'schedule', lazy: async () => ({ Component: (await import('./routes/schedule.tsx')).SchedulePage }) },
      {
        path: 'past-leagues',
        lazy: async () => ({ Component: (await import('./routes/past-leagues.tsx')).PastLeaguesPage }),
      },
      {
        path: 'games/:id/box-score',
        lazy: async () => ({ Component: (await import('./routes/box-score.tsx')).BoxScorePage }),
      },
      { path: 'teams/:id', lazy: async () => ({ Component: (await import('./routes/team.tsx')).TeamPage }) },
      { path: 'players/:id', lazy: async () => ({ Component: (await import('./routes/player.tsx')).PlayerPage }) },
      { path: 'records', lazy: async () => ({ Component: (await import('./routes/records.tsx')).RecordsPage }) },
      { path: 'locations', lazy: async () => ({ Component: (await import('./routes/locations.tsx')).LocationsPage }) },
      { path: 'league-rules', element: <LeagueRulesPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <OpenShell />,
    HydrateFallback: BlankScreen,
    children: [
      {
        // Forms (and their validation library) load only where they are used.
        path: 'login',
        lazy: async () => ({ Component: (await import('./routes/login.tsx')).LoginPage }),
      },
      {
        // The back office is its own chunk: the public site never downloads it.
        path: 'admin/*',
        lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).AdminRoutes }),
      },
    ],
  },
]);
