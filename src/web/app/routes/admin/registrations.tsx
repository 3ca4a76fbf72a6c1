import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { Registration } from '#domain/registrations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Section } from '#web/components/ui/section.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { useDecideRegistration, type Decision } from '#web/features/registrations/api/decide-registration.ts';
import { useLeagueRegistrations, useRegistrationTeams } from '#web/features/registrations/api/get-registrations.ts';
import { RegistrationCard } from '#web/features/registrations/components/registration-card.tsx';
import { TeamFees } from '#web/features/registrations/components/team-fees.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSiteInfo } from '#web/lib/site-info.ts';

const done: Record<Decision, string> = {
  approve: 'Registration approved',
  decline: 'Registration declined',
  captain: 'Captain confirmed',
};

/** /admin/registrations: a league's waiting registrations, captain requests, rosters and team fees. */
export function RegistrationsPage() {
  usePageTitle('Registrations');
  const leagues = useLeagues();
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();
  const leagueId = chosen ?? leagues.data?.find((league) => league.isActive)?.id ?? leagues.data?.[0]?.id ?? null;
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Registrations</h1>
      <p className="mt-3 max-w-3xl text-neutral-300">
        Each league sets whether registrations join the roster at once or wait here, and its roster limit, on its update
        screen. A registration whose details match an existing player says who it may be; that player is asked by email
        to confirm it. The team fee is paid offline; mark it here once it is.
      </p>
      {leagues.isPending ? <Spinner /> : null}
      {leagues.data ? (
        <div className="mt-6 flex max-w-sm flex-col gap-1 text-sm font-medium text-neutral-100">
          <label htmlFor={selectId}>League</label>
          <select
            id={selectId}
            value={leagueId ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
            className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100"
          >
            {leagues.data.map((league) => (
              <option key={league.id} value={league.id}>
                {league.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {leagueId === null ? null : <LeagueRegistrations leagueId={leagueId} />}
    </section>
  );
}

function LeagueRegistrations({ leagueId }: { leagueId: number }) {
  const registrations = useLeagueRegistrations(leagueId);
  const teams = useRegistrationTeams(leagueId);
  const site = useSiteInfo().data;
  const decide = useDecideRegistration();
  const act = async (registration: Registration, decision: Decision, as?: 'match' | 'new') => {
    try {
      await decide.mutateAsync({ id: registration.id, decision, as });
      toast.success(`${done[decision]}: ${registration.details.firstName} ${registration.details.lastName}`);
    } catch (error) {
      toast.error(errorMessage(error, 'The registration could not be changed.'));
    }
  };
  if (registrations.isPending || teams.isPending) return <Spinner />;
  if (registrations.isError || teams.isError) {
    return (
      <p role="alert" className="mt-6 text-red-300">
        Failed to load registrations
      </p>
    );
  }
  const waiting = registrations.data.filter((registration) => registration.status === 'pending');
  const captains = registrations.data.filter(
    (registration) =>
      registration.status === 'approved' && registration.captainRequested && !registration.captainConfirmedAt,
  );
  const name = (registration: Registration) => `${registration.details.firstName} ${registration.details.lastName}`;
  return (
    <>
      <Section title="Waiting for approval">
        {waiting.length === 0 ? (
          <p className={emptyTextClass}>No registration is waiting.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {waiting.map((registration) => (
              <RegistrationCard key={registration.id} registration={registration}>
                {registration.possibleMatch ? (
                  // The admin chooses: the player it may be, or a new one.
                  <>
                    <Button onClick={() => act(registration, 'approve', 'match')} disabled={decide.isPending}>
                      Approve {name(registration)} as {registration.possibleMatch.firstName}{' '}
                      {registration.possibleMatch.lastName}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => act(registration, 'approve', 'new')}
                      disabled={decide.isPending}
                    >
                      Approve {name(registration)} as a new player
                    </Button>
                  </>
                ) : (
                  <Button onClick={() => act(registration, 'approve')} disabled={decide.isPending}>
                    Approve {name(registration)}
                  </Button>
                )}
                <Button variant="secondary" onClick={() => act(registration, 'decline')} disabled={decide.isPending}>
                  Decline {name(registration)}
                </Button>
              </RegistrationCard>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Captain requests">
        {captains.length === 0 ? (
          <p className={emptyTextClass}>No captain request is waiting.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {captains.map((registration) => (
              <RegistrationCard key={registration.id} registration={registration}>
                <Button onClick={() => act(registration, 'captain')} disabled={decide.isPending}>
                  Confirm {name(registration)} as captain
                </Button>
              </RegistrationCard>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Teams and fees">
        <TeamFees teams={teams.data} defaultFeeCents={site?.captainFeeCents ?? 0} />
      </Section>
      <Section title="Every registration">
        {registrations.data.length === 0 ? (
          <p className={emptyTextClass}>No registration yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {registrations.data.map((registration) => (
              <RegistrationCard key={registration.id} registration={registration} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
