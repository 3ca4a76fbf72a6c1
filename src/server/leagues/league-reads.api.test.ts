import { beforeAll, describe, expect, it } from 'vitest';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});

const get = (url: string) => setup.get(url);

describe('GET /api/leagues/{id}', () => {
  it('answers the league with its teams', async () => {
    const { status, body } = await get(`/api/leagues/${sl.league.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: sl.league.id, name: sl.league.name, isActive: true, isRegistrationOpen: true });
    expect(body.Teams.map((team: { name: string }) => team.name)).toEqual([
      sl.teams.a.name,
      sl.teams.b.name,
      sl.teams.c.name,
    ]);
    expect(body.Teams[0]).toEqual({
      id: sl.teams.a.id,
      name: sl.teams.a.name,
      logoUrl: '/logos/A.svg',
      LeagueId: sl.league.id,
    });
  });

  it('is 404 for no league and 400 for a bad id', async () => {
    expect((await get('/api/leagues/2147483000')).body).toEqual({ message: 'League not found' });
    expect((await get('/api/leagues/0')).status).toBe(400);
  });
});

describe('GET /api/leagues/{id}/standings', () => {
  it('ranks teams on played games only, with the extra columns', async () => {
    const { status, body } = await get(`/api/leagues/${sl.league.id}/standings`);
    expect(status).toBe(200);
    // A beat B 50-40 and C 52-30; C beat B 47-45. The 0-0 and unscored games count for nobody.
    expect(body).toEqual([
      {
        teamId: sl.teams.a.id,
        teamName: sl.teams.a.name,
        logoUrl: '/logos/A.svg',
        gamesPlayed: 2,
        wins: 2,
        losses: 0,
        forfeits: 0,
        winPercentage: 100,
        gamesBehind: 0,
        pointsFor: 102,
        pointsAgainst: 70,
        pointDifferential: 32,
        streak: 'W2',
      },
      {
        teamId: sl.teams.c.id,
        teamName: sl.teams.c.name,
        logoUrl: '/logos/C.svg',
        gamesPlayed: 2,
        wins: 1,
        losses: 1,
        forfeits: 0,
        winPercentage: 50,
        // (2 - 1 + 1 - 0) / 2
        gamesBehind: 1,
        pointsFor: 77,
        pointsAgainst: 97,
        pointDifferential: -20,
        // Its newest result is the 30-52 loss.
        streak: 'L1',
      },
      {
        teamId: sl.teams.b.id,
        teamName: sl.teams.b.name,
        logoUrl: '/logos/B.svg',
        gamesPlayed: 2,
        wins: 0,
        losses: 2,
        forfeits: 0,
        winPercentage: 0,
        gamesBehind: 2,
        pointsFor: 85,
        pointsAgainst: 97,
        pointDifferential: -12,
        streak: 'L2',
      },
    ]);
  });

  it('lists every team of a league without games, and 404 for no league', async () => {
    expect((await get(`/api/leagues/${sl.pastLeague.id}/standings`)).body).toEqual([]);
    expect((await get('/api/leagues/2147483000/standings')).status).toBe(404);
  });
});

describe('GET /api/leagues/{id}/schedule.ics', () => {
  it('is an iCalendar feed of the league with final scores', async () => {
    const response = await setup.app.inject({ method: 'GET', url: `/api/leagues/${sl.league.id}/schedule.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    // 7:00 PM in New York on Sep 5 (daylight time, UTC-4) is 23:00 UTC.
    expect(text).toContain(`UID:game-${sl.games.g1.id}@`);
    expect(text).toContain('DTSTART:20260905T230000Z');
    expect(text).toContain(`SUMMARY:${sl.teams.b.name} 40\\, ${sl.teams.a.name} 50 (Final)`);
    // The 0-0 game is not final yet.
    expect(text).toContain(`SUMMARY:${sl.teams.b.name} at ${sl.teams.a.name}`);
  });

  it('has a team feed too', async () => {
    const raw = await setup.app.inject({ method: 'GET', url: `/api/teams/${sl.teams.c.id}/schedule.ics` });
    expect(raw.statusCode).toBe(200);
    // C played g2, g3 and has g5.
    expect(raw.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect((await setup.app.inject({ method: 'GET', url: '/api/teams/2147483000/schedule.ics' })).statusCode).toBe(404);
  });
});
