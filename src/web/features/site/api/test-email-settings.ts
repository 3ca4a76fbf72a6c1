import { useMutation } from '@tanstack/react-query';
import type { EmailTestBody, EmailTestResult } from '#domain/email-settings.ts';
import { api } from '#web/lib/api-client.ts';

/** Sends a test message with the form's settings now; it saves nothing, so nothing goes stale. */
export const testEmailSettings = (body: EmailTestBody) =>
  api<EmailTestResult>('POST', '/api/site/settings/email/test', body);

export const useTestEmailSettings = () => useMutation({ mutationFn: testEmailSettings });
