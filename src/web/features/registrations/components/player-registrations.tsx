import { Section } from '#web/components/ui/section.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { usePlayerRegistrations } from '../api/get-registrations.ts';
import { RegistrationCard } from './registration-card.tsx';

/** The player's registrations on their back-office page: the consent on record for each. */
export function PlayerRegistrations({ playerId }: { playerId: number }) {
  const registrations = usePlayerRegistrations(playerId);
  return (
    <div className="mx-auto w-full max-w-md">
      <Section title="Registrations and consent">
        {registrations.isPending ? (
          <Spinner />
        ) : registrations.isError ? (
          <p role="alert" className="text-red-300">
            Failed to load registrations
          </p>
        ) : registrations.data.length === 0 ? (
          <p className={emptyTextClass}>Added by an admin: no registration, so no waiver on record.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {registrations.data.map((registration) => (
              <RegistrationCard key={registration.id} registration={registration} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
