import { z } from 'zod';
import { MAX_NOTE, MAX_URL } from '#domain/fields.ts';
import { postPicture } from '#domain/post-picture.ts';
import type { LatestPosts, LatestVideos, SocialPost, VideoItem } from '#domain/social.ts';

/**
 * Why YouTube or Instagram gave no usable answer. The message never holds the URL of the
 * call, which carries the API key or the access token.
 */
export class UpstreamError extends Error {}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** GETs `url` as JSON within `timeoutMs`; anything else than a 2xx JSON answer is an `UpstreamError`. */
async function getJson(url: URL, timeoutMs: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (isTimeout(error)) throw new UpstreamError(`no answer within ${timeoutMs} ms`);
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new UpstreamError(`could not be reached${typeof code === 'string' ? ` (${code})` : ''}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError(`answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new UpstreamError(isTimeout(error) ? `no answer within ${timeoutMs} ms` : 'answered with malformed JSON');
  }
}

/** `base` + `path` with the query `params`; a base may carry a path of its own (`…/youtube/v3`). */
function endpoint(base: string, path: string, params: Record<string, string>): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

/** Checks the envelope of an answer; a wrong one is an `UpstreamError`, naming no value. */
function envelope<T extends z.ZodType>(schema: T, answer: unknown): z.infer<T> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new UpstreamError('answered in an unexpected shape');
  return parsed.data;
}

/** The items that match `schema`; the others are left out. */
function validItems<T extends z.ZodType>(schema: T, items: unknown[]): z.infer<T>[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

// YouTube Data API v3. The channel's uploads playlist costs 1 quota unit a call where a
// search costs 100 (docs/decisions/012-social-feeds.md).

/** How many of the newest uploads are looked at. */
const UPLOADS_LOOKED_AT = 5;
const videoId = z.string().regex(/^[\w-]{1,64}$/);

const channelsAnswer = z.object({
  items: z
    .array(z.object({ contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().min(1) }) }) }))
    .default([]),
});

const playlistItemsAnswer = z.object({ items: z.array(z.unknown()).default([]) });

const uploadedVideo = z.object({
  snippet: z.object({ title: z.string().max(1000), resourceId: z.object({ videoId }) }),
  contentDetails: z.object({ videoPublishedAt: z.string().optional() }).optional(),
  status: z.object({ privacyStatus: z.string() }).optional(),
});

export type YouTubeSettings = { apiBase: string; apiKey: string; channelId: string; timeoutMs: number };

/** Loads the channel's public uploads, newest first, as video items (docs/rules/api.md#social). */
export function youtubeLoader({ apiBase, apiKey, channelId, timeoutMs }: YouTubeSettings) {
  // A channel's uploads playlist never changes: looked up once.
  let uploadsPlaylist: string | undefined;

  return async (): Promise<LatestVideos> => {
    if (!uploadsPlaylist) {
      const url = endpoint(apiBase, '/channels', { part: 'contentDetails', id: channelId, key: apiKey });
      const [channel] = envelope(channelsAnswer, await getJson(url, timeoutMs)).items;
      if (!channel) throw new UpstreamError('knows no channel with the id YOUTUBE_CHANNEL_ID names');
      uploadsPlaylist = channel.contentDetails.relatedPlaylists.uploads;
    }
    const url = endpoint(apiBase, '/playlistItems', {
      part: 'snippet,contentDetails,status',
      playlistId: uploadsPlaylist,
      maxResults: String(UPLOADS_LOOKED_AT),
      key: apiKey,
    });
    const { items } = envelope(playlistItemsAnswer, await getJson(url, timeoutMs));
    return validItems(uploadedVideo, items)
      .filter((item) => (item.status?.privacyStatus ?? 'public') === 'public')
      .map((item) => ({
        video: toVideoItem(item),
        publishedAt: Date.parse(item.contentDetails?.videoPublishedAt ?? ''),
      }))
      .sort((a, b) => (b.publishedAt || 0) - (a.publishedAt || 0))
      .map(({ video }) => video);
  };
}

const toVideoItem = (item: z.infer<typeof uploadedVideo>): VideoItem => ({
  id: item.snippet.resourceId.videoId,
  title: item.snippet.title,
});

// Instagram Graph API.

/** How many of the newest posts are asked for. */
const POSTS_ASKED_FOR = 10;

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
const httpsUrl = z.string().max(MAX_URL).refine(isHttps);

const mediaAnswer = z.object({ data: z.array(z.unknown()) });

const media = z.object({
  permalink: httpsUrl,
  media_type: z.string().regex(/^[A-Z_]{1,40}$/),
  media_url: httpsUrl.optional(),
  thumbnail_url: httpsUrl.optional(),
  caption: z.string().optional(),
  timestamp: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
});

export type InstagramSettings = { apiBase: string; accessToken: string; timeoutMs: number };

/**
 * Loads the account's newest posts as social posts (docs/rules/api.md#social). A post is left
 * out when a URL of it is not https or when it has no picture to show.
 */
export function instagramLoader({ apiBase, accessToken, timeoutMs }: InstagramSettings) {
  return async (): Promise<LatestPosts> => {
    const url = endpoint(apiBase, '/me/media', {
      fields: 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp',
      limit: String(POSTS_ASKED_FOR),
      access_token: accessToken,
    });
    const { data } = envelope(mediaAnswer, await getJson(url, timeoutMs));
    return {
      data: validItems(media, data)
        .filter((post) => postPicture(post))
        .map(toSocialPost),
    };
  };
}

function toSocialPost(post: z.infer<typeof media>): SocialPost {
  const kept: SocialPost = {
    permalink: post.permalink,
    media_type: post.media_type,
    caption: (post.caption ?? '').slice(0, MAX_NOTE),
    timestamp: new Date(post.timestamp).toISOString(),
  };
  if (post.media_url) kept.media_url = post.media_url;
  if (post.thumbnail_url) kept.thumbnail_url = post.thumbnail_url;
  return kept;
}
