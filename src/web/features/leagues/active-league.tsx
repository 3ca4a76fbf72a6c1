import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { activeLeague } from '#domain/active-league.ts';
import type { League, ListedLeague } from '#domain/leagues.ts';
import { useLeagues } from './api/get-leagues.ts';

type ActiveLeagueState = {
  leagues: ListedLeague[] | undefined;
  isLoading: boolean;
  league: ListedLeague | undefined;
  /** The shared setter, used by the league switcher (docs/rules/screens.md#active-league). */
  setLeague: (league: League) => void;
};

const ActiveLeagueContext = createContext<ActiveLeagueState | null>(null);

export function ActiveLeagueProvider({ children }: { children: ReactNode }) {
  const leaguesQuery = useLeagues();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const value = useMemo<ActiveLeagueState>(() => {
    const leagues = leaguesQuery.data;
    const chosen = leagues?.find((candidate) => candidate.id === chosenId && candidate.isActive);
    return {
      leagues,
      isLoading: leaguesQuery.isPending,
      league: chosen ?? (leagues ? activeLeague(leagues) : undefined),
      setLeague: (league) => setChosenId(league.id),
    };
  }, [leaguesQuery.data, leaguesQuery.isPending, chosenId]);
  return <ActiveLeagueContext.Provider value={value}>{children}</ActiveLeagueContext.Provider>;
}

export function useActiveLeague(): ActiveLeagueState {
  const state = useContext(ActiveLeagueContext);
  if (!state) throw new Error('useActiveLeague needs an ActiveLeagueProvider');
  return state;
}
