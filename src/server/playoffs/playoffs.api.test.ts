import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMPTY_LINE } from '#domain/player-stats.ts';
import { leagueOfItsOwn, useSmallLeagueApp } from '../../../test/small-league.ts';
import { unique } from '../../../test/unique.ts';
import { playerLeagueTotals } from '../db/schema.ts';

const setup = useSmallLeagueApp();

const made: typeof setup.made = (...write) => setup.made(...write);

/**
 * Six teams A to F, one player each, and a regular season worked out by hand:
 *
 * A 4-0 (beat B, C, D, E); C 3-2 and B 3-2, but C beat B 41-40 while B won its games by 30,
 * so head-to-head puts C above B despite B's differential; D 2-3; F 1-3; E 1-4.
 * Seeds: 1 A, 2 C, 3 B, 4 D, 5 F, 6 E.
 */
async function seasonOfSix() {
  const {
    id,
    gym,
    teams: team,
  } = await leagueOfItsOwn(made, {
    name: 'Playoff League',
    letters: ['A', 'B', 'C', 'D', 'E', 'F'],
    startDate: '2026-01-01',
    endDate: '2026-04-30',
  });
  const league = { id };
  let day = 1;
  const play = async (home: string, away: string, homeScore: number, awayScore: number) => {
    const date = `2026-02-${String(day++).padStart(2, '0')}`;
    const game = await made('POST', '/api/games', {
      homeTeamId: team[home]!.id,
      awayTeamId: team[away]!.id,
      date,
      time: '19:00',
      locationId: gym.id,
    });
    await made('PUT', `/api/games/${game.id}/score`, { homeTeamScore: homeScore, awayTeamScore: awayScore });
    return game.id as number;
  };
  await play('A', 'B', 50, 45);
  await play('A', 'C', 50, 45);
  await play('A', 'D', 50, 45);
  await play('A', 'E', 50, 45);
  await play('C', 'B', 41, 40);
  await play('B', 'D', 60, 30);
  await play('B', 'E', 60, 30);
  await play('B', 'F', 60, 30);
  await play('C', 'D', 41, 40);
  await play('C', 'E', 41, 40);
  await play('C', 'F', 40, 41);
  await play('D', 'E', 50, 40);
  await play('D', 'F', 50, 40);
  await play('E', 'F', 50, 40);
  return { league, gym, team };
}

type Side = { teamId: number; seed: number } | null;
type Matchup = { key: string; home: Side; away: Side; game: { id: number } | null; winnerTeamId: number | null };
type Bracket = {
  rounds: { name: string; games: Matchup[] }[];
  championTeamId: number | null;
  thirdPlaceTeamId: number | null;
};

const matchup = (bracket: Bracket, key: string) =>
  bracket.rounds.flatMap((round) => round.games).find((game) => game.key === key)!;
const pairing = (game: Matchup) => [game.home?.seed ?? null, game.away?.seed ?? null];

describe('playoffs', () => {
  it('seeds the top six as the standings rank them, ties included, and plays the bracket through to a champion', async () => {
    const { league, gym, team } = await seasonOfSix();
    const standings = (await setup.get(`/api/leagues/${league.id}/standings`)).body;
    const seedsOf = ['A', 'C', 'B', 'D', 'F', 'E'].map((letter) => team[letter]!.id);
    expect(standings.map((row: { teamId: number }) => row.teamId)).toEqual(seedsOf);

    const created = await setup.send('POST', `/api/leagues/${league.id}/playoffs`, { teams: 6, thirdPlace: true });
    expect(created.status).toBe(201);
    let bracket = created.body as Bracket;
    expect(bracket.rounds.map((round) => round.name)).toEqual(['Quarterfinals', 'Semifinals', 'Final', 'Third place']);
    // Seeds 1 and 2 have byes; 4 D plays 5 F and 3 B plays 6 E.
    expect(bracket.rounds[0]!.games.map(pairing)).toEqual([
      [4, 5],
      [3, 6],
    ]);
    expect(matchup(bracket, 'r1-m1').home).toMatchObject({ teamId: team.B!.id, seed: 3 });
    expect(bracket.rounds[1]!.games.map(pairing)).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(bracket.championTeamId).toBeNull();

    const url = `/api/leagues/${league.id}/playoffs`;
    // A semifinal's second team is not known yet.
    expect(
      (await setup.send('PUT', `${url}/r2-m0`, { date: '2026-03-08', time: '19:00', locationId: gym.id })).body,
    ).toEqual({
      message: 'Both teams of this game are not known yet: their games come first.',
    });
    const schedule = async (key: string, date: string) =>
      matchup((await made('PUT', `${url}/${key}`, { date, time: '19:00', locationId: gym.id })) as Bracket, key).game!
        .id;
    const score = (gameId: number, home: number, away: number) =>
      made('PUT', `/api/games/${gameId}/score`, { homeTeamScore: home, awayTeamScore: away });

    // Quarterfinals: F (5) upsets D (4) 44-40; B (3) beats E (6) 55-35.
    await score(await schedule('r1-m0', '2026-03-01'), 40, 44);
    await score(await schedule('r1-m1', '2026-03-02'), 55, 35);
    bracket = (await setup.get(url)).body;
    expect(bracket.rounds[1]!.games.map(pairing)).toEqual([
      [1, 5],
      [2, 3],
    ]);
    // Semifinals: A (1) beats F (5); B (3) wins by C (2) forfeiting.
    await score(await schedule('r2-m0', '2026-03-08'), 60, 50);
    const semifinal = await schedule('r2-m1', '2026-03-09');
    await made('PUT', `/api/games/${semifinal}/status`, { status: 'forfeit', forfeitedBy: 'home' });
    bracket = (await setup.get(url)).body;
    expect(matchup(bracket, 'r3-m0')).toMatchObject({ home: { teamId: team.A!.id }, away: { teamId: team.B!.id } });
    expect(matchup(bracket, 'third')).toMatchObject({ home: { teamId: team.C!.id }, away: { teamId: team.F!.id } });

    // Final: B beats A 48-47; third place: C beats F.
    const final = await schedule('r3-m0', '2026-03-15');
    await score(final, 47, 48);
    const third = await schedule('third', '2026-03-16');
    await score(third, 52, 50);

    // Each playoff game carries its round, in the list, the box score and the calendar.
    const rounds = new Map(
      ((await setup.get(`/api/games?leagueId=${league.id}`)).body as { id: number; round: string | null }[]).map(
        (game) => [game.id, game.round],
      ),
    );
    expect([semifinal, final, third].map((id) => rounds.get(id))).toEqual(['Semifinal', 'Final', 'Third place']);
    expect([...rounds.values()].filter((round) => round === null)).toHaveLength(14);
    expect([...rounds.values()].filter((round) => round === 'Quarterfinal')).toHaveLength(2);
    expect((await setup.get(`/api/games/${final}`)).body.round).toBe('Final');
    const calendar = await setup.app.inject({ method: 'GET', url: `/api/leagues/${league.id}/schedule.ics` });
    expect(calendar.body).toContain('SUMMARY:Semifinal: ');
    bracket = (await setup.get(url)).body;
    expect(bracket.championTeamId).toBe(team.B!.id);
    expect(bracket.thirdPlaceTeamId).toBe(team.C!.id);

    // The playoffs change nothing of the regular season's standings.
    expect((await setup.get(`/api/leagues/${league.id}/standings`)).body).toEqual(standings);
    // With results, the bracket stays.
    expect((await setup.send('DELETE', url)).body).toEqual({ message: 'A bracket with results cannot be deleted.' });
    // Made twice: refused.
    expect((await setup.send('POST', url, { teams: 4 })).status).toBe(409);
  });

  it('keeps a playoff game’s figures apart from the regular season’s, and out of the records', async () => {
    const { league, gym, team } = await seasonOfSix();
    const url = `/api/leagues/${league.id}/playoffs`;
    await made('POST', url, { teams: 2 });
    const bracket = (await made('PUT', `${url}/r1-m0`, {
      date: '2026-03-01',
      time: '20:00',
      locationId: gym.id,
    })) as Bracket;
    const gameId = matchup(bracket, 'r1-m0').game!.id;
    // The final: A (1) against C (2); A's player scores 10 (5 two-pointers).
    const line = (await setup.get(`/api/player-stats/game/${gameId}/player/${team.A!.playerId}`, setup.adminCookie))
      .body;
    await made('PUT', `/api/player-stats/${line.id}`, { ...EMPTY_LINE, fgm: 5, fga: 8 });
    await made('PUT', `/api/games/${gameId}/score`, { homeTeamScore: 10, awayTeamScore: 8 });

    const phase = async (query: string) =>
      (await setup.get(`/api/player-stats/league/${league.id}/totals${query}`)).body.find(
        (row: { id: number }) => row.id === team.A!.playerId,
      );
    // The regular season's lines were all zeros: no row. The playoffs': one game, 10 points.
    expect(await phase('')).toBeUndefined();
    expect(await phase('?phase=playoffs')).toMatchObject({ gamesPlayed: 1, points: 10 });
    const log = (await setup.get(`/api/player-stats/player/${team.A!.playerId}?phase=playoffs`)).body;
    expect(log.map((row: { gameId: number }) => row.gameId)).toEqual([gameId]);
    expect((await setup.get(`/api/player-stats/player/${team.A!.playerId}`)).body).toEqual([]);
    const teamStats = (await setup.get(`/api/player-stats/team/${team.A!.id}?phase=playoffs`)).body;
    expect(teamStats).toMatchObject({ gamesPlayed: 1, totals: { points: 10 } });
    expect((await setup.get(`/api/player-stats/team/${team.A!.id}`)).body.gamesPlayed).toBe(4);
    // Records rank the regular season only.
    const kept = await setup.app.db
      .select()
      .from(playerLeagueTotals)
      .where(eq(playerLeagueTotals.playerId, team.A!.playerId));
    expect(kept).toEqual([]);
    expect((await setup.get(`/api/player-stats/league/${league.id}/totals?phase=later`)).status).toBe(400);
  });

  it('refuses a bracket larger than the league, lists players short of the games eligibility needs, and deletes an unplayed one', async () => {
    const { league, team } = await seasonOfSix();
    const url = `/api/leagues/${league.id}/playoffs`;
    expect(await setup.send('POST', url, { teams: 8 })).toEqual({
      status: 400,
      body: { message: 'The league has only 6 teams.' },
    });
    expect((await setup.send('POST', url, { teams: 1 })).body.message).toBe('A bracket has 2 to 16 teams.');
    expect((await setup.send('POST', url, { teams: 4 }, true)).status).toBe(401);
    expect((await setup.get(url)).status).toBe(404);

    // A new player of A has played no game: ineligible. The season's games have scores and no
    // box scores, so each counts for the players on the rosters then: they are eligible.
    const late = await made('POST', '/api/players', {
      firstName: 'Late',
      lastName: unique('Signing'),
      email: 'late@example.com',
      phoneNumber: '(212) 555-0142',
      teamIds: [team.A!.id],
    });
    const bracket = await made('POST', url, { teams: 4 });
    expect(bracket.ineligible).toContainEqual(
      expect.objectContaining({ playerId: late.id, teamId: team.A!.id, gamesPlayed: 0 }),
    );
    // Only the four seeded teams' players: E and F are not in it.
    const listed = new Set(bracket.ineligible.map((row: { teamId: number }) => row.teamId));
    expect(listed.has(team.E!.id) || listed.has(team.F!.id)).toBe(false);
    expect(bracket.ineligible.map((row: { playerId: number }) => row.playerId)).toEqual([late.id]);

    expect(await made('DELETE', url)).toEqual({ message: 'Bracket Deleted' });
    expect((await setup.get(url)).status).toBe(404);
  });
});
