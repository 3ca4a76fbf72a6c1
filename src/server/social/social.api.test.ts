/**
 * Runs on every supported Node.js major: it fetches from an upstream with Node's own fetch.
 * @module-tag node-apis
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { capturedLog } from '../../../test/captured-log.ts';
import {
  channelAnswer,
  FAKE_PATHS,
  mediaAnswer,
  startFakeSocial,
  upload,
  uploadsAnswer,
  type FakeSocial,
} from '../../../test/fake-social.ts';
import { buildApp, type BuildOptions } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { RETRY_AFTER_FAILURE_MS, SOCIAL_CACHE_MS } from './kept-answer.ts';

const API_KEY = 'yt-key-7f3a9c-do-not-show';
const CHANNEL_ID = 'UCleagueChannel';
const ACCESS_TOKEN = 'ig-token-51b2e8+/=-do-not-show';

const photo = {
  id: '17900000000000001',
  caption: 'Finals night at the Downtown gym',
  media_type: 'IMAGE',
  media_url: 'https://cdn.example/finals.jpg',
  permalink: 'https://www.instagram.com/p/finals/',
  timestamp: '2025-11-02T23:15:00+0000',
  username: 'cityhoops',
};
const clip = {
  id: '17900000000000002',
  caption: 'Buzzer beater',
  media_type: 'VIDEO',
  media_url: 'https://cdn.example/buzzer.mp4',
  thumbnail_url: 'https://cdn.example/buzzer.jpg',
  permalink: 'https://www.instagram.com/reel/buzzer/',
  timestamp: '2025-11-01T20:00:00+0000',
};

/** The two answers of a healthy upstream. */
function replyHealthy(fake: FakeSocial) {
  fake.reply(FAKE_PATHS.channels, { json: channelAnswer('UUleagueUploads') });
  fake.reply(FAKE_PATHS.playlistItems, {
    json: uploadsAnswer([
      upload('olderVideo1', 'Week 1 highlights', '2025-10-01T12:00:00Z'),
      upload('newestVid01', 'Finals: Hawks vs Knights', '2025-11-03T12:00:00Z'),
      upload('privateVid1', 'Not for the public', '2025-11-04T12:00:00Z', 'private'),
    ]),
  });
  fake.reply(FAKE_PATHS.media, { json: mediaAnswer([photo, clip]) });
}

const expectedVideos = [
  { id: 'newestVid01', title: 'Finals: Hawks vs Knights' },
  { id: 'olderVideo1', title: 'Week 1 highlights' },
];
const expectedPosts = {
  data: [
    {
      permalink: 'https://www.instagram.com/p/finals/',
      media_type: 'IMAGE',
      media_url: 'https://cdn.example/finals.jpg',
      caption: 'Finals night at the Downtown gym',
      timestamp: '2025-11-02T23:15:00.000Z',
    },
    {
      permalink: 'https://www.instagram.com/reel/buzzer/',
      media_type: 'VIDEO',
      media_url: 'https://cdn.example/buzzer.mp4',
      thumbnail_url: 'https://cdn.example/buzzer.jpg',
      caption: 'Buzzer beater',
      timestamp: '2025-11-01T20:00:00.000Z',
    },
  ],
};

const configured = (fake: FakeSocial, extra: Record<string, string> = {}) => ({
  ...fake.env,
  YOUTUBE_API_KEY: API_KEY,
  YOUTUBE_CHANNEL_ID: CHANNEL_ID,
  INSTAGRAM_ACCESS_TOKEN: ACCESS_TOKEN,
  ...extra,
});

// Every test needs an app of its own (the answers are kept per app), not a database of its own.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase(testConfig().database);
});
afterAll(() => database.close());

/** An app on this file's database, with the social settings of `overrides`. */
async function createTestApp(overrides: Record<string, string> = {}, logger: BuildOptions['logger'] = false) {
  const built = await buildApp(testConfig(overrides), { logger, database });
  await built.ready();
  return built;
}

let fake: FakeSocial;
let app: FastifyInstance | undefined;
beforeEach(async () => {
  fake = await startFakeSocial();
});
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
  app = undefined;
  await fake.close();
});

/** Both calls, checked to be 200 and to carry neither the key nor the token. */
async function readBoth(server: FastifyInstance) {
  const answers = [];
  for (const url of ['/api/social/youtube', '/api/social/instagram']) {
    const response = await server.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    expect(response.body).not.toContain(API_KEY);
    expect(response.body).not.toContain(ACCESS_TOKEN);
    answers.push(response.json());
  }
  return { videos: answers[0], posts: answers[1] };
}

/** Moves the clock `ms` forward for the server's caches (the network keeps real time). */
function advanceClock(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

describe('social feeds', () => {
  it('answers the newest public videos and the posts, with the spec fields only', async () => {
    replyHealthy(fake);
    app = await createTestApp(configured(fake));
    expect(await readBoth(app)).toEqual({ videos: expectedVideos, posts: expectedPosts });

    const asked = (path: string) => {
      const request = fake.requests.find((url) => url.pathname === path);
      if (!request) throw new Error(`the fake was never asked for ${path}`);
      return request;
    };
    const [channels, playlist, media] = [
      asked(FAKE_PATHS.channels),
      asked(FAKE_PATHS.playlistItems),
      asked(FAKE_PATHS.media),
    ];
    expect(Object.fromEntries(channels.searchParams)).toEqual({ part: 'contentDetails', id: CHANNEL_ID, key: API_KEY });
    expect(playlist.searchParams.get('playlistId')).toBe('UUleagueUploads');
    expect(playlist.searchParams.get('key')).toBe(API_KEY);
    expect(media.searchParams.get('access_token')).toBe(ACCESS_TOKEN);
    expect(media.searchParams.get('fields')).toBe('id,caption,media_type,media_url,thumbnail_url,permalink,timestamp');
  });

  it('leaves out posts with a URL that is not https or without a picture, and bad items', async () => {
    fake.reply(FAKE_PATHS.media, {
      json: mediaAnswer([
        { ...photo, permalink: 'http://www.instagram.com/p/plain/' },
        { ...photo, media_url: 'javascript:alert(1)' },
        { ...clip, thumbnail_url: 'http://cdn.example/thumb.jpg' },
        { ...clip, thumbnail_url: undefined },
        { ...photo, media_url: undefined },
        { ...photo, timestamp: 'yesterday' },
        'not a post',
        { ...photo, caption: undefined, permalink: 'https://www.instagram.com/p/kept/' },
      ]),
    });
    fake.reply(FAKE_PATHS.channels, { json: channelAnswer('UUleagueUploads') });
    fake.reply(FAKE_PATHS.playlistItems, {
      json: uploadsAnswer([{ snippet: { title: 'No id' } }, upload('bad id!', 'Bad id', '2025-11-03T12:00:00Z')]),
    });
    app = await createTestApp(configured(fake));
    const { videos, posts } = await readBoth(app);
    expect(videos).toEqual([]);
    expect(posts).toEqual({
      data: [
        {
          permalink: 'https://www.instagram.com/p/kept/',
          media_type: 'IMAGE',
          media_url: photo.media_url,
          caption: '',
          timestamp: '2025-11-02T23:15:00.000Z',
        },
      ],
    });
  });

  it('keeps each answer for 10 minutes without asking the upstream again', async () => {
    replyHealthy(fake);
    app = await createTestApp(configured(fake));
    vi.useFakeTimers({ toFake: ['Date'] });
    await readBoth(app);
    advanceClock(SOCIAL_CACHE_MS - 1000);
    expect(await readBoth(app)).toEqual({ videos: expectedVideos, posts: expectedPosts });
    expect([
      fake.count(FAKE_PATHS.channels),
      fake.count(FAKE_PATHS.playlistItems),
      fake.count(FAKE_PATHS.media),
    ]).toEqual([1, 1, 1]);

    // Ten minutes on, the upstream is asked again; the uploads playlist is not looked up again.
    fake.reply(FAKE_PATHS.media, { json: mediaAnswer([clip]) });
    advanceClock(2000);
    const { posts } = await readBoth(app);
    expect(posts).toEqual({ data: [expectedPosts.data[1]] });
    expect([
      fake.count(FAKE_PATHS.channels),
      fake.count(FAKE_PATHS.playlistItems),
      fake.count(FAKE_PATHS.media),
    ]).toEqual([1, 2, 2]);
  });

  it('asks once for callers that arrive together', async () => {
    replyHealthy(fake);
    app = await createTestApp(configured(fake));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app!.inject({ method: 'GET', url: '/api/social/instagram' })),
    );
    expect(answers.map((answer) => answer.json())).toEqual(Array(5).fill(expectedPosts));
    expect(fake.count(FAKE_PATHS.media)).toBe(1);
  });

  it('answers empty when the upstream fails before any good answer, and tries again a minute later', async () => {
    fake.reply(FAKE_PATHS.channels, { status: 500, json: { error: { message: 'Backend Error' } } });
    fake.reply(FAKE_PATHS.media, { status: 503, raw: 'Service Unavailable' });
    app = await createTestApp(configured(fake));
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await readBoth(app)).toEqual({ videos: [], posts: { data: [] } });

    // A failed upstream is left alone for a minute.
    advanceClock(RETRY_AFTER_FAILURE_MS - 1000);
    await readBoth(app);
    expect([fake.count(FAKE_PATHS.channels), fake.count(FAKE_PATHS.media)]).toEqual([1, 1]);

    replyHealthy(fake);
    advanceClock(2000);
    expect(await readBoth(app)).toEqual({ videos: expectedVideos, posts: expectedPosts });
  });

  it('serves the last good answer when the upstream fails later', async () => {
    replyHealthy(fake);
    app = await createTestApp(configured(fake));
    vi.useFakeTimers({ toFake: ['Date'] });
    await readBoth(app);

    fake.reply(FAKE_PATHS.playlistItems, { status: 500, json: { error: { code: 500 } } });
    fake.reply(FAKE_PATHS.media, { status: 400, json: { error: { message: 'Invalid OAuth access token' } } });
    advanceClock(SOCIAL_CACHE_MS + 1000);
    expect(await readBoth(app)).toEqual({ videos: expectedVideos, posts: expectedPosts });
    expect([fake.count(FAKE_PATHS.playlistItems), fake.count(FAKE_PATHS.media)]).toEqual([2, 2]);
  });

  it('gives up on an upstream that does not answer in time', async () => {
    fake.reply(FAKE_PATHS.channels, { hang: true });
    fake.reply(FAKE_PATHS.media, { hang: true });
    app = await createTestApp(configured(fake, { SOCIAL_API_TIMEOUT_MS: '300' }));
    const started = performance.now();
    expect(await readBoth(app)).toEqual({ videos: [], posts: { data: [] } });
    expect(performance.now() - started).toBeLessThan(5000);
    expect([fake.count(FAKE_PATHS.channels), fake.count(FAKE_PATHS.media)]).toEqual([1, 1]);
  });

  it('treats malformed JSON and unexpected shapes as failures', async () => {
    fake.reply(FAKE_PATHS.channels, { raw: '{"items": [' });
    fake.reply(FAKE_PATHS.media, { json: { data: 'none' } });
    app = await createTestApp(configured(fake));
    expect(await readBoth(app)).toEqual({ videos: [], posts: { data: [] } });

    const other = await createTestApp(configured(fake));
    try {
      fake.reply(FAKE_PATHS.channels, { json: { items: [] } });
      fake.reply(FAKE_PATHS.media, { raw: 'Bad Gateway' });
      expect(await readBoth(other)).toEqual({ videos: [], posts: { data: [] } });
    } finally {
      await other.close();
    }
  });

  it('asks nothing and answers empty when the feeds are not configured', async () => {
    app = await createTestApp({
      ...fake.env,
      YOUTUBE_API_KEY: API_KEY,
      YOUTUBE_CHANNEL_ID: ' ',
      INSTAGRAM_ACCESS_TOKEN: '',
    });
    expect(await readBoth(app)).toEqual({ videos: [], posts: { data: [] } });
    expect(fake.requests).toEqual([]);
  });

  it('never writes the key or the token to the log', async () => {
    const captured = capturedLog();
    // The Instagram base points at a port where nothing listens: a network error.
    const closed = await startFakeSocial();
    await closed.close();
    fake.reply(FAKE_PATHS.channels, { status: 403, json: { error: { message: `API key ${API_KEY} not valid` } } });
    app = await createTestApp(configured(fake, { INSTAGRAM_API_BASE: closed.env.INSTAGRAM_API_BASE }), {
      level: 'trace',
      stream: captured.stream,
    });
    expect(await readBoth(app)).toEqual({ videos: [], posts: { data: [] } });
    const log = captured.lines.join('\n');

    expect(log).toContain('YouTube answered HTTP 403');
    expect(log).toContain('Instagram could not be reached');
    expect(log).toContain('/api/social/instagram');
    expect(log).not.toContain(API_KEY);
    expect(log).not.toContain(ACCESS_TOKEN);
    expect(log).not.toContain(encodeURIComponent(ACCESS_TOKEN));
  });

  it('describes both calls in the API description', async () => {
    app = await createTestApp();
    const paths = (await app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/social/youtube', '/api/social/instagram']));
    expect(paths['/api/social/youtube'].get.responses['200']).toBeDefined();
  });
});
