import type { APIRequestContext } from '@playwright/test';
import type { League } from '#domain/leagues.ts';
import { signInThroughApi } from './api.ts';
import { bootstrapAdmin, expect, unique } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A demo server of this file's own: the names registered here show on no page other specs check.
const test = testOnOwnServer({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD } });

/** A team of a league that takes registrations. */
async function openTeam(request: APIRequestContext) {
  const leagues = (await (await request.get('/api/leagues')).json()) as League[];
  const open = leagues.find((league) => league.isActive && league.isRegistrationOpen);
  if (!open) throw new Error('The demo has no league open for registration');
  const league = (await (await request.get(`/api/leagues/${open.id}`)).json()) as { Teams: { id: number }[] };
  return league.Teams[0]!.id;
}

test(
  'a name written as a meta refresh stays text: the player page never moves',
  { tag: '@phone' },
  async ({ page, request }) => {
    // The review's registration, open to anyone: its web address is refused as a name now, and
    // what is left of it must still stay text.
    const registered = await request.post('/api/players', {
      data: {
        firstName: '0;url=evil?',
        lastName: '$2 http-equiv=refresh x=$2',
        email: `${unique('e2')}@e.example`,
        phoneNumber: '(212) 555-0101',
        teamId: await openTeam(request),
        agreeToWaiver: true,
      },
    });
    expect(registered.status()).toBe(201);
    const { playerId: id } = (await registered.json()) as { playerId: number };

    const elsewhere: string[] = [];
    await page.route(/evil\.example/, async (route) => {
      elsewhere.push(route.request().url());
      await route.abort();
    });
    await page.goto(`/players/${id}`, { waitUntil: 'load' });

    await expect(page.getByRole('heading', { level: 1 })).toContainText('$2 http-equiv=refresh x=$2');
    await expect(page.locator('meta[http-equiv]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page).toHaveTitle('0;url=evil? $2 http-equiv=refresh x=$2 | City Hoops League');
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/players/${id}$`));
    expect(elsewhere).toEqual([]);
    // One long word of a name wraps instead of widening the page (on a phone too).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  },
);

test('a location and team named with replacement patterns and a script end show as text on the box score', async ({
  page,
  request,
}) => {
  await signInThroughApi(request, bootstrapAdmin);
  const leagues = (await (await request.get('/api/leagues')).json()) as League[];
  const league = leagues.find((candidate) => candidate.isActive)!;
  const name = "$` $' $& </script><script>window.hijacked=1</script>";
  const suffix = Math.random().toString(36).slice(2, 8);
  const created = async (url: string, data: object) => {
    const response = await request.post(url, { data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const home = await created('/api/teams', { name: `${name} ${suffix}`, LeagueId: league.id });
  const away = await created('/api/teams', { name: `Away ${suffix}`, LeagueId: league.id });
  const location = await created('/api/locations', { name: `${name} Gym`, address: '1 Court St' });
  const game = await created('/api/games', {
    homeTeamId: home,
    awayTeamId: away,
    date: '2026-12-01',
    time: '19:00',
    locationId: location,
  });
  await request.post('/api/users/logout');

  await page.goto(`/games/${game}/box-score`, { waitUntil: 'load' });
  await expect(page.getByText(`${name} ${suffix}`).first()).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '')).toMatchObject({ location: { name: `${name} Gym` } });
  expect(await page.evaluate(() => (window as { hijacked?: number }).hijacked)).toBeUndefined();
  await expect(page.locator('meta[http-equiv]')).toHaveCount(0);
});
