import { useMutation, useQuery } from '@tanstack/react-query';
import type { OutboxPage, OutboxStatus, UnsubscribeAnswer } from '#domain/mail.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getOutbox = (status: OutboxStatus | 'all') =>
  api<OutboxPage>('GET', status === 'all' ? '/api/outbox' : `/api/outbox?status=${status}`);

/** The outbox, looked at again every half minute while the screen is open. */
export const useOutbox = (status: OutboxStatus | 'all') =>
  useQuery({ queryKey: queryKeys.outbox(status), queryFn: () => getOutbox(status), refetchInterval: 30_000 });

const unsubscribeUrl = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

export const useUnsubscribeLink = (token: string) =>
  useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => api<UnsubscribeAnswer>('GET', unsubscribeUrl(token)),
    retry: false,
  });

export const useUnsubscribe = () =>
  useMutation({ mutationFn: (token: string) => api<UnsubscribeAnswer>('POST', unsubscribeUrl(token)) });
