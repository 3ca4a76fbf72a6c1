import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { AdminGuard, SCOREKEEPING } from './layout/admin-guard.tsx';
import { OpenShell, PublicShell, ScoringShell } from './layout/app-shell.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { EditablePageView } from './routes/static/editable-page.tsx';

/**
 * The one way a screen loads lazily: its code arrives in its own chunk the first time it is
 * opened. The home page and the short static pages come with the first load; forms (and their
 * validation library), the charts and the whole back office never reach a visitor who does not
 * open them.
 */
function screen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return async () => ({ Component: (await load())[name] });
}

/** What shows while a lazily loaded screen arrives on the first load: the blank dark screen. */
const BlankScreen = () => <div className="min-h-screen bg-neutral-950" aria-busy="true" />;

/** Every screen of the site at its address from `paths` (docs/rules/screens.md). */
export const routes: RouteObject[] = [
  {
    element: <PublicShell />,
    HydrateFallback: BlankScreen,
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.register, lazy: screen(() => import('./routes/register.tsx'), 'RegisterPage') },
      { path: paths.standings, lazy: screen(() => import('./routes/standings.tsx'), 'StandingsPage') },
      { path: paths.playoffs, lazy: screen(() => import('./routes/playoffs.tsx'), 'PlayoffsPage') },
      { path: paths.statistics, lazy: screen(() => import('./routes/statistics.tsx'), 'StatisticsPage') },
      { path: paths.schedule, lazy: screen(() => import('./routes/schedule.tsx'), 'SchedulePage') },
      { path: paths.pastLeagues, lazy: screen(() => import('./routes/past-leagues.tsx'), 'PastLeaguesPage') },
      { path: paths.boxScore.pattern, lazy: screen(() => import('./routes/box-score.tsx'), 'BoxScorePage') },
      { path: paths.team.pattern, lazy: screen(() => import('./routes/team.tsx'), 'TeamPage') },
      { path: paths.player.pattern, lazy: screen(() => import('./routes/player.tsx'), 'PlayerPage') },
      { path: paths.records, lazy: screen(() => import('./routes/records.tsx'), 'RecordsPage') },
      { path: paths.locations, lazy: screen(() => import('./routes/locations.tsx'), 'LocationsPage') },
      { path: paths.leagueRules, element: <EditablePageView page="league-rules" /> },
      { path: paths.faq, element: <EditablePageView page="faq" /> },
      { path: paths.contact, element: <EditablePageView page="contact" /> },
      { path: paths.privacyPolicy, element: <EditablePageView page="privacy-policy" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // A phone's whole screen for scoring a game live, behind the same guard as the back office;
    // its address is more specific than the back office's catch-all, so it is matched first.
    element: <ScoringShell />,
    HydrateFallback: BlankScreen,
    children: [
      {
        element: <AdminGuard />,
        children: [
          {
            path: paths.admin.gamesLive.pattern,
            handle: SCOREKEEPING,
            lazy: screen(() => import('./routes/admin/games-live.tsx'), 'GamesLivePage'),
          },
        ],
      },
    ],
  },
  {
    // Sign-in and the back office never wait for a league.
    element: <OpenShell />,
    HydrateFallback: BlankScreen,
    children: [
      { path: paths.login, lazy: screen(() => import('./routes/login.tsx'), 'LoginPage') },
      { path: paths.unsubscribe.pattern, lazy: screen(() => import('./routes/unsubscribe.tsx'), 'UnsubscribePage') },
      {
        path: paths.registrationConfirm.pattern,
        lazy: screen(() => import('./routes/registration-confirm.tsx'), 'RegistrationConfirmPage'),
      },
      {
        path: paths.admin.dashboard,
        element: <AdminGuard />,
        children: [
          {
            index: true,
            lazy: screen(() => import('./routes/admin/dashboard.tsx'), 'DashboardPage'),
          },
          {
            path: paths.admin.usersCreate,
            lazy: screen(() => import('./routes/admin/users-create.tsx'), 'UsersCreatePage'),
          },
          { path: paths.admin.usersList, lazy: screen(() => import('./routes/admin/users-list.tsx'), 'UsersListPage') },
          {
            path: paths.admin.usersUpdate,
            lazy: screen(() => import('./routes/admin/users-update.tsx'), 'UsersUpdatePage'),
          },
          {
            path: paths.admin.leaguesCreate,
            lazy: screen(() => import('./routes/admin/leagues-create.tsx'), 'LeaguesCreatePage'),
          },
          {
            path: paths.admin.leaguesList,
            lazy: screen(() => import('./routes/admin/leagues-list.tsx'), 'LeaguesListPage'),
          },
          {
            path: paths.admin.leaguesPlayoffs.pattern,
            lazy: screen(() => import('./routes/admin/leagues-playoffs.tsx'), 'LeaguesPlayoffsPage'),
          },
          {
            path: paths.admin.leaguesSchedule.pattern,
            lazy: screen(() => import('./routes/admin/leagues-schedule.tsx'), 'LeaguesSchedulePage'),
          },
          {
            path: paths.admin.leaguesUpdate.pattern,
            lazy: screen(() => import('./routes/admin/leagues-update.tsx'), 'LeaguesUpdatePage'),
          },
          {
            path: paths.admin.teamsCreate,
            lazy: screen(() => import('./routes/admin/teams-create.tsx'), 'TeamsCreatePage'),
          },
          { path: paths.admin.teamsList, lazy: screen(() => import('./routes/admin/teams-list.tsx'), 'TeamsListPage') },
          {
            path: paths.admin.teamsUpdate.pattern,
            lazy: screen(() => import('./routes/admin/teams-update.tsx'), 'TeamsUpdatePage'),
          },
          {
            path: paths.admin.locationsCreate,
            lazy: screen(() => import('./routes/admin/locations-create.tsx'), 'LocationsCreatePage'),
          },
          {
            path: paths.admin.locationsList,
            lazy: screen(() => import('./routes/admin/locations-list.tsx'), 'LocationsListPage'),
          },
          {
            path: paths.admin.locationsUpdate.pattern,
            lazy: screen(() => import('./routes/admin/locations-update.tsx'), 'LocationsUpdatePage'),
          },
          {
            path: paths.admin.gamesCreate,
            lazy: screen(() => import('./routes/admin/games-create.tsx'), 'GamesCreatePage'),
          },
          { path: paths.admin.gamesList, lazy: screen(() => import('./routes/admin/games-list.tsx'), 'GamesListPage') },
          {
            path: paths.admin.gamesUpdate.pattern,
            lazy: screen(() => import('./routes/admin/games-update.tsx'), 'GamesUpdatePage'),
          },
          {
            path: paths.admin.gamesBoxScore.pattern,
            handle: SCOREKEEPING,
            lazy: screen(() => import('./routes/admin/games-box-score.tsx'), 'GamesBoxScorePage'),
          },
          {
            path: paths.admin.gamesEntry.pattern,
            handle: SCOREKEEPING,
            lazy: screen(() => import('./routes/admin/games-entry.tsx'), 'GamesEntryPage'),
          },
          {
            path: paths.admin.playerStatsEdit.pattern,
            handle: SCOREKEEPING,
            lazy: screen(() => import('./routes/admin/player-stats-edit.tsx'), 'PlayerStatsEditPage'),
          },
          {
            path: paths.admin.gamesToEnter,
            handle: SCOREKEEPING,
            lazy: screen(() => import('./routes/admin/games-to-enter.tsx'), 'GamesToEnterPage'),
          },
          {
            path: paths.admin.playersCreate,
            lazy: screen(() => import('./routes/admin/players-create.tsx'), 'PlayersCreatePage'),
          },
          {
            path: paths.admin.playersList,
            lazy: screen(() => import('./routes/admin/players-list.tsx'), 'PlayersListPage'),
          },
          {
            path: paths.admin.playersUpdate.pattern,
            lazy: screen(() => import('./routes/admin/players-update.tsx'), 'PlayersUpdatePage'),
          },
          {
            path: paths.admin.playerTeams.pattern,
            lazy: screen(() => import('./routes/admin/player-teams.tsx'), 'PlayerTeamsPage'),
          },
          {
            path: paths.admin.awardsCreate,
            lazy: screen(() => import('./routes/admin/awards-create.tsx'), 'AwardsCreatePage'),
          },
          {
            path: paths.admin.awardsList,
            lazy: screen(() => import('./routes/admin/awards-list.tsx'), 'AwardsListPage'),
          },
          {
            path: paths.admin.awardsUpdate.pattern,
            lazy: screen(() => import('./routes/admin/awards-update.tsx'), 'AwardsUpdatePage'),
          },
          {
            path: paths.admin.advertisementsCreate,
            lazy: screen(() => import('./routes/admin/advertisements-create.tsx'), 'AdvertisementsCreatePage'),
          },
          {
            path: paths.admin.advertisementsList,
            lazy: screen(() => import('./routes/admin/advertisements-list.tsx'), 'AdvertisementsListPage'),
          },
          {
            path: paths.admin.advertisementsUpdate.pattern,
            lazy: screen(() => import('./routes/admin/advertisements-update.tsx'), 'AdvertisementsUpdatePage'),
          },
          {
            path: paths.admin.advertisementsAnalytics,
            lazy: screen(() => import('./routes/admin/advertisements-analytics.tsx'), 'AdvertisementsAnalyticsPage'),
          },
          {
            path: paths.admin.analytics,
            lazy: screen(() => import('./routes/admin/analytics.tsx'), 'SiteAnalyticsPage'),
          },
          {
            path: paths.admin.registrations,
            lazy: screen(() => import('./routes/admin/registrations.tsx'), 'RegistrationsPage'),
          },
          { path: paths.admin.imports, lazy: screen(() => import('./routes/admin/imports.tsx'), 'ImportsPage') },
          { path: paths.admin.outbox, lazy: screen(() => import('./routes/admin/outbox.tsx'), 'OutboxPage') },
          { path: paths.admin.settings, lazy: screen(() => import('./routes/admin/settings.tsx'), 'SettingsPage') },
          { path: paths.admin.pages, lazy: screen(() => import('./routes/admin/pages-list.tsx'), 'PagesListPage') },
          {
            path: paths.admin.pageEdit.pattern,
            lazy: screen(() => import('./routes/admin/pages-edit.tsx'), 'PagesEditPage'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the screens `pathname` opens, and puts it in their routes: a page the
 * server rendered is hydrated with its screen in place, as the server rendered it, rather than
 * with the blank screen that stands in while a lazy screen loads.
 */
export async function loadScreensOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
}
