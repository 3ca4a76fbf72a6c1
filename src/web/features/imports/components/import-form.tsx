import { useEffect, useId, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { IMPORT_COLUMNS, IMPORT_KIND_KEYS, IMPORT_KINDS, type ImportKind } from '#domain/imports.ts';
import { DATE_ORDER_LABELS, DATE_ORDERS, type DateOrder } from '#domain/import-values.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError, SelectField, TextAreaField, TextField } from '#web/components/ui/form.tsx';
import { tableLinkClass } from '#web/components/ui/table.tsx';
import { formatGameDate } from '#domain/format.ts';
import { importTemplateUrl } from '../api/import-template.ts';
import { ACCEPTED_FILES } from './import-source.ts';

/** The league select's choice of a league the import creates. */
export const NEW_LEAGUE = 'new';

/** What the form holds besides the chosen file: the league is a league's id or NEW_LEAGUE. */
export type ImportDraft = {
  kind: ImportKind;
  league: string;
  newLeagueName: string;
  dateOrder: DateOrder;
  /** Box scores of one game (its id), or '' when the rows name their games. */
  game: string;
  /** The team of those lines: its id. */
  team: string;
  pasted: string;
};

/** A game the lines of one team may go into. */
export type OneGame = {
  id: number;
  date: string;
  HomeTeam: { id: number; name: string };
  AwayTeam: { id: number; name: string };
};

/** What the form's last Preview found wrong, each where it shows. */
export type DraftProblems = { newLeagueName?: string; source?: string; form?: string };

/** Whether a kind's rows hold dates, so how slashed dates are ordered matters. */
export const hasDates = (kind: ImportKind) => IMPORT_COLUMNS[kind].some((column) => column.key === 'date');

/** A new past league is made from its games, so only a schedule or box scores can make one. */
export const makesPastLeague = (kind: ImportKind) => IMPORT_KINDS[kind].makesPastLeague;

const kindOptions = IMPORT_KIND_KEYS.map((kind) => ({ value: kind, label: IMPORT_KINDS[kind].label }));
const dateOrderOptions = DATE_ORDERS.map((order) => ({ value: order, label: DATE_ORDER_LABELS[order] }));

type ImportFormProps = {
  form: UseFormReturn<ImportDraft>;
  leagues: readonly { id: number; name: string }[];
  /** The chosen league's games, for box scores of one game. */
  games: readonly OneGame[];
  file: File | null;
  /** Why the chosen file cannot be sent (its type or size), said as soon as it is chosen. */
  fileError: string | null;
  onFile: (file: File | null) => void;
  problems: DraftProblems;
  onPreview: () => void;
  busy: boolean;
};

/**
 * Step 1: what the file holds, the league it goes into (or a new past league), how its dates
 * are written, and the rows: a CSV or Excel file, or rows pasted from a spreadsheet.
 */
export function ImportForm({
  form,
  leagues,
  games,
  file,
  fileError,
  onFile,
  problems,
  onPreview,
  busy,
}: ImportFormProps) {
  const [kind, league, game] = useWatch({ control: form.control, name: ['kind', 'league', 'game'] });
  const chosenGame = games.find((candidate) => String(candidate.id) === game);
  const gameOptions = [
    { value: '', label: 'The rows name their games' },
    ...games.map((candidate) => ({
      value: String(candidate.id),
      label: `${formatGameDate(candidate.date)}: ${candidate.HomeTeam.name} vs ${candidate.AwayTeam.name}`,
    })),
  ];
  const teamOptions = chosenGame
    ? [chosenGame.HomeTeam, chosenGame.AwayTeam].map((team) => ({ value: String(team.id), label: team.name }))
    : [];
  // A game chosen: its home team until another is chosen.
  useEffect(() => {
    if (!chosenGame) return;
    const sides = [chosenGame.HomeTeam.id, chosenGame.AwayTeam.id].map(String);
    if (!sides.includes(form.getValues('team'))) form.setValue('team', sides[0]!);
  }, [chosenGame, form]);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const sourceErrorId = useId();
  const fileErrorId = useId();
  const needsLeague = IMPORT_KINDS[kind].needsLeague;
  const label = IMPORT_KINDS[kind].label;

  // A file sent (or removed) leaves the input empty.
  useEffect(() => {
    if (file === null && fileInput.current) fileInput.current.value = '';
  }, [file]);

  const leagueOptions = [
    ...leagues.map((choice) => ({ value: String(choice.id), label: choice.name })),
    ...(makesPastLeague(kind) ? [{ value: NEW_LEAGUE, label: 'A new past league…' }] : []),
  ];
  // Players and teams go into a league that is there: leaving a new past league for them, the first league is chosen.
  const kindRegistration = form.register('kind', {
    onChange: (event: { target: { value: ImportKind } }) => {
      if (!makesPastLeague(event.target.value) && form.getValues('league') === NEW_LEAGUE && leagues[0]) {
        form.setValue('league', String(leagues[0].id));
      }
    },
  });
  const fileDescribedBy = [fileError ? fileErrorId : null, problems.source ? sourceErrorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
      className="flex max-w-2xl flex-col gap-5"
    >
      <SelectField label="What the file holds" options={kindOptions} registration={kindRegistration} />
      <p className="-mt-3 text-sm text-neutral-300">
        Templates with every column and an example row:{' '}
        <a href={importTemplateUrl(kind, 'csv')} download className={tableLinkClass}>
          {label} template (CSV)
        </a>{' '}
        ·{' '}
        <a href={importTemplateUrl(kind, 'xlsx')} download className={tableLinkClass}>
          {label} template (Excel)
        </a>
      </p>
      {needsLeague && leagueOptions.length === 0 ? (
        <p className="rounded-md border border-amber-700 bg-amber-950/60 p-3 text-sm text-amber-100">
          There is no league yet. Create one first, or import a past season’s schedule or box scores into a new past
          league.
        </p>
      ) : null}
      {needsLeague && leagueOptions.length > 0 ? (
        <>
          <SelectField
            // New options (a league an import just made) make a new select, which shows the form's value among them.
            key={leagueOptions.map((option) => option.value).join(' ')}
            label="The league it goes into"
            options={leagueOptions}
            registration={form.register('league')}
            hint={
              makesPastLeague(kind)
                ? 'A new past league takes its dates from the games it holds.'
                : 'Players and teams go into a league that is already on the site.'
            }
          />
          {league === NEW_LEAGUE && makesPastLeague(kind) ? (
            <TextField
              label="Name of the new past league"
              registration={form.register('newLeagueName')}
              error={problems.newLeagueName}
              autoComplete="off"
            />
          ) : null}
        </>
      ) : null}
      {IMPORT_KINDS[kind].oneGame && league !== NEW_LEAGUE && games.length > 0 ? (
        <>
          <SelectField
            label="One game only"
            options={gameOptions}
            registration={form.register('game')}
            hint="For a file of one team's lines with only Player and the stats, as SportsPress's event performance files."
          />
          {chosenGame ? (
            <SelectField label="The team of the lines" options={teamOptions} registration={form.register('team')} />
          ) : null}
        </>
      ) : null}
      {hasDates(kind) ? (
        <SelectField
          label="Dates written with slashes are"
          options={dateOrderOptions}
          registration={form.register('dateOrder')}
          hint="Dates written YYYY-MM-DD, and dates Excel keeps as dates, are read whatever this says."
        />
      ) : null}
      <fieldset className="flex flex-col gap-4 rounded-xl border border-neutral-800 p-4">
        <legend className="px-1 text-sm font-semibold text-neutral-100">The rows</legend>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium text-neutral-200">
            A CSV or Excel (.xlsx) file
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={ACCEPTED_FILES}
            aria-invalid={fileError || problems.source ? true : undefined}
            aria-describedby={fileDescribedBy || undefined}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            className="min-w-0 max-w-full rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-sm text-neutral-100 file:mr-3 file:rounded file:border-0 file:bg-neutral-700 file:px-3 file:py-1 file:text-neutral-100"
          />
          {fileError ? (
            <p id={fileErrorId} className="text-sm text-red-300">
              {fileError}
            </p>
          ) : null}
          {file ? (
            <div className="flex flex-wrap items-center gap-3 text-sm text-neutral-300">
              <span className="[overflow-wrap:anywhere]">Chosen: {file.name}</span>
              <Button variant="secondary" onClick={() => onFile(null)}>
                Remove the file
              </Button>
            </div>
          ) : null}
        </div>
        <TextAreaField
          label="…or paste rows from a spreadsheet"
          hint="Select the rows in Excel, Numbers or Google Sheets, header row included, copy them and paste them here."
          registration={form.register('pasted')}
          rows={5}
          spellCheck={false}
        />
        {problems.source ? (
          <p id={sourceErrorId} className="text-sm text-red-300">
            {problems.source}
          </p>
        ) : null}
      </fieldset>
      <FormError message={problems.form} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Previewing…' : 'Preview'}
        </Button>
      </div>
    </form>
  );
}
