import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import 'react-toastify/dist/ReactToastify.css';
import { ActiveLeagueProvider } from '#web/features/leagues/active-league.tsx';
import { createQueryClient } from './query-client.ts';
import { router } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ActiveLeagueProvider>
        <RouterProvider router={router} />
      </ActiveLeagueProvider>
    </QueryClientProvider>
  );
}
