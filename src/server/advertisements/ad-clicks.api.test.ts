import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastDays } from '#domain/ad-analytics.ts';
import { todayIn } from '#domain/schedule.ts';
import { createTestApp, signInAsNewAdmin } from '../../../test/app.ts';
import { useSmallLeagueApp } from '../../../test/small-league.ts';
import { adClicks, advertisements } from '../db/schema.ts';

// This file's own database: the analytics list holds exactly the ads made here.
const setup = useSmallLeagueApp({ AD_CLICK_RATE_LIMIT: '1000' });

const ad = (name: string, isActive = true) => ({
  name,
  imageUrl: '/ads/hoop-shop.svg',
  targetUrl: 'https://shop.example/sale',
  isActive,
});

async function createAd(name: string, isActive = true): Promise<number> {
  const { status, body } = await setup.send('POST', '/api/advertisements', ad(name, isActive));
  expect(status).toBe(201);
  return body.id;
}

const click = (id: number, body: object = { advertisementId: id, clickDate: '1999-12-31' }) =>
  setup.send('PUT', `/api/advertisements/${id}/click`, body, true);

async function storedClicks(id: number): Promise<number> {
  const [row] = await setup.app.db.select({ n: count() }).from(adClicks).where(eq(adClicks.advertisementId, id));
  return row!.n;
}

const today = () => todayIn('America/New_York');

describe('a click on an ad', () => {
  it('is public and recorded on the league-local date of the server, whatever date the body says', async () => {
    const id = await createAd('Public Click');
    expect(await click(id)).toEqual({ status: 200, body: { advertisementId: id, clickDate: today() } });
    // The date may also be left out; the id is what must be there.
    expect((await click(id, { advertisementId: id })).status).toBe(200);
    expect(await storedClicks(id)).toBe(2);
  });

  it('of an unknown or inactive ad is refused with 404 and stores nothing', async () => {
    const inactive = await createAd('Resting Sponsor', false);
    expect(await click(inactive)).toEqual({ status: 404, body: { message: 'No active advertisement has this id.' } });
    expect(await storedClicks(inactive)).toBe(0);

    const gone = await createAd('Gone Sponsor');
    await setup.send('DELETE', `/api/advertisements/${gone}`);
    expect((await click(gone)).status).toBe(404);
    expect(await storedClicks(gone)).toBe(0);
  });

  it('is refused with 400 when the body names another ad, or no ad, or a bad date; nothing is stored', async () => {
    const id = await createAd('Mismatch');
    const other = await createAd('Other');
    expect(await click(id, { advertisementId: other, clickDate: today() })).toEqual({
      status: 400,
      body: { message: 'The advertisement id of the body does not match the one of the address.' },
    });
    expect((await click(id, { clickDate: today() })).body.message).toBe('The advertisement id is required.');
    expect((await click(id, { advertisementId: id, clickDate: '31/12/2026' })).body.message).toBe(
      'Dates are written YYYY-MM-DD.',
    );
    expect((await click(0, { advertisementId: 0 })).status).toBe(400);
    expect(await storedClicks(id)).toBe(0);
    expect(await storedClicks(other)).toBe(0);
  });

  it('keeps the public read cache: the active ads are still served from it', async () => {
    const id = await createAd('Cached Sponsor');
    await setup.get('/api/advertisements/active');
    const cached = async () =>
      (await setup.app.inject({ method: 'GET', url: '/api/advertisements/active' })).headers['x-cache'];
    expect(await cached()).toBe('hit');
    expect((await click(id)).status).toBe(200);
    expect(await cached()).toBe('hit');
  });
});

describe('the ad analytics', () => {
  it('list every ad, clicked or not, with its clicks per date, oldest first, most clicked first', async () => {
    // A fresh list: the ads of the tests above go, with their clicks.
    await setup.app.db.delete(advertisements);
    const busy = await createAd('Busy Sponsor');
    const quiet = await createAd('Quiet Sponsor', false);
    const calm = await createAd('Calm Sponsor');
    const another = await createAd('Another Sponsor');
    // Busy: 2 clicks three days ago and 1 yesterday (stored as the server would have), 2 today.
    const [threeDaysAgo, , yesterday] = lastDays(today(), 4) as [string, string, string, string];
    await setup.app.db.insert(adClicks).values([
      { advertisementId: busy, clickDate: threeDaysAgo },
      { advertisementId: busy, clickDate: yesterday },
      { advertisementId: busy, clickDate: threeDaysAgo },
    ]);
    await click(busy);
    await click(busy);
    // Calm: 1 today.
    await click(calm);

    const { status, body } = await setup.get('/api/advertisements/clicks', setup.adminCookie);
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        advertisementId: busy,
        advertisementName: 'Busy Sponsor',
        advertisementIsActive: true,
        totalClicks: 5,
        clickData: [
          { clickDate: threeDaysAgo, clickCount: 2 },
          { clickDate: yesterday, clickCount: 1 },
          { clickDate: today(), clickCount: 2 },
        ],
      },
      {
        advertisementId: calm,
        advertisementName: 'Calm Sponsor',
        advertisementIsActive: true,
        totalClicks: 1,
        clickData: [{ clickDate: today(), clickCount: 1 }],
      },
      // No clicks: by name.
      {
        advertisementId: another,
        advertisementName: 'Another Sponsor',
        advertisementIsActive: true,
        totalClicks: 0,
        clickData: [],
      },
      {
        advertisementId: quiet,
        advertisementName: 'Quiet Sponsor',
        advertisementIsActive: false,
        totalClicks: 0,
        clickData: [],
      },
    ]);
  });

  it('are for admins only', async () => {
    expect(await setup.get('/api/advertisements/clicks')).toEqual({
      status: 401,
      body: { message: 'Please sign in to continue.' },
    });
  });
});

describe('the click rate limit', () => {
  it('records at most AD_CLICK_RATE_LIMIT clicks an hour from one address; other addresses go on', async () => {
    const app = await createTestApp({ AD_CLICK_RATE_LIMIT: '3' });
    try {
      const { cookie } = await signInAsNewAdmin(app);
      const created = await app.inject({
        method: 'POST',
        url: '/api/advertisements',
        headers: { cookie },
        payload: ad('Limited Sponsor'),
      });
      const id = created.json().id as number;
      const clickFrom = (remoteAddress: string) =>
        app.inject({
          method: 'PUT',
          url: `/api/advertisements/${id}/click`,
          payload: { advertisementId: id },
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) expect((await clickFrom('203.0.113.7')).statusCode).toBe(200);
      const refused = await clickFrom('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
      expect((await clickFrom('198.51.100.20')).statusCode).toBe(200);

      const [stored] = await app.db.select({ n: count() }).from(adClicks).where(eq(adClicks.advertisementId, id));
      expect(stored!.n).toBe(4);
    } finally {
      await app.close();
    }
  });
});
