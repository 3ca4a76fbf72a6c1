import { useFormContext } from 'react-hook-form';
import { HEIGHT_OPTIONS, PHONE_FORMAT_HINT, POSITIONS, type PlayerUpdateBody } from '#domain/players.ts';
import type { Team } from '#domain/teams.ts';
import { CheckboxField, SelectField, TextField } from '#web/components/ui/form.tsx';

const positionOptions = POSITIONS.map((position) => ({ value: position, label: position }));
const heightOptions = HEIGHT_OPTIONS.map((height) => ({ value: height, label: height }));

/** What a player form holds before validation: every field starts as text ('' = not given). */
export type PlayerFieldValues = PlayerUpdateBody;

export const emptyPlayerFields: PlayerFieldValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  position: '',
  age: '',
  height: '',
  weight: '',
  jerseyNumber: '',
  isCaptain: false,
};

/** The browser's autofill of the contact fields: off for an admin entering someone else. */
const autoComplete = {
  admin: { firstName: 'off', lastName: 'off', email: 'off', phoneNumber: 'off' },
  own: { firstName: 'given-name', lastName: 'family-name', email: 'email', phoneNumber: 'tel-national' },
} as const;

/**
 * Who the player is and how to reach them: first and last name, email and phone number, in a
 * grid of their parent's. `own` when the registrant gives their own details, which the browser
 * may fill in.
 */
export function ContactFields({ own = false }: { own?: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PlayerFieldValues>();
  const fill = own ? autoComplete.own : autoComplete.admin;
  return (
    <>
      <TextField
        label="First name"
        autoComplete={fill.firstName}
        registration={register('firstName')}
        error={errors.firstName?.message}
      />
      <TextField
        label="Last name"
        autoComplete={fill.lastName}
        registration={register('lastName')}
        error={errors.lastName?.message}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete={fill.email}
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete={fill.phoneNumber}
        hint={PHONE_FORMAT_HINT}
        registration={register('phoneNumber')}
        error={errors.phoneNumber?.message}
      />
    </>
  );
}

/** How the player plays, each optional: position, age, height, weight and jersey number, in a grid of their parent's. */
export function PlayingFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PlayerFieldValues>();
  return (
    <>
      <SelectField
        label="Position"
        placeholder="Select a position"
        options={positionOptions}
        registration={register('position')}
        error={errors.position?.message}
      />
      <TextField
        label="Age"
        type="number"
        inputMode="numeric"
        min={16}
        max={99}
        registration={register('age')}
        error={errors.age?.message}
      />
      <SelectField
        label="Height"
        placeholder="Select a height"
        options={heightOptions}
        registration={register('height')}
        error={errors.height?.message}
      />
      <TextField
        label="Weight (lbs)"
        type="number"
        inputMode="numeric"
        min={80}
        max={400}
        registration={register('weight')}
        error={errors.weight?.message}
      />
      <TextField
        label="Jersey number"
        type="number"
        inputMode="numeric"
        min={0}
        max={99}
        registration={register('jerseyNumber')}
        error={errors.jerseyNumber?.message}
      />
    </>
  );
}

/**
 * The player's own fields (docs/rules/league-data.md#players), shared by the admin create and
 * update screens; registration lays out the same contact and playing fields in sections of
 * its own. Each lives inside a react-hook-form `FormProvider` whose values include
 * `PlayerFieldValues`.
 */
export function PlayerFields() {
  // Each group registers its fields as it renders: the form knows them in the order they show.
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ContactFields />
      <PlayingFields />
      <CaptainField />
    </div>
  );
}

/** The admin's mark that the player is a captain. */
function CaptainField() {
  const { register } = useFormContext<PlayerFieldValues>();
  return (
    <div className="flex items-end pb-2">
      <CheckboxField label="Captain" registration={register('isCaptain')} />
    </div>
  );
}

/**
 * Teams under their league's heading, for a native `<select>` with `<optgroup>`s: active
 * leagues first, then the newest; teams by name.
 */
export function teamsByLeague(teams: readonly Team[]) {
  const leagues = new Map<number, { league: Team['League']; teams: Team[] }>();
  for (const team of teams) {
    const entry = leagues.get(team.LeagueId) ?? { league: team.League, teams: [] };
    entry.teams.push(team);
    leagues.set(team.LeagueId, entry);
  }
  return [...leagues.values()]
    .sort(
      (a, b) =>
        Number(b.league.isActive) - Number(a.league.isActive) ||
        b.league.startDate.localeCompare(a.league.startDate) ||
        a.league.name.localeCompare(b.league.name),
    )
    .map(({ league, teams: leagueTeams }) => ({
      league,
      teams: [...leagueTeams].sort((a, b) => a.name.localeCompare(b.name)),
    }));
}
