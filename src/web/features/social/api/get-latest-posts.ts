import { useQuery } from '@tanstack/react-query';
import type { LatestPosts } from '#domain/social.ts';
import { isRecord, isText, storedSocialQueryOptions } from './stored-social-query.ts';

/** What a stored answer must look like to be used (docs/rules/api.md#social). */
const isLatestPosts = (data: unknown): data is LatestPosts =>
  isRecord(data) &&
  Array.isArray(data.data) &&
  data.data.every(
    (post) =>
      isRecord(post) &&
      [post.permalink, post.media_type, post.caption, post.timestamp].every(isText) &&
      [post.media_url, post.thumbnail_url].every((url) => url === undefined || isText(url)),
  );

/** `GET /api/social/instagram`: the latest posts, newest first. */
export const latestPostsQueryOptions = () => storedSocialQueryOptions('instagram', isLatestPosts);

export const useLatestPosts = () => useQuery(latestPostsQueryOptions());
