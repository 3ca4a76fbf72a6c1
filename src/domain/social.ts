import { z } from 'zod';

/** A video item: the channel's latest video (docs/rules/api.md#social). */
export const videoItem = z.object({
  id: z.string(),
  title: z.string(),
});
export type VideoItem = z.infer<typeof videoItem>;

/** A social post (docs/rules/api.md#social). Every URL is https; `timestamp` is an ISO 8601 date-time. */
export const socialPost = z.object({
  permalink: z.string(),
  media_type: z.string(),
  thumbnail_url: z.string().optional(),
  media_url: z.string().optional(),
  caption: z.string(),
  timestamp: z.string(),
});
export type SocialPost = z.infer<typeof socialPost>;

/** `GET /api/social/youtube` answers a list, newest first. */
export const latestVideos = z.array(videoItem);
export type LatestVideos = z.infer<typeof latestVideos>;

/** `GET /api/social/instagram` answers `{data}`, newest first. */
export const latestPosts = z.object({ data: z.array(socialPost) });
export type LatestPosts = z.infer<typeof latestPosts>;
