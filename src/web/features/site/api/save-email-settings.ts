import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailSettings, EmailSettingsBody } from '#domain/email-settings.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const saveEmailSettings = (body: EmailSettingsBody) =>
  api<EmailSettings>('PUT', '/api/site/settings/email', body);

export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEmailSettings, onSuccess: () => refreshAfter(queryClient, 'emailSettings') });
}
