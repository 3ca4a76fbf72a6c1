import { readFileSync } from 'node:fs';
import {
  channelAnswer,
  FAKE_PATHS,
  mediaAnswer,
  startFakeSocial,
  upload,
  uploadsAnswer,
  type FakeSocial,
} from '../test/fake-social.ts';
import { expect, expectNoSeriousA11yViolations } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

const video = { id: 'hoopsFinal1', title: 'Finals: Harlem Hawks vs Uptown Knights' };
const post = {
  id: '17900000000000042',
  caption: 'Champions! The Harlem Hawks lift the Fall 2025 trophy. #cityhoops',
  media_type: 'IMAGE',
  media_url: 'https://images.example/finals.svg',
  permalink: 'https://www.instagram.com/p/fall-2025-finals/',
  timestamp: '2025-11-02T15:00:00+0000',
};

// A server of this file's own, its video channel and photo account answered by a fake
// upstream on this machine whose port is known once the worker starts.
const test = testOnOwnServer({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD } }).extend<object, { fakeSocial: FakeSocial }>(
  {
    fakeSocial: [
      async ({}, use) => {
        const fake = await startFakeSocial({
          [FAKE_PATHS.channels]: { json: channelAnswer('UUleagueUploads') },
          [FAKE_PATHS.playlistItems]: {
            json: uploadsAnswer([
              upload(video.id, video.title, '2025-11-03T12:00:00Z'),
              upload('olderVideo1', 'Week 1 highlights', '2025-10-01T12:00:00Z'),
            ]),
          },
          [FAKE_PATHS.media]: { json: mediaAnswer([post]) },
        });
        await use(fake);
        await fake.close();
      },
      { scope: 'worker' },
    ],
    ownServerEnv: [
      async ({ fakeSocial }, use) =>
        use({
          ...fakeSocial.env,
          YOUTUBE_API_KEY: 'e2e-youtube-key',
          YOUTUBE_CHANNEL_ID: 'UCleagueChannel',
          INSTAGRAM_ACCESS_TOKEN: 'e2e-instagram-token',
        }),
      { scope: 'worker' },
    ],
  },
);

test.beforeEach(async ({ context }) => {
  // Nothing leaves the machine: the player and the post's picture are answered here.
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Player</title><p>Player</p>',
    }),
  );
  await context.route('https://images.example/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: readFileSync('src/web/public/ads/corner-slice.svg') }),
  );
});

test(
  'the home page shows the latest video and post, then reads them from local storage for 10 minutes',
  { tag: '@phone' },
  async ({ page, fakeSocial }) => {
    const socialCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/social/')) socialCalls.push(pathname);
    });

    await page.goto('/');
    const sponsors = page.getByRole('complementary', { name: 'Sponsors and media' });
    const player = sponsors.getByRole('region', { name: 'Latest video' }).locator('iframe');
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${video.id}`);
    await expect(player).toHaveAttribute('title', video.title);
    await expect(player).toHaveAttribute('loading', 'lazy');

    const latestPost = sponsors.getByRole('region', { name: 'Latest post' });
    const link = latestPost.getByRole('link', { name: 'The post on Instagram (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', post.permalink);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(latestPost).toContainText(post.caption);
    await expect(latestPost.locator('time')).toHaveText('Nov 2, 2025');
    const picture = link.getByRole('img');
    await expect(picture).toHaveAttribute('src', post.media_url);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(socialCalls.sort()).toEqual(['/api/social/instagram', '/api/social/youtube']);
    expect(fakeSocial.count(FAKE_PATHS.media)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    // A reload within 10 minutes reads both answers from local storage: no call.
    socialCalls.length = 0;
    await page.reload();
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${video.id}`);
    await expect(link).toHaveAttribute('href', post.permalink);
    await expect(page.getByRole('heading', { name: 'Standings' })).toBeVisible();
    expect(socialCalls).toEqual([]);

    // Answers stored more than 10 minutes ago are asked for again.
    await page.evaluate(() => {
      for (const key of ['social:youtube', 'social:instagram']) {
        const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { storedAt: number };
        localStorage.setItem(key, JSON.stringify({ ...entry, storedAt: entry.storedAt - 600_000 }));
      }
    });
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/social/instagram'));
    await page.reload();
    await asked;
    await expect(link).toHaveAttribute('href', post.permalink);
    await expect(player).toHaveAttribute('title', video.title);
    expect(socialCalls.sort()).toEqual(['/api/social/instagram', '/api/social/youtube']);
  },
);
