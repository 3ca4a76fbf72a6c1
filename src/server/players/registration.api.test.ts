import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInAsNewAdmin, unique } from '../../../test/app.ts';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { players, teams } from '../db/schema.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
let pastTeamId: number;
beforeAll(async () => {
  sl = setup.league;
  const [pastTeam] = await setup.app.db
    .insert(teams)
    .values({ name: `${sl.tag} Old`, leagueId: sl.pastLeague.id })
    .returning();
  pastTeamId = pastTeam!.id;
});

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nia',
  lastName: unique('Reyes'),
  email: 'nia@example.com',
  phoneNumber: '646-555-0142',
  position: 'Point Guard',
  age: 29,
  height: "5'9''",
  weight: 150,
  jerseyNumber: 11,
  isCaptain: true,
  teamId: sl.teams.b.id,
  agreeToWaiver: true,
  ...overrides,
});

const register = async (payload: unknown, cookie?: string) => {
  const response = await setup.app.inject({
    method: 'POST',
    url: '/api/players',
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.statusCode, body: response.json() };
};

const named = async (lastName: string) => setup.app.db.select().from(players).where(eq(players.lastName, lastName));

describe('POST /api/players without a session (registration)', () => {
  it('registers a player on the team, which the team page shows at once', async () => {
    const before = await setup.app.inject({ method: 'GET', url: `/api/teams/${sl.teams.b.id}` });
    expect(before.json().Players).toHaveLength(1);

    const body = form();
    const { status, body: created } = await register(body);
    expect(status).toBe(201);
    expect(created).toEqual({
      id: created.playerId,
      registrationId: expect.any(Number),
      status: 'approved',
      firstName: 'Nia',
      team: { id: sl.teams.b.id, name: sl.teams.b.name },
      playerId: expect.any(Number),
      captainRequested: true,
    });
    // The visitor's answer carries no contact details; they are stored, phone written one way.
    // The captain box is a request an admin confirms.
    const [stored] = await named(body.lastName);
    expect(stored).toMatchObject({
      id: created.playerId,
      email: 'nia@example.com',
      phoneNumber: '(646) 555-0142',
      position: 'Point Guard',
      height: "5'9''",
      isCaptain: false,
    });

    const after = await setup.app.inject({ method: 'GET', url: `/api/teams/${sl.teams.b.id}` });
    expect(after.json().Players.map((player: { id: number }) => player.id)).toContain(created.id);

    // A zero line in each of team B's unplayed games (g4 0-0, g5 unscored), none in played ones.
    const line = async (gameId: number) =>
      (await setup.app.inject({ method: 'GET', url: `/api/player-stats/game/${gameId}/player/${created.id}` }))
        .statusCode;
    expect([await line(sl.games.g4.id), await line(sl.games.g5.id), await line(sl.games.g1.id)]).toEqual([
      200, 200, 404,
    ]);
  });

  it.each([
    [{ firstName: ' ' }, 'First name is required.'],
    [{ lastName: null }, 'Last name is required.'],
    [{ email: '' }, 'Email is required.'],
    [{ email: 'nia-at-example' }, 'Please enter a valid email address.'],
    [{ phoneNumber: undefined }, 'Phone number is required.'],
    [{ phoneNumber: '555-0142' }, 'Please enter a valid phone number.'],
    [{ teamId: undefined }, 'Team is required.'],
    [{ agreeToWaiver: false }, 'You must agree to the waiver to register.'],
    [{ agreeToWaiver: undefined }, 'You must agree to the waiver to register.'],
    [{ height: "7'2''" }, "Height must be from 5'0'' to 6'11''."],
    [{ teamId: 2147483000 }, 'That team does not exist.'],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const body = form(change);
    const { status, body: refused } = await register(body);
    expect(status).toBe(400);
    expect(refused.message).toBe(message);
    expect(await named(body.lastName as string)).toEqual([]);
  });

  it("refuses a team whose league's registration is closed", async () => {
    const body = form({ teamId: pastTeamId });
    expect(await register(body)).toEqual({
      status: 403,
      body: { message: "Registration is closed for this team's league." },
    });
    expect(await named(body.lastName as string)).toEqual([]);
  });

  it('lists every failing field', async () => {
    const { body } = await register({ agreeToWaiver: true });
    expect(body.message).toBe('First name is required.');
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
    ]);
  });
});

describe('the registration rate limit', () => {
  const limited = useSmallLeagueApp({ REGISTRATION_RATE_LIMIT: '3' });
  const post = (payload: object, cookie?: string) =>
    limited.app.inject({ method: 'POST', url: '/api/players', payload, headers: cookie ? { cookie } : {} });
  const entry = (overrides: Record<string, unknown> = {}) =>
    form({
      teamId: limited.league.teams.b.id,
      lastName: unique('Limit'),
      email: `${unique('limit')}@example.com`,
      ...overrides,
    });

  it('counts a scorekeeper, who registers as anyone does, and never an admin', async () => {
    const username = unique('keeper');
    const password = unique('pass');
    const created = await limited.send('POST', '/api/users', {
      name: `Keeper ${username}`,
      username,
      password,
      role: 'scorekeeper',
      leagueId: null,
    });
    expect(created.status).toBe(201);
    const keeper = await signIn(limited.app, username, password);

    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(entry(), keeper)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await post(entry(), keeper)).json().message).toMatch(/^Too many attempts\. Please wait /);

    // The same address, signed in as an admin: every create goes through.
    for (let i = 0; i < 5; i += 1) {
      const made = await post(
        entry({ teamId: undefined, teamIds: [limited.league.teams.c.id], agreeToWaiver: undefined }),
        limited.adminCookie,
      );
      expect(made.statusCode).toBe(201);
    }
  });
});

describe('POST /api/players with a session (admin create)', () => {
  it('takes any team, several teams, and no waiver', async () => {
    const { cookie } = await signInAsNewAdmin(setup.app);
    const body = form({ teamId: undefined, teamIds: [pastTeamId, sl.teams.c.id], agreeToWaiver: undefined });
    const { status, body: created } = await register(body, cookie);
    expect(status).toBe(201);
    expect(created.email).toBe('nia@example.com');
    expect(created.teams.map((team: { id: number }) => team.id).sort()).toEqual([pastTeamId, sl.teams.c.id].sort());
  });

  it('still needs a team', async () => {
    const { cookie } = await signInAsNewAdmin(setup.app);
    const { status, body } = await register(form({ teamId: undefined, agreeToWaiver: undefined }), cookie);
    expect(status).toBe(400);
    expect(body.message).toBe('Team is required.');
  });
});
