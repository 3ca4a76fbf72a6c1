import { Route, Routes } from 'react-router';
import { AdminGuard } from '#web/features/auth/components/admin-guard.tsx';
import { NotFoundPage } from '../not-found.tsx';
import { DashboardPage } from './dashboard.tsx';
import { LeaguesCreatePage } from './leagues-create.tsx';
import { LeaguesListPage } from './leagues-list.tsx';
import { LeaguesUpdatePage } from './leagues-update.tsx';
import { LocationsCreatePage } from './locations-create.tsx';
import { LocationsListPage } from './locations-list.tsx';
import { LocationsUpdatePage } from './locations-update.tsx';
import { TeamsCreatePage } from './teams-create.tsx';
import { TeamsListPage } from './teams-list.tsx';
import { TeamsUpdatePage } from './teams-update.tsx';
import { GamesBoxScorePage } from './games-box-score.tsx';
import { GamesCreatePage } from './games-create.tsx';
import { GamesListPage } from './games-list.tsx';
import { GamesUpdatePage } from './games-update.tsx';
import { PlayerStatsEditPage } from './player-stats-edit.tsx';
import { AdvertisementsCreatePage } from './advertisements-create.tsx';
import { AdvertisementsListPage } from './advertisements-list.tsx';
import { AdvertisementsUpdatePage } from './advertisements-update.tsx';
import { AwardsCreatePage } from './awards-create.tsx';
import { AwardsListPage } from './awards-list.tsx';
import { AwardsUpdatePage } from './awards-update.tsx';
import { PlayerTeamsPage } from './player-teams.tsx';
import { PlayersCreatePage } from './players-create.tsx';
import { PlayersListPage } from './players-list.tsx';
import { PlayersUpdatePage } from './players-update.tsx';
import { UsersCreatePage } from './users-create.tsx';
import { UsersListPage } from './users-list.tsx';
import { UsersUpdatePage } from './users-update.tsx';
import { lazyPage } from './lazy-page.tsx';

const AdvertisementsAnalyticsPage = lazyPage(
  async () => (await import('./advertisements-analytics.tsx')).AdvertisementsAnalyticsPage,
);
const SiteAnalyticsPage = lazyPage(async () => (await import('./analytics.tsx')).SiteAnalyticsPage);

/** Every /admin screen, behind the one guard. Loaded as a separate chunk. */
export function AdminRoutes() {
  return (
    <AdminGuard>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="users/create" element={<UsersCreatePage />} />
        <Route path="users/list" element={<UsersListPage />} />
        <Route path="users/update" element={<UsersUpdatePage />} />
        <Route path="leagues/create" element={<LeaguesCreatePage />} />
        <Route path="leagues/list" element={<LeaguesListPage />} />
        <Route path="leagues/update/:id" element={<LeaguesUpdatePage />} />
        <Route path="teams/create" element={<TeamsCreatePage />} />
        <Route path="teams/list" element={<TeamsListPage />} />
        <Route path="teams/update/:id" element={<TeamsUpdatePage />} />
        <Route path="locations/create" element={<LocationsCreatePage />} />
        <Route path="locations/list" element={<LocationsListPage />} />
        <Route path="locations/update/:id" element={<LocationsUpdatePage />} />
        <Route path="games/create" element={<GamesCreatePage />} />
        <Route path="games/list" element={<GamesListPage />} />
        <Route path="games/update/:id" element={<GamesUpdatePage />} />
        <Route path="games/update/:id/box-score" element={<GamesBoxScorePage />} />
        <Route path="games/update/:gameId/player-stats/:playerId" element={<PlayerStatsEditPage />} />
        <Route path="players/create" element={<PlayersCreatePage />} />
        <Route path="players/list" element={<PlayersListPage />} />
        <Route path="players/update/:id" element={<PlayersUpdatePage />} />
        <Route path="players/update/:id/teams" element={<PlayerTeamsPage />} />
        <Route path="awards/create" element={<AwardsCreatePage />} />
        <Route path="awards/list" element={<AwardsListPage />} />
        <Route path="awards/update/:id" element={<AwardsUpdatePage />} />
        <Route path="advertisements/create" element={<AdvertisementsCreatePage />} />
        <Route path="advertisements/list" element={<AdvertisementsListPage />} />
        <Route path="advertisements/update/:id" element={<AdvertisementsUpdatePage />} />
        <Route path="advertisements/analytics" element={<AdvertisementsAnalyticsPage />} />
        <Route path="analytics" element={<SiteAnalyticsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AdminGuard>
  );
}
