import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ActiveLeagueProvider } from '#web/features/leagues/active-league.tsx';

/** What every screen reads from: the query cache and the active league; the browser and the server render inside it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ActiveLeagueProvider>{children}</ActiveLeagueProvider>
    </QueryClientProvider>
  );
}
