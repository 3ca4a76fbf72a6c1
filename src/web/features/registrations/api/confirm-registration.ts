import { useMutation, useQuery } from '@tanstack/react-query';
import type { RegistrationConfirmation } from '#domain/registrations.ts';
import { api } from '#web/lib/api-client.ts';

const confirmUrl = (token: string) => `/api/registrations/confirm/${encodeURIComponent(token)}`;

/** What a registration's confirmation link is about; reading it changes nothing. */
export const getRegistrationConfirmation = (token: string) => api<RegistrationConfirmation>('GET', confirmUrl(token));

/** The matched player says the registration was theirs (docs/decisions/034-registration-without-disclosure.md). */
export const confirmRegistration = (token: string) =>
  api<RegistrationConfirmation & { message: string }>('POST', confirmUrl(token));

export const useRegistrationConfirmation = (token: string) =>
  useQuery({
    queryKey: ['registration-confirmation', token],
    queryFn: () => getRegistrationConfirmation(token),
    retry: false,
  });

export const useConfirmRegistration = () => useMutation({ mutationFn: confirmRegistration });
