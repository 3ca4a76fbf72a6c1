import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one path: JSON, raw text, or never. */
export type FakeReply = { status?: number; json?: unknown; raw?: string; hang?: boolean };

export type FakeSocial = {
  /** `YOUTUBE_API_BASE` and `INSTAGRAM_API_BASE` pointing at the fake. */
  env: { YOUTUBE_API_BASE: string; INSTAGRAM_API_BASE: string };
  /** Every request received, as URLs relative to the fake. */
  requests: URL[];
  /** The answer of a path from now on, e.g. `/youtube/v3/playlistItems`. */
  reply: (path: string, reply: FakeReply) => void;
  /** How many requests asked for `path`. */
  count: (path: string) => number;
  close: () => Promise<void>;
};

export const FAKE_PATHS = {
  channels: '/youtube/v3/channels',
  playlistItems: '/youtube/v3/playlistItems',
  media: '/instagram/me/media',
} as const;

/**
 * A stand-in for the YouTube Data API and the Instagram Graph API: a real HTTP server on
 * 127.0.0.1 answering what the test tells it, and counting what it is asked.
 */
export async function startFakeSocial(replies: Record<string, FakeReply> = {}): Promise<FakeSocial> {
  const answers = new Map(Object.entries(replies));
  const requests: URL[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url);
    const answer = answers.get(url.pathname) ?? { status: 404, json: { error: { message: 'Not found' } } };
    if (answer.hang) {
      hanging.add(response);
      return;
    }
    const body = answer.raw ?? JSON.stringify(answer.json ?? {});
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    env: { YOUTUBE_API_BASE: `${base}/youtube/v3`, INSTAGRAM_API_BASE: `${base}/instagram` },
    requests,
    reply: (path, reply) => answers.set(path, reply),
    count: (path) => requests.filter((url) => url.pathname === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A YouTube `channels` answer naming the channel's uploads playlist. */
export const channelAnswer = (uploads: string) => ({
  kind: 'youtube#channelListResponse',
  items: [{ kind: 'youtube#channel', id: 'UCfake', contentDetails: { relatedPlaylists: { likes: '', uploads } } }],
});

/** One upload as YouTube's `playlistItems` lists it. */
export const upload = (videoId: string, title: string, videoPublishedAt: string, privacyStatus = 'public') => ({
  kind: 'youtube#playlistItem',
  etag: 'etag',
  id: `item-${videoId}`,
  snippet: {
    publishedAt: videoPublishedAt,
    title,
    description: 'A description the site does not show',
    thumbnails: { default: { url: `https://i.ytimg.com/vi/${videoId}/default.jpg`, width: 120, height: 90 } },
    resourceId: { kind: 'youtube#video', videoId },
  },
  contentDetails: { videoId, videoPublishedAt },
  status: { privacyStatus },
});

export const uploadsAnswer = (items: unknown[]) => ({ kind: 'youtube#playlistItemListResponse', items });

/** Instagram's `me/media` answer. */
export const mediaAnswer = (data: unknown[]) => ({ data, paging: { cursors: { before: 'a', after: 'b' } } });
