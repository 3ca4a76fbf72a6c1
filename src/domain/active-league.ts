import type { League } from './leagues.ts';

/** The active league is the first active one in list order (newest start first, docs/rules/league-data.md#leagues). */
export function activeLeague<Listed extends League>(leagues: readonly Listed[]): Listed | undefined {
  return leagues.find((candidate) => candidate.isActive);
}

/** The league switcher appears only when at least two leagues are active (docs/rules/screens.md#league-switcher). */
export function showsLeagueSwitcher(leagues: readonly League[]): boolean {
  return leagues.filter((candidate) => candidate.isActive).length >= 2;
}

/**
 * The league the public pages show: the active league `chosenId` names (the address's
 * `?league=`, or the league switcher's choice), else the active league.
 */
export function shownLeague<Listed extends League>(
  leagues: readonly Listed[],
  chosenId: string | number | null | undefined,
): Listed | undefined {
  const chosen = leagues.find((candidate) => candidate.isActive && String(candidate.id) === String(chosenId));
  return chosen ?? activeLeague(leagues);
}
