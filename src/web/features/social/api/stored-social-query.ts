import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { readStoredAnswer, storeAnswer } from '#web/lib/stored-answer.ts';

/** The video and social answers are kept in local storage for 10 minutes (docs/rules/screens.md#social-feeds). */
export const SOCIAL_STORAGE_MS = 600_000;

/**
 * The query of one social call: a fresh answer from local storage is used as is, without a
 * request; otherwise the answer is fetched and stored. Unconfigured feeds answer empty, and
 * that answer is kept too.
 */
export function storedSocialQueryOptions<T>(feed: 'youtube' | 'instagram', isValid: (data: unknown) => data is T) {
  const key = `social:${feed}`;
  const stored = () => readStoredAnswer(key, SOCIAL_STORAGE_MS, isValid);
  return queryOptions({
    queryKey: queryKeys.social(feed),
    queryFn: async () => {
      const data = await api<T>('GET', `/api/social/${feed}`);
      storeAnswer(key, data);
      return data;
    },
    initialData: () => stored()?.data,
    initialDataUpdatedAt: () => stored()?.storedAt,
    staleTime: SOCIAL_STORAGE_MS,
  });
}

export const isText = (value: unknown): value is string => typeof value === 'string';
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
