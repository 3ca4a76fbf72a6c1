import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { awardPlayers, playerAllTimeTotals, playerStats, playerTeams, players } from '../db/schema.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});

const totalsOf = async (playerId: number) => {
  const [row] = await setup.app.db
    .select({ gamesPlayed: playerAllTimeTotals.gamesPlayed, points: playerAllTimeTotals.points })
    .from(playerAllTimeTotals)
    .where(eq(playerAllTimeTotals.playerId, playerId));
  return row ?? null;
};

/** Ann's second record: on team B, with a line in g2 and an empty one in g1 (as B's). */
async function secondAnn() {
  const [dup] = await setup.app.db
    .insert(players)
    .values({
      firstName: 'Ann',
      lastName: sl.players.a1.lastName,
      email: 'ann.second@example.com',
      phoneNumber: '(212) 555-0199',
      position: 'Center',
    })
    .returning();
  const id = dup!.id;
  await setup.app.db.insert(playerTeams).values({ playerId: id, teamId: sl.teams.b.id, isCurrentTeam: false });
  await setup.app.db.insert(playerStats).values([
    { gameId: sl.games.g2.id, playerId: id, teamId: sl.teams.b.id, ftm: 2, fta: 2, rebounds: 1 },
    { gameId: sl.games.g1.id, playerId: id, teamId: sl.teams.b.id },
  ]);
  await setup.app.db.insert(awardPlayers).values({ awardId: sl.awards.shown.id, playerId: id });
  return id;
}

describe('merging two players', () => {
  it('refuses while both have stats in the same game, and changes nothing', async () => {
    // a1 and a2 both have stats in g3 (C vs A on 2026-09-19).
    const before = await totalsOf(sl.players.a2.id);
    const response = await setup.send('POST', `/api/players/${sl.players.a1.id}/merge`, {
      playerId: sl.players.a2.id,
    });
    expect(response).toEqual({
      status: 409,
      body: {
        message: `Both players have stats in ${sl.teams.c.name} vs ${sl.teams.a.name} on 2026-09-19. Clear one of the lines first.`,
      },
    });
    expect((await setup.get(`/api/players/${sl.players.a2.id}`)).body.id).toBe(sl.players.a2.id);
    expect(await totalsOf(sl.players.a2.id)).toEqual(before);
  });

  it('moves lines, teams, awards and registrations to the kept player in one write, and records it', async () => {
    const dupId = await secondAnn();
    // a1 before: g1 2 + 2·3 + 3·1 = 11 and g3 0 + 2·1 + 3·2 = 8 → 19 points in 2 played games.
    expect(await totalsOf(sl.players.a1.id)).toEqual({ gamesPlayed: 2, points: 19 });
    // The second record: g2 2 free throws → 2 points in 1 game.
    expect(await totalsOf(dupId)).toEqual({ gamesPlayed: 1, points: 2 });

    const merged = await setup.made('POST', `/api/players/${sl.players.a1.id}/merge`, { playerId: dupId });
    // g2's line moves; g1's empty line goes, since a1 has stats there; a1 already holds the award.
    expect(merged).toEqual({
      message: 'Players merged',
      moved: { lines: 1, emptyLinesDropped: 1, teams: 1, awards: 0, registrations: 0 },
    });
    // 19 + 2 = 21 points in 3 played games.
    expect(await totalsOf(sl.players.a1.id)).toEqual({ gamesPlayed: 3, points: 21 });
    expect(await totalsOf(dupId)).toBeNull();

    const kept = (await setup.get(`/api/players/${sl.players.a1.id}`, setup.adminCookie)).body;
    expect(kept.teams.map((team: { id: number }) => team.id).sort()).toEqual([sl.teams.a.id, sl.teams.b.id].sort());
    // Kept details stay; missing ones are filled in from the merged record.
    expect(kept).toMatchObject({ email: 'ann@example.com', position: 'Center' });

    // The merged player's page shows the kept player, to visitors too.
    const old = await setup.get(`/api/players/${dupId}`);
    expect(old.status).toBe(200);
    expect(old.body.id).toBe(sl.players.a1.id);

    const merges = (await setup.get(`/api/players/${sl.players.a1.id}/merges`, setup.adminCookie)).body;
    expect(merges).toEqual([
      {
        mergedPlayerId: dupId,
        mergedName: `Ann ${sl.players.a1.lastName}`,
        mergedEmail: 'ann.second@example.com',
        moved: merged.moved,
        mergedBy: expect.any(String),
        mergedAt: expect.any(String),
      },
    ]);
  });

  it('keeps an earlier merge leading to the player kept by a later one', async () => {
    const first = await secondAnn();
    const [third] = await setup.app.db
      .insert(players)
      .values({ firstName: 'Ann', lastName: 'Third', email: 'ann.third@example.com', phoneNumber: '(212) 555-0198' })
      .returning();
    // first → third, then third → a2: first's id now leads to a2.
    await setup.made('POST', `/api/players/${third!.id}/merge`, { playerId: first });
    await setup.made('POST', `/api/players/${sl.players.a2.id}/merge`, { playerId: third!.id });
    expect((await setup.get(`/api/players/${first}`)).body.id).toBe(sl.players.a2.id);
    expect((await setup.get(`/api/players/${third!.id}`)).body.id).toBe(sl.players.a2.id);
  });

  it('refuses a player merged into themselves, one that does not exist, and visitors', async () => {
    const url = `/api/players/${sl.players.b1.id}/merge`;
    expect(await setup.send('POST', url, { playerId: sl.players.b1.id })).toEqual({
      status: 400,
      body: { message: 'Choose a different player to merge into this one.' },
    });
    expect(await setup.send('POST', url, { playerId: 999_999 })).toEqual({
      status: 400,
      body: { message: 'The player to merge does not exist.' },
    });
    expect(await setup.send('POST', url, {})).toMatchObject({ status: 400 });
    expect((await setup.send('POST', '/api/players/999999/merge', { playerId: sl.players.b1.id })).status).toBe(404);
    expect((await setup.send('POST', url, { playerId: sl.players.c1.id }, true)).status).toBe(401);
    expect((await setup.get(`/api/players/${sl.players.c1.id}`)).body.id).toBe(sl.players.c1.id);
  });
});

describe("the admin's create screen asks who a person may already be", () => {
  it('finds players by email, or by name and phone', async () => {
    const byEmail = (await setup.get('/api/players/matches?email=BEA%40example.com', setup.adminCookie)).body;
    expect(byEmail.map((player: { id: number }) => player.id)).toEqual([sl.players.b1.id]);
    expect(byEmail[0].currentTeams).toEqual([{ id: sl.teams.b.id, name: sl.teams.b.name, leagueName: sl.league.name }]);

    const query = new URLSearchParams({
      firstName: 'cal',
      lastName: sl.players.c1.lastName.toUpperCase(),
      phoneNumber: '212.555.0100',
    });
    const byNameAndPhone = (await setup.get(`/api/players/matches?${query}`, setup.adminCookie)).body;
    expect(byNameAndPhone.map((player: { id: number }) => player.id)).toEqual([sl.players.c1.id]);

    const nobody = new URLSearchParams({ email: 'nobody@example.com', firstName: 'Cal', lastName: 'Dunn' });
    expect((await setup.get(`/api/players/matches?${nobody}`, setup.adminCookie)).body).toEqual([]);
    expect((await setup.get('/api/players/matches?email=bea%40example.com')).status).toBe(401);
  });
});
