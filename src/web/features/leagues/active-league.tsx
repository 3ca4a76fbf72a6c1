import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { shownLeague } from '#domain/active-league.ts';
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
    return {
      leagues,
      isLoading: leaguesQuery.isPending,
      league: leagues ? shownLeague(leagues, chosenId) : undefined,
      setLeague: (league) => setChosenId(league.id),
    };
  }, [leaguesQuery.data, leaguesQuery.isPending, chosenId]);
  return <ActiveLeagueContext.Provider value={value}>{children}</ActiveLeagueContext.Provider>;
}

/**
 * The leagues, and the league the public pages show: the active league the address names
 * (`?league=`, which the server rendered the page with: decision 045), else the one chosen
 * earlier in the visit, else the active league.
 */
export function useActiveLeague(): ActiveLeagueState {
  const state = useContext(ActiveLeagueContext);
  if (!state) throw new Error('useActiveLeague needs an ActiveLeagueProvider');
  const named = useLeagueInAddress(state.leagues);
  return named ? { ...state, league: named } : state;
}

/** The active league the address names (`?league=`), if any. */
function useLeagueInAddress(leagues: readonly ListedLeague[] | undefined): ListedLeague | undefined {
  const [params] = useSearchParams();
  const named = params.get('league');
  return leagues?.find((candidate) => candidate.isActive && String(candidate.id) === named);
}

/**
 * Keeps the active league the address names as the visit's choice, so the pages opened next
 * show it too, as the league switcher's choice does (docs/rules/screens.md#league-switcher).
 */
export function useLeagueNamedInAddress() {
  const state = useContext(ActiveLeagueContext);
  const named = useLeagueInAddress(state?.leagues);
  const setLeague = state?.setLeague;
  useEffect(() => {
    if (named && setLeague) setLeague(named);
  }, [named, setLeague]);
}
