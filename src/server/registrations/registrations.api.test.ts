import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WAIVER } from '#domain/site.ts';
import { MATCH_QUESTION } from '#domain/registrations.ts';
import { unique } from '../../../test/app.ts';
import { registrant } from '../../../test/registrant.ts';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { leagues, players, teams } from '../db/schema.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(async () => {
  sl = setup.league;
  await setup.app.db.update(leagues).set({ isRegistrationOpen: true }).where(eq(leagues.id, sl.league.id));
});

/** A registration form of a person of the test's own, for team C unless it says otherwise. */
const person = (overrides: Record<string, unknown> = {}) => registrant(sl.teams.c.id, overrides);

const register = (payload: object) => setup.send('POST', '/api/players', payload, true);
const roster = async (teamId: number) =>
  ((await setup.get(`/api/teams/${teamId}`)).body.Players as { id: number }[]).map((player) => player.id);

/** A team of its own in a league of its own, with the registration rules given. */
async function teamWithRules(rules: { registrationApproval?: 'automatic' | 'manual'; rosterLimit?: number | null }) {
  const league = await setup.made('POST', '/api/leagues', {
    name: unique('League'),
    startDate: '2026-09-01',
    endDate: '2026-12-01',
    isRegistrationOpen: true,
    isActive: true,
    ...rules,
  });
  expect(league).toMatchObject({ registrationApproval: rules.registrationApproval ?? 'automatic' });
  const [team] = await setup.app.db
    .insert(teams)
    .values({ name: unique('Team'), leagueId: league.id })
    .returning();
  return { leagueId: league.id as number, teamId: team!.id };
}

describe('consent on record', () => {
  it('keeps the waiver version each registration agreed to, and when', async () => {
    const first = await register(person());
    expect(first.status).toBe(201);

    const settings = (await setup.get('/api/site/settings', setup.adminCookie)).body;
    const { captainFeeCents, ...rest } = settings.settings;
    await setup.made('PUT', '/api/site/settings', {
      ...rest,
      captainFee: String(captainFeeCents / 100),
      waiverText: 'Version two of the waiver.',
    });
    // A form opened before the change is asked to read the new waiver.
    const stale = await register(person({ waiverVersion: 1 }));
    expect(stale).toEqual({
      status: 409,
      body: {
        message: 'The waiver has changed since you opened the form. Please read it again and agree to register.',
      },
    });
    const second = await register(person({ waiverVersion: 2 }));
    expect(second.status).toBe(201);

    const [one] = (await setup.get(`/api/players/${first.body.playerId}/registrations`, setup.adminCookie)).body;
    const [two] = (await setup.get(`/api/players/${second.body.playerId}/registrations`, setup.adminCookie)).body;
    expect(one.waiver).toEqual({ version: 1, text: DEFAULT_WAIVER, agreedAt: expect.any(String) });
    expect(two.waiver).toEqual({ version: 2, text: 'Version two of the waiver.', agreedAt: expect.any(String) });
    expect(Date.now() - Date.parse(two.waiver.agreedAt)).toBeLessThan(60_000);
    expect(two).toMatchObject({ status: 'approved', decidedBy: 'automatic approval', returning: false });
    expect((await setup.get(`/api/players/${first.body.playerId}/registrations`)).status).toBe(401);
  });
});

describe('one person, one player', () => {
  it('asks a possible returning player, and "me" joins them to the new team as the same player', async () => {
    const { teamId } = await teamWithRules({});
    const first = await register(person({ teamId: sl.teams.c.id, firstName: 'Rita' }));
    const form = person({ teamId, firstName: 'Rita' });
    // The same email, in another case: the site asks before it makes a second player.
    const again = { ...form, email: (await emailOf(first.body.playerId)).toUpperCase() };
    const asked = await register(again);
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({
      message: MATCH_QUESTION,
      match: { firstName: 'Rita', lastInitial: 'R', lastTeam: sl.teams.c.name },
    });
    expect(await roster(teamId)).toEqual([]);

    const joined = await register({ ...again, existingPlayer: 'me' });
    expect(joined.status).toBe(201);
    expect(joined.body.playerId).toBe(first.body.playerId);
    expect(await roster(teamId)).toEqual([first.body.playerId]);
    const [latest] = (await setup.get(`/api/players/${first.body.playerId}/registrations`, setup.adminCookie)).body;
    expect(latest).toMatchObject({ returning: true, team: { id: teamId } });

    // Registering again for a team they are on is refused.
    const twice = await register({ ...again, existingPlayer: 'me' });
    expect(twice).toEqual({ status: 409, body: { message: "You are already on this team's roster." } });
  });

  it('finds a returning player by name and phone too; "not me" makes a new player', async () => {
    const { teamId } = await teamWithRules({});
    const first = await register(
      person({ firstName: 'Omar', lastName: unique('Haddad'), phoneNumber: '(917) 555-0188' }),
    );
    const stored = await setup.app.db.select().from(players).where(eq(players.id, first.body.playerId));
    const sameNameAndPhone = person({
      teamId,
      firstName: 'omar',
      lastName: stored[0]!.lastName.toUpperCase(),
      phoneNumber: '917.555.0188',
    });
    expect((await register(sameNameAndPhone)).body.match).toMatchObject({ firstName: 'Omar' });
    const other = await register({ ...sameNameAndPhone, existingPlayer: 'not me' });
    expect(other.status).toBe(201);
    expect(other.body.playerId).not.toBe(first.body.playerId);
  });
});

async function emailOf(playerId: number) {
  const [row] = await setup.app.db.select({ email: players.email }).from(players).where(eq(players.id, playerId));
  return row!.email;
}

describe('registration the league controls', () => {
  it('with manual approval a registration waits, out of public view, until an admin approves it', async () => {
    const { leagueId, teamId } = await teamWithRules({ registrationApproval: 'manual' });
    const form = person({ teamId, isCaptain: true });
    const waiting = await register(form);
    expect(waiting.status).toBe(201);
    expect(waiting.body).toMatchObject({ status: 'pending', playerId: null, captainRequested: true });
    expect(await roster(teamId)).toEqual([]);
    expect(await setup.app.db.select().from(players).where(eq(players.lastName, form.lastName))).toEqual([]);
    const again = await register(form);
    expect(again).toEqual({
      status: 409,
      body: { message: 'Your registration for this team is already waiting for approval.' },
    });

    const pending = (await setup.get(`/api/registrations?leagueId=${leagueId}&status=pending`, setup.adminCookie)).body;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      details: { email: form.email, phoneNumber: expect.any(String) },
      playerId: null,
    });

    // A captain is confirmed only once the registration is approved.
    const early = await setup.send('POST', `/api/registrations/${pending[0].id}/captain`);
    expect(early).toEqual({
      status: 409,
      body: { message: 'Approve the registration before confirming its captain.' },
    });

    expect(await setup.made('POST', `/api/registrations/${pending[0].id}/approve`)).toEqual({
      message: 'Registration approved',
    });
    const [approved] = (await setup.get(`/api/registrations?leagueId=${leagueId}`, setup.adminCookie)).body;
    expect(approved).toMatchObject({ status: 'approved', decidedBy: expect.stringMatching(/^Test /) });
    expect(await roster(teamId)).toEqual([approved.playerId]);
    expect((await setup.get(`/api/players/${approved.playerId}`)).body.isCaptain).toBe(false);

    await setup.made('POST', `/api/registrations/${pending[0].id}/captain`);
    expect((await setup.get(`/api/players/${approved.playerId}`)).body.isCaptain).toBe(true);
    const decided = await setup.send('POST', `/api/registrations/${pending[0].id}/decline`);
    expect(decided).toEqual({ status: 409, body: { message: 'This registration has already been decided.' } });
  });

  it('a declined registration joins nobody and stays on record', async () => {
    const { leagueId, teamId } = await teamWithRules({ registrationApproval: 'manual' });
    await register(person({ teamId }));
    const [waiting] = (await setup.get(`/api/registrations?leagueId=${leagueId}`, setup.adminCookie)).body;
    await setup.made('POST', `/api/registrations/${waiting.id}/decline`);
    expect(await roster(teamId)).toEqual([]);
    const [declined] = (await setup.get(`/api/registrations?leagueId=${leagueId}`, setup.adminCookie)).body;
    expect(declined).toMatchObject({ status: 'declined', playerId: null });
  });

  it('stops registrations at the roster limit, counting those that wait', async () => {
    const { leagueId, teamId } = await teamWithRules({ registrationApproval: 'manual', rosterLimit: 2 });
    expect((await register(person({ teamId }))).status).toBe(201);
    expect((await register(person({ teamId }))).status).toBe(201);
    const full = await register(person({ teamId }));
    expect(full).toEqual({
      status: 409,
      body: { message: "This team's roster is full. Please choose another team or contact the league administrator." },
    });
    const teamsRows = (await setup.get(`/api/registrations/teams?leagueId=${leagueId}`, setup.adminCookie)).body;
    expect(teamsRows).toEqual([
      expect.objectContaining({ id: teamId, rosterSize: 0, pending: 2, rosterLimit: 2, feePaidCents: null }),
    ]);

    // An admin who puts a player on the team by hand fills it: approving then stops at the limit.
    const waiting = (await setup.get(`/api/registrations?leagueId=${leagueId}`, setup.adminCookie)).body;
    await setup.made('POST', '/api/players', {
      ...person({ teamId: undefined }),
      teamIds: [teamId],
      agreeToWaiver: undefined,
    });
    await setup.made('POST', `/api/registrations/${waiting[0].id}/approve`);
    const over = await setup.send('POST', `/api/registrations/${waiting[1].id}/approve`);
    expect(over).toEqual({
      status: 409,
      body: { message: "The team's roster is full: raise the league's roster limit or move a player first." },
    });
  });

  it("keeps a league's registration rules when an update leaves them out", async () => {
    const { leagueId } = await teamWithRules({ registrationApproval: 'manual', rosterLimit: 12 });
    const league = (await setup.get(`/api/leagues/${leagueId}`)).body;
    const updated = await setup.made('PUT', `/api/leagues/${leagueId}`, {
      name: league.name,
      startDate: league.startDate,
      endDate: league.endDate,
      isRegistrationOpen: false,
      isActive: true,
    });
    expect(updated).toMatchObject({ registrationApproval: 'manual', rosterLimit: 12, isRegistrationOpen: false });
    const cleared = await setup.made('PUT', `/api/leagues/${leagueId}`, { ...updated, rosterLimit: '' });
    expect(cleared.rosterLimit).toBeNull();
    const bad = await setup.send('PUT', `/api/leagues/${leagueId}`, { ...updated, rosterLimit: 0 });
    expect(bad.body.message).toBe('Roster limit must be a whole number from 1 to 99, or blank for no limit.');
  });

  it("marks a team's fee paid with amount and date, and not paid again", async () => {
    const { leagueId, teamId } = await teamWithRules({});
    const paid = await setup.send('PUT', `/api/teams/${teamId}/fee`, {
      paid: { amount: '2,300', paidOn: '2026-09-03' },
    });
    expect(paid).toEqual({ status: 200, body: { message: 'Fee marked paid' } });
    let [row] = (await setup.get(`/api/registrations/teams?leagueId=${leagueId}`, setup.adminCookie)).body;
    expect(row).toMatchObject({ feePaidCents: 230_000, feePaidOn: '2026-09-03' });

    const bad = await setup.send('PUT', `/api/teams/${teamId}/fee`, { paid: { amount: 'lots', paidOn: '2026-09-03' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Amount must be in dollars, such as 2300.');
    await setup.made('PUT', `/api/teams/${teamId}/fee`, { paid: null });
    [row] = (await setup.get(`/api/registrations/teams?leagueId=${leagueId}`, setup.adminCookie)).body;
    expect(row).toMatchObject({ feePaidCents: null, feePaidOn: null });
    expect((await setup.send('PUT', `/api/teams/${teamId}/fee`, { paid: null }, true)).status).toBe(401);
  });

  it('are for admins only', async () => {
    expect((await setup.get('/api/registrations')).status).toBe(401);
    expect((await setup.send('POST', '/api/registrations/1/approve', undefined, true)).status).toBe(401);
  });
});
