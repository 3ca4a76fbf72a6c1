import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailSettings } from '#domain/email-settings.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getEmailSettings = () => api<EmailSettings>('GET', '/api/site/settings/email');

export const emailSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.emailSettings, queryFn: getEmailSettings });

export const useEmailSettings = () => useQuery(emailSettingsQueryOptions());
