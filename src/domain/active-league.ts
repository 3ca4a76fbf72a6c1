import type { League } from './leagues.ts';

/** The active league is the first active one in list order (newest start first, docs/rules/league-data.md#leagues). */
export function activeLeague<Listed extends League>(leagues: readonly Listed[]): Listed | undefined {
  return leagues.find((candidate) => candidate.isActive);
}

/** The league switcher appears only when at least two leagues are active (docs/rules/screens.md#league-switcher). */
export function showsLeagueSwitcher(leagues: readonly League[]): boolean {
  return leagues.filter((candidate) => candidate.isActive).length >= 2;
}
