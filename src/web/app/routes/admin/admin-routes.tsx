import { Route, Routes } from 'react-router';
import { AdminGuard } from '#web/features/auth/components/admin-guard.tsx';
import { NotFoundPage } from '../not-found.tsx';
import { DashboardPage } from './dashboard.tsx';
import { UsersCreatePage } from './users-create.tsx';
import { UsersListPage } from './users-list.tsx';
import { UsersUpdatePage } from './users-update.tsx';

/** Every /admin screen, behind the one guard. Loaded as a separate chunk. */
export function AdminRoutes() {
  return (
    <AdminGuard>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="users/create" element={<UsersCreatePage />} />
        <Route path="users/list" element={<UsersListPage />} />
        <Route path="users/update" element={<UsersUpdatePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AdminGuard>
  );
}
