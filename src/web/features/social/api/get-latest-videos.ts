import { useQuery } from '@tanstack/react-query';
import type { LatestVideos } from '#domain/social.ts';
import { isRecord, isText, storedSocialQueryOptions } from './stored-social-query.ts';

/** What a stored answer must look like to be used (docs/rules/api.md#social). */
const isLatestVideos = (data: unknown): data is LatestVideos =>
  Array.isArray(data) && data.every((video) => isRecord(video) && isText(video.id) && isText(video.title));

/** `GET /api/social/youtube`: the channel's latest videos, newest first. */
export const latestVideosQueryOptions = () => storedSocialQueryOptions('youtube', isLatestVideos);

export const useLatestVideos = () => useQuery(latestVideosQueryOptions());
