import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { Records } from '#domain/records.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The four records calls (docs/rules/api.md#records). */
export const RECORD_KINDS = [
  { key: 'all-time-total', path: apiPaths.records('all-time', 'total'), label: 'All-Time Totals' },
  { key: 'all-time-average', path: apiPaths.records('all-time', 'average'), label: 'All-Time Averages' },
  { key: 'league-total', path: apiPaths.records('league', 'total'), label: 'League Totals' },
  { key: 'league-average', path: apiPaths.records('league', 'average'), label: 'League Averages' },
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number]['key'];

export const recordsQueryOptions = (kind: RecordKind) => {
  const { path } = RECORD_KINDS.find((candidate) => candidate.key === kind) ?? RECORD_KINDS[0];
  return { ...apiQuery<Records>(queryKeys.records.kind(kind), path), staleTime: 5 * 60_000 };
};

export const useRecords = (kind: RecordKind) => useQuery(recordsQueryOptions(kind));

/** All four are prefetched about 100 ms after the navigation mounts (docs/rules/screens.md#navigation). */
export const RECORDS_PREFETCH_DELAY_MS = 100;
export function prefetchRecords(queryClient: QueryClient) {
  for (const { key } of RECORD_KINDS) void queryClient.prefetchQuery(recordsQueryOptions(key));
}
