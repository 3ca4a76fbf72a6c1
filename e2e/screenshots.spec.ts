import { createAdmin, expect, signInThroughForm, test } from './fixtures.ts';

type Game = { id: number; homeTeamId: number; homeTeamScore: number | null };

// Pictures for people to look at (test-results/screenshots), taken once each screen is ready.
test('screens as a visitor and an admin see them', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  test.slow();
  const shoot = (name: string) =>
    page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });

  const leagues = (await (await request.get('/api/leagues')).json()) as { id: number; isActive: boolean }[];
  const active = leagues.find((league) => league.isActive)!;
  const games = (await (await request.get(`/api/games?leagueId=${active.id}`)).json()) as Game[];
  const played = games.find((game) => (game.homeTeamScore ?? 0) > 0)!;
  const box = await (await request.get(`/api/games/${played.id}`)).json();
  const player = box.HomeTeam.Players[0].id as number;

  for (const [path, name] of [
    ['/', 'home'],
    ['/standings', 'standings'],
    ['/schedule', 'schedule'],
    ['/statistics', 'statistics'],
    ['/records', 'records'],
    [`/games/${played.id}/box-score`, 'box-score'],
    [`/teams/${played.homeTeamId}`, 'team'],
    [`/players/${player}`, 'player'],
    ['/locations', 'locations'],
    ['/past-leagues', 'past-leagues'],
    ['/register', 'register'],
    ['/league-rules', 'league-rules'],
    ['/no-such-page', 'not-found'],
    ['/login', 'login'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every section has loaded: no spinner is left.
    await expect(page.getByRole('status')).toHaveCount(0);
    await shoot(name);
  }
  await signInThroughForm(page, await createAdmin(request));
  await shoot('admin');
  await page.goto('/admin/users/list');
  await expect(page.getByRole('heading', { name: 'Admins' })).toBeVisible();
  await shoot('admin-users');
});
