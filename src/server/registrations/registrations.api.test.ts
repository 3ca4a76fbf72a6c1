import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WAIVER } from '#domain/site.ts';
import { unique } from '../../../test/app.ts';
import { registrant } from '../../../test/registrant.ts';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import {
  leagues,
  outbox,
  playerMerges,
  playerStats,
  playerTeams,
  players,
  registrations,
  teams,
} from '../db/schema.ts';
import { CONFIRMED_BY_PLAYER } from './repository.ts';

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

/** A player of the test's own, already on team A of the small league, as an admin entered them. */
async function existingPlayer() {
  const last = unique('Okafor');
  const [player] = await setup.app.db
    .insert(players)
    .values({
      firstName: 'Chidi',
      lastName: last,
      email: `${last.toLowerCase()}@example.org`,
      phoneNumber: '(917) 555-0199',
    })
    .returning();
  await setup.app.db.insert(playerTeams).values({ playerId: player!.id, teamId: sl.teams.a.id });
  return player!;
}

/** What a visitor's answer says beyond what they typed and the ids it was given. */
function shapeOf(response: { status: number; body: Record<string, unknown> }) {
  const { id, registrationId, playerId, firstName: _typed, team, ...rest } = response.body;
  return {
    status: response.status,
    keys: Object.keys(response.body).sort(),
    id: id === null ? null : typeof id,
    registrationId: typeof registrationId,
    playerId: playerId === null ? null : typeof playerId,
    idIsPlayerId: id === playerId,
    team,
    ...rest,
  };
}

/** The messages queued to an address, oldest first. */
const mailTo = (address: string) =>
  setup.app.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(outbox.id);

/** The token of the confirmation link in the one confirmation queued to `address`. */
async function confirmationToken(address: string) {
  const asked = (await mailTo(address)).filter((message) => message.kind === 'registration-match');
  expect(asked).toHaveLength(1);
  return /\/registrations\/confirm\/([\w-]+)/.exec(asked[0]!.textBody)![1]!;
}

const registrationRow = async (id: number) =>
  (await setup.app.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;

describe('registration tells nobody whether a person matched', () => {
  it.each(['automatic', 'manual'] as const)(
    "%s approval: a registration with a player's email is answered exactly as one that matches nobody",
    async (registrationApproval) => {
      const { teamId } = await teamWithRules({ registrationApproval });
      const existing = await existingPlayer();
      const matched = await register(person({ teamId, firstName: 'Mallory', email: existing.email.toUpperCase() }));
      const unmatched = await register(person({ teamId, firstName: 'Mallory' }));
      expect(shapeOf(matched)).toEqual(shapeOf(unmatched));
      expect(matched.status).toBe(201);
      expect(matched.body.team).toEqual({ id: teamId, name: expect.any(String) });
      if (registrationApproval === 'manual') {
        expect(matched.body).toMatchObject({ status: 'pending', id: null, playerId: null });
      } else {
        // A new player from the typed details, never the existing one.
        expect(matched.body).toMatchObject({ status: 'approved', id: matched.body.playerId });
        expect(matched.body.playerId).not.toBe(existing.id);
      }
      // The existing player joined nothing: their only team is still team A.
      const teamsOfExisting = await setup.app.db
        .select({ teamId: playerTeams.teamId })
        .from(playerTeams)
        .where(eq(playerTeams.playerId, existing.id));
      expect(teamsOfExisting).toEqual([{ teamId: sl.teams.a.id }]);
      expect(await roster(teamId)).not.toContain(existing.id);
    },
  );

  it('a name-and-phone match is answered as no match; its confirmation goes to the address on file, by the name on file', async () => {
    const { teamId } = await teamWithRules({});
    const existing = await existingPlayer();
    const typed = person({
      teamId,
      firstName: 'CHIDI',
      lastName: existing.lastName.toLowerCase(),
      phoneNumber: '917.555.0199',
      email: `${unique('stranger')}@example.net`,
    });
    const matched = await register(typed);
    const other = person({ teamId, firstName: 'CHIDI' });
    const asked = async () =>
      (await setup.app.db.select().from(outbox).where(eq(outbox.kind, 'registration-match'))).length;
    const askedBefore = await asked();
    const unmatched = await register(other);
    expect(await asked()).toBe(askedBefore);
    expect(shapeOf(matched)).toEqual(shapeOf(unmatched));

    const [message] = await mailTo(existing.email);
    expect(message).toMatchObject({ kind: 'registration-match', status: 'pending' });
    expect(message!.textBody).toMatch(/^Hi Chidi,\n/);
    expect(message!.textBody).toContain('with details that match yours: your name and phone number.');
    expect(message!.textBody).toMatch(/\/registrations\/confirm\/[\w-]{43}\n/);
    expect(message!.textBody).not.toContain('CHIDI');
    expect(message!.textBody).not.toContain(typed.email as string);
    // The registrant's own reply goes to the address they typed, and asks nothing.
    expect((await mailTo(typed.email as string)).map((queued) => queued.kind)).toEqual(['registration-approved']);
    expect((await mailTo(other.email as string)).map((queued) => queued.kind)).toEqual(['registration-approved']);
    // Only the link's SHA-256 is stored.
    const row = await registrationRow(matched.body.registrationId);
    expect(row).toMatchObject({ matchedPlayerId: existing.id, matchedBy: 'name and phone', matchConfirmedAt: null });
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirmTokenHash).not.toBe(await confirmationToken(existing.email));
    expect(row.confirmExpiresAt!.getTime() - Date.now()).toBeGreaterThan(13.9 * 24 * 60 * 60 * 1000);
  });

  it('registering again for a team one is on, or waits for, is answered as a first registration', async () => {
    const manual = await teamWithRules({ registrationApproval: 'manual' });
    const form = person({ teamId: manual.teamId });
    const first = await register(form);
    const again = await register(form);
    expect(again.status).toBe(201);
    expect(shapeOf(again)).toEqual(shapeOf(first));

    const automatic = await teamWithRules({});
    const joined = await register(person({ teamId: automatic.teamId }));
    const email = await emailOf(joined.body.playerId);
    const twice = await register(person({ teamId: automatic.teamId, email }));
    expect(shapeOf(twice)).toEqual(shapeOf(joined));
    // The admin sees the second as the first one's possible duplicate.
    const [latest] = (await setup.get(`/api/registrations?leagueId=${automatic.leagueId}`, setup.adminCookie)).body;
    expect(latest.possibleMatch).toEqual({
      playerId: joined.body.playerId,
      firstName: 'Nia',
      lastName: expect.any(String),
      by: 'email',
      confirmedAt: null,
    });
  });
});

describe('the matched player confirms by the emailed link', () => {
  it('automatic approval: confirming merges the new player into the one on file', async () => {
    const { leagueId, teamId } = await teamWithRules({});
    const existing = await existingPlayer();
    const made = await register(person({ teamId, firstName: 'Mallory', email: existing.email }));
    const token = await confirmationToken(existing.email);

    // The admin sees the possible match, on the list and on both players' registrations.
    const [listed] = (await setup.get(`/api/registrations?leagueId=${leagueId}`, setup.adminCookie)).body;
    expect(listed).toMatchObject({
      id: made.body.registrationId,
      playerId: made.body.playerId,
      returning: false,
      possibleMatch: {
        playerId: existing.id,
        firstName: 'Chidi',
        lastName: existing.lastName,
        by: 'email',
        confirmedAt: null,
      },
    });
    const onFile = (await setup.get(`/api/players/${existing.id}/registrations`, setup.adminCookie)).body;
    expect(onFile.map((registration: { id: number }) => registration.id)).toEqual([made.body.registrationId]);

    // Opening the link (a GET, as a mail scanner would) changes nothing.
    const opened = await setup.app.inject({ method: 'GET', url: `/api/registrations/confirm/${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json()).toEqual({
      firstName: 'Chidi',
      team: expect.any(String),
      league: expect.any(String),
      status: 'approved',
      confirmed: false,
    });
    expect(await registrationRow(made.body.registrationId)).toMatchObject({
      playerId: made.body.playerId,
      matchConfirmedAt: null,
    });
    expect(await roster(teamId)).toEqual([made.body.playerId]);

    const confirmed = await setup.send('POST', `/api/registrations/confirm/${token}`, undefined, true);
    expect(confirmed).toEqual({
      status: 200,
      body: expect.objectContaining({ message: 'Registration confirmed', confirmed: true, firstName: 'Chidi' }),
    });
    expect(await roster(teamId)).toEqual([existing.id]);
    expect((await setup.get(`/api/players/${made.body.playerId}`)).body.id).toBe(existing.id);
    expect(await registrationRow(made.body.registrationId)).toMatchObject({
      playerId: existing.id,
      returning: true,
      matchConfirmedAt: expect.any(Date),
    });
    const [merge] = await setup.app.db
      .select()
      .from(playerMerges)
      .where(eq(playerMerges.mergedPlayerId, made.body.playerId));
    expect(merge).toMatchObject({ keptPlayerId: existing.id, userId: null, userName: CONFIRMED_BY_PLAYER });

    // The link works once.
    const merges = (await setup.app.db.select().from(playerMerges)).length;
    const again = await setup.send('POST', `/api/registrations/confirm/${token}`, undefined, true);
    expect(again).toEqual({
      status: 410,
      body: { message: 'This link has already been used: the registration is confirmed.' },
    });
    expect((await setup.app.db.select().from(playerMerges)).length).toBe(merges);
    expect((await setup.get(`/api/registrations/confirm/${token}`)).body).toMatchObject({ confirmed: true });
  });

  it('manual approval: confirming makes the waiting registration join the player on file once approved', async () => {
    const { leagueId, teamId } = await teamWithRules({ registrationApproval: 'manual' });
    const existing = await existingPlayer();
    const typed = person({ teamId, firstName: 'Mallory', email: existing.email });
    const made = await register(typed);
    const token = await confirmationToken(existing.email);

    const confirmed = await setup.send('POST', `/api/registrations/confirm/${token}`, undefined, true);
    expect(confirmed.body).toMatchObject({ status: 'pending', confirmed: true });
    expect(await roster(teamId)).toEqual([]);
    const [waiting] = (await setup.get(`/api/registrations?leagueId=${leagueId}`, setup.adminCookie)).body;
    expect(waiting).toMatchObject({
      playerId: existing.id,
      returning: true,
      possibleMatch: { playerId: existing.id, confirmedAt: expect.any(String) },
    });

    await setup.made('POST', `/api/registrations/${made.body.registrationId}/approve`);
    expect(await roster(teamId)).toEqual([existing.id]);
    expect(
      await setup.app.db
        .select()
        .from(players)
        .where(eq(players.lastName, typed.lastName as string)),
    ).toEqual([]);
  });

  it('an unknown, malformed, expired or declined link changes nothing', async () => {
    const { leagueId, teamId } = await teamWithRules({ registrationApproval: 'manual' });
    const existing = await existingPlayer();
    const made = await register(person({ teamId, email: existing.email }));
    const token = await confirmationToken(existing.email);
    const post = (link: string) => setup.send('POST', `/api/registrations/confirm/${link}`, undefined, true);

    const unknown = 'A'.repeat(43);
    expect(await post(unknown)).toEqual({
      status: 404,
      body: { message: 'That confirmation link is not valid. Copy the whole link from the email.' },
    });
    expect((await setup.get(`/api/registrations/confirm/${unknown}`)).status).toBe(404);
    expect((await post('short')).body.message).toBe('That confirmation link is not valid.');

    await setup.app.db
      .update(registrations)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrations.id, made.body.registrationId));
    const expired = await post(token);
    expect(expired).toEqual({
      status: 410,
      body: { message: 'This link has expired. Please contact the league administrator.' },
    });
    expect((await setup.get(`/api/registrations/confirm/${token}`)).status).toBe(410);
    expect(await registrationRow(made.body.registrationId)).toMatchObject({ playerId: null, matchConfirmedAt: null });

    await setup.app.db
      .update(registrations)
      .set({ confirmExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(registrations.id, made.body.registrationId));
    await setup.made('POST', `/api/registrations/${made.body.registrationId}/decline`);
    expect(await post(token)).toEqual({
      status: 410,
      body: { message: 'This registration was declined, so there is nothing to confirm.' },
    });
    const [declined] = (await setup.get(`/api/registrations?leagueId=${leagueId}`, setup.adminCookie)).body;
    expect(declined).toMatchObject({ status: 'declined', playerId: null, possibleMatch: { confirmedAt: null } });
  });

  it('two records with stats in one game are left to the admin: the link refuses and changes nothing', async () => {
    const onFile = sl.players.b1;
    const made = await register(person({ teamId: sl.teams.b.id, email: onFile.email }));
    const token = await confirmationToken(onFile.email);
    // Both have points in g5 (B vs C): the new player's line came with the roster place.
    await setup.app.db
      .insert(playerStats)
      .values({ gameId: sl.games.g5.id, playerId: onFile.id, teamId: sl.teams.b.id, ftm: 1, fta: 1 });
    await setup.app.db
      .update(playerStats)
      .set({ ftm: 2, fta: 2 })
      .where(and(eq(playerStats.gameId, sl.games.g5.id), eq(playerStats.playerId, made.body.playerId)));

    const refused = await setup.send('POST', `/api/registrations/confirm/${token}`, undefined, true);
    expect(refused).toEqual({
      status: 409,
      body: {
        message: `Your two records both have stats in ${sl.teams.b.name} vs ${sl.teams.c.name} on 2026-10-03, so they cannot be joined here. Please contact the league administrator.`,
      },
    });
    expect(await registrationRow(made.body.registrationId)).toMatchObject({
      playerId: made.body.playerId,
      matchConfirmedAt: null,
    });
    expect((await setup.get(`/api/players/${made.body.playerId}`)).body.id).toBe(made.body.playerId);
  });
});

describe('the admin approves a possible match', () => {
  it('as the player on file, or as a new player; the old body still approves as it stands', async () => {
    const { leagueId, teamId } = await teamWithRules({ registrationApproval: 'manual' });
    const existing = await existingPlayer();
    const asMatch = await register(person({ teamId, email: existing.email }));
    const asNew = await register(person({ teamId, email: existing.email }));
    const noMatch = await register(person({ teamId }));

    const refusedMatch = await setup.send('POST', `/api/registrations/${noMatch.body.registrationId}/approve`, {
      as: 'match',
    });
    expect(refusedMatch).toEqual({
      status: 409,
      body: { message: 'This registration matched no existing player: approve it as a new player.' },
    });
    const bad = await setup.send('POST', `/api/registrations/${noMatch.body.registrationId}/approve`, { as: 'me' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Approve as "match" or "new".');

    await setup.made('POST', `/api/registrations/${asMatch.body.registrationId}/approve`, { as: 'match' });
    await setup.made('POST', `/api/registrations/${asNew.body.registrationId}/approve`, { as: 'new' });
    await setup.made('POST', `/api/registrations/${noMatch.body.registrationId}/approve`, {});
    const list = (await setup.get(`/api/registrations?leagueId=${leagueId}`, setup.adminCookie)).body as {
      id: number;
      playerId: number;
      returning: boolean;
    }[];
    const byId = (id: number) => list.find((registration) => registration.id === id)!;
    expect(byId(asMatch.body.registrationId)).toMatchObject({ playerId: existing.id, returning: true });
    expect(byId(asNew.body.registrationId)).toMatchObject({ returning: false });
    expect(byId(asNew.body.registrationId).playerId).not.toBe(existing.id);
    expect((await roster(teamId)).sort()).toEqual(
      [existing.id, byId(asNew.body.registrationId).playerId, byId(noMatch.body.registrationId).playerId].sort(),
    );
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
