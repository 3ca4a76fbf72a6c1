import { useQuery } from '@tanstack/react-query';
import type { LatestVideos } from '#domain/social.ts';
import { isRecord, isText, storedSocialQueryOptions } from './stored-social-query.ts';

/** What a stored answer must look like to be used (SPEC §3 Video item). */
const isLatestVideos = (data: unknown): data is LatestVideos =>
  Array.isArray(data) && data.every((video) => isRecord(video) && isText(video.id) && isText(video.title));

/** `GET /api/social/youtube` (SPEC §7 Social): the channel's latest videos, newest first. */
export const latestVideosQueryOptions = () => storedSocialQueryOptions('youtube', isLatestVideos);

export const useLatestVideos = () => useQuery(latestVideosQueryOptions());
