import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys, refreshAfter, type Write } from './query-keys.ts';

/** A cache holding one answer under each key; the answers a write leaves stale are returned. */
async function staleAfterWrite(write: Write, keys: Record<string, QueryKey>) {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, 'answer');
  await refreshAfter(queryClient, write);
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

const answers = {
  leagues: queryKeys.leagues.all,
  league: queryKeys.leagues.detail(3),
  team: queryKeys.teams.detail(7),
  standings: queryKeys.standings.league(3),
  schedule: queryKeys.games.list({ leagueId: 3 }),
  game: queryKeys.games.detail(11),
  bracket: queryKeys.playoffs.league(3),
  playoffLeaders: queryKeys.playerStats.league(3, 'averages', 'playoffs'),
  averages: queryKeys.playerStats.playerAverages(5),
  leaders: queryKeys.playerStats.league(3, 'averages'),
  records: queryKeys.records.kind('all-time-total'),
  player: queryKeys.players.detail(5),
  awards: queryKeys.awards.league(3),
  locations: queryKeys.locations.all,
  ads: queryKeys.advertisements.active,
  me: queryKeys.users.me,
  admins: queryKeys.users.list,
};

describe('refreshAfter (docs/rules/screens.md#refreshing-after-a-change)', () => {
  it('refreshes games, brackets, standings, stats of either part of the season, records and teams after a game or a score', async () => {
    expect(await staleAfterWrite('game', answers)).toEqual([
      'team',
      'standings',
      'schedule',
      'game',
      'bracket',
      'playoffLeaders',
      'averages',
      'leaders',
      'records',
    ]);
  });

  it('refreshes the bracket, the games and the leagues list after a bracket is made or removed', async () => {
    expect(await staleAfterWrite('bracket', answers)).toEqual(['leagues', 'league', 'schedule', 'game', 'bracket']);
  });

  it('refreshes games, stats, records and teams after a stat line, but not the standings', async () => {
    expect(await staleAfterWrite('statLine', answers)).toEqual([
      'team',
      'schedule',
      'game',
      'playoffLeaders',
      'averages',
      'leaders',
      'records',
    ]);
  });

  it('refreshes everything a team shows in after a team write, but not locations, ads or awards', async () => {
    expect(await staleAfterWrite('team', answers)).toEqual([
      'leagues',
      'league',
      'team',
      'standings',
      'schedule',
      'game',
      'bracket',
      'playoffLeaders',
      'averages',
      'leaders',
      'records',
      'player',
    ]);
  });

  it('keeps the signed-in admin when the admin list refreshes', async () => {
    expect(await staleAfterWrite('user', answers)).toEqual(['admins']);
  });

  it('touches only its own resource after an award, an ad or a location write', async () => {
    expect(await staleAfterWrite('award', answers)).toEqual(['awards']);
    expect(await staleAfterWrite('advertisement', answers)).toEqual(['ads']);
    expect(await staleAfterWrite('location', answers)).toEqual(['schedule', 'game', 'bracket', 'locations']);
  });
});
