import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import type { League } from '#domain/leagues.ts';
import type { LeagueWithTeams } from '#domain/teams.ts';
import { registrationBody, type Registered } from '#domain/players.ts';
import { paths } from '#web/config/paths.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { CheckboxField, FormError, SelectField, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { captainFeeNotice } from '#domain/site.ts';
import { useHydrated } from '#web/lib/hydration.ts';
import { useSiteInfo } from '#web/lib/site-info.ts';
import { useRegisterPlayer } from '../api/register-player.ts';
import { ContactFields, emptyPlayerFields, PlayingFields } from './player-fields.tsx';
import { onlyChoice } from '#web/lib/only-choice.ts';
import { compareNames } from '#domain/sorting.ts';

const fieldsetClass = 'flex min-w-0 flex-col gap-4';
const legendClass = 'mb-4 w-full border-b border-neutral-800 pb-2 text-lg font-bold text-white';

/** Where the form reads the teams of the chosen league. */
type LeagueQuery = (id: number) => UseQueryOptions<LeagueWithTeams | null>;

/**
 * The registration form (docs/rules/screens.md#registration-form) for the leagues whose
 * registration is open, replaced by a confirmation once the player is on a team. "Register
 * another player" starts a fresh form.
 */
export function Registration({ leagues, leagueQuery }: { leagues: League[]; leagueQuery: LeagueQuery }) {
  const [registered, setRegistered] = useState<Registered | null>(null);
  // A new key mounts a fresh, empty form; after the first one it takes the focus.
  const [formKey, setFormKey] = useState(0);

  if (registered) {
    return (
      <Confirmation
        registered={registered}
        onRegisterAnother={() => {
          setRegistered(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  }
  return (
    <RegistrationForm
      key={formKey}
      leagues={leagues}
      leagueQuery={leagueQuery}
      focusOnMount={formKey > 0}
      onRegistered={setRegistered}
    />
  );
}

/**
 * Until the app runs the page the server rendered, nothing can be chosen or typed that it would
 * not see: the fields wait, disabled. Only this fieldset renders again once the page is
 * hydrated; the fields inside, made by the form, are the same elements and do not.
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-8">
      {children}
    </fieldset>
  );
}

/** What the registration form holds before validation. */
type RegistrationValues = z.input<typeof registrationBody>;

function RegistrationForm({
  leagues,
  leagueQuery,
  focusOnMount,
  onRegistered,
}: {
  leagues: League[];
  leagueQuery: LeagueQuery;
  focusOnMount: boolean;
  onRegistered: (registered: Registered) => void;
}) {
  const registerPlayer = useRegisterPlayer();
  const form = useZodForm(registrationBody, { ...emptyPlayerFields, teamId: '' });
  const { isSubmitting } = form.formState;

  const site = useSiteInfo().data;
  const feeNotice = site ? captainFeeNotice(site) : '';

  useEffect(() => {
    if (focusOnMount) form.setFocus('firstName');
  }, [focusOnMount, form]);

  // Whether the details match an existing player is never said here: the server asks that
  // player by email (docs/decisions/034-registration-without-disclosure.md).
  const { onSubmit, formError } = useServerSubmit(
    form,
    async (body) => {
      onRegistered(await registerPlayer.mutateAsync({ ...body, waiverVersion: site?.waiver.version }));
    },
    'An error occurred while creating the player.',
  );

  // Each section registers its own fields as it renders, so the fields are known in the
  // order they show, and an empty submit focuses the first of them.
  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="rounded-xl border border-neutral-800 bg-neutral-900/60 p-5 md:p-8"
      >
        <UntilHydrated>
          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>About you</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <ContactFields own />
            </div>
          </fieldset>

          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>Playing details (optional)</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <PlayingFields />
            </div>
          </fieldset>

          <TeamChoice leagues={leagues} leagueQuery={leagueQuery} />
          <WaiverAgreement text={site?.waiver.text ?? ''} />
          <CaptainRequest feeNotice={feeNotice} />

          <FormError message={formError} />
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
            {isSubmitting ? 'Registering…' : 'Register'}
          </Button>
        </UntilHydrated>
      </form>
    </FormProvider>
  );
}

/** The league, which only narrows the team list, and the team, which the server takes. */
function TeamChoice({ leagues, leagueQuery }: { leagues: League[]; leagueQuery: LeagueQuery }) {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<RegistrationValues>();
  // The only league open to registration is chosen already.
  const [leagueId, setLeagueId] = useState(() => onlyChoice(leagues));
  const league = useQuery({ ...leagueQuery(Number(leagueId)), enabled: leagueId !== '' });
  const teams = [...(league.data?.Teams ?? [])].sort((a, b) => compareNames(a.name, b.name));
  const teamsLoading = leagueId !== '' && league.isPending;
  const teamsFailed = leagueId !== '' && league.isSuccess && league.data === null;
  const noTeams = leagueId !== '' && league.isSuccess && league.data !== null && teams.length === 0;

  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>Your team</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="League"
          placeholder="Select a league"
          options={leagues.map((option) => ({ value: String(option.id), label: option.name }))}
          value={leagueId}
          onChange={(event) => {
            setLeagueId(event.target.value);
            // A team belongs to one league: a new league means choosing the team again.
            setValue('teamId', '');
          }}
        />
        <SelectField
          label="Team"
          placeholder={leagueId === '' ? 'Select a league first' : teamsLoading ? 'Loading teams…' : 'Select a team'}
          options={teams.map((team) => ({ value: String(team.id), label: team.name }))}
          disabled={leagueId === '' || teamsLoading}
          hint={
            teamsFailed
              ? 'Failed to load teams'
              : noTeams
                ? 'This league has no teams yet. Please check back later.'
                : undefined
          }
          registration={register('teamId')}
          error={errors.teamId?.message}
        />
      </div>
    </fieldset>
  );
}

/** The waiver's text, a paragraph per blank line, and the box that agrees to it. */
function WaiverAgreement({ text }: { text: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RegistrationValues>();
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>Waiver</legend>
      <div className="rounded-md border border-neutral-700 bg-neutral-950/60 p-4 text-sm leading-relaxed text-neutral-300">
        {text.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index} className="mt-2 whitespace-pre-line first:mt-0">
            {paragraph}
          </p>
        ))}
      </div>
      <CheckboxField
        label="I have read and agree to the waiver"
        registration={register('agreeToWaiver')}
        error={errors.agreeToWaiver?.message}
      />
    </fieldset>
  );
}

/** The request to be captain, with the captain's fee once it is asked. */
function CaptainRequest({ feeNotice }: { feeNotice: string }) {
  const { register, watch } = useFormContext<RegistrationValues>();
  const isCaptain = watch('isCaptain');
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>Captain</legend>
      <CheckboxField label="I want to be a team captain" registration={register('isCaptain')} />
      <div aria-live="polite">
        {isCaptain ? (
          <p className="rounded-md border border-brand/60 bg-brand/10 p-3 text-sm text-neutral-100">{feeNotice}</p>
        ) : null}
      </div>
    </fieldset>
  );
}

function Confirmation({ registered, onRegisterAnother }: { registered: Registered; onRegisterAnother: () => void }) {
  const site = useSiteInfo().data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const waiting = registered.status === 'pending';
  return (
    <section
      aria-labelledby="registered-heading"
      className="rounded-xl border border-brand/60 bg-neutral-900/60 p-6 text-center md:p-10"
    >
      <h2 id="registered-heading" ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-white">
        {waiting ? 'Registration received!' : "You're registered!"}
      </h2>
      <p className="mt-3 text-lg text-neutral-100">
        {waiting ? `Thanks, ${registered.firstName}.` : `Welcome to ${registered.team.name}, ${registered.firstName}.`}
      </p>
      <p className="mt-2 text-neutral-300">
        {waiting
          ? `The league administrator will review your registration for ${registered.team.name}; you will hear back by email.`
          : "You are now on the team's roster."}
      </p>
      {registered.captainRequested ? (
        <p className="mt-2 text-neutral-300">
          Your request to be captain goes to the league administrator. {site ? captainFeeNotice(site) : ''}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.team(registered.team.id)}>See your team</ButtonLink>
        <Button variant="secondary" onClick={onRegisterAnother}>
          Register another player
        </Button>
      </div>
    </section>
  );
}
