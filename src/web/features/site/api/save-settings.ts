import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsPage, SiteSettingsBody } from '#domain/site.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

/** The body as the form holds it: the fee in dollars, as the call takes it. */
export type SettingsSaveBody = Omit<SiteSettingsBody, 'captainFee'> & { captainFee: string };

export const saveSettings = (body: SettingsSaveBody) => api<SettingsPage>('PUT', '/api/site/settings', body);

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSettings, onSuccess: () => refreshAfter(queryClient, 'site') });
}
