import { scoreWarnings } from '#domain/games.ts';
import { useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { GameDetail } from '#domain/game-schemas.ts';
import { enteredLines, linePoints, type GridForm, type GridSide, type TypedRow } from './grid-values.ts';
import { typedCount } from './typed-line.ts';

const pointsText = (points: number) => (points === 1 ? '1 point' : `${points} points`);

/**
 * The whole-game grid's score: both teams' scores, each beside the points its players' lines
 * add up to so far, and a warning for each team whose lines do not.
 */
export function GridScore({
  game,
  form,
  homeScoreRef,
}: {
  game: GameDetail;
  form: GridForm;
  /** The home score's input, where Enter goes after the grid's last cell. */
  homeScoreRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [rows, homeTeamScore, awayTeamScore] = useWatch({
    control: form.control,
    name: ['rows', 'homeTeamScore', 'awayTeamScore'],
  });
  const { errors } = useFormState({ control: form.control, name: ['homeTeamScore', 'awayTeamScore'] });
  const points = linePoints(game, rows as TypedRow[]);
  const warnings = scoreWarnings(
    { homeTeamScore: typedCount(homeTeamScore), awayTeamScore: typedCount(awayTeamScore) },
    { points, entered: enteredLines(rows as TypedRow[]) },
    { home: game.HomeTeam.name, away: game.AwayTeam.name },
  );
  const awayScoreRef = useRef<HTMLInputElement>(null);
  const sides = [
    { side: 'home' as const, team: game.HomeTeam, field: 'homeTeamScore' as const, ref: homeScoreRef },
    { side: 'away' as const, team: game.AwayTeam, field: 'awayTeamScore' as const, ref: awayScoreRef },
  ];
  // Enter in the home score goes on to the away score; in the away score it saves.
  const onHomeKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    awayScoreRef.current?.focus();
  };
  const described = (side: GridSide, error: string | undefined) =>
    [`${id}-${side}-points`, error ? `${id}-${side}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset className="rounded-xl border border-neutral-800 bg-neutral-900/60 p-4">
      <legend className="px-1 text-lg font-bold">Final score</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {sides.map(({ side, team, field, ref }) => {
          const error = errors[field]?.message;
          const registration = form.register(field);
          return (
            <div key={side} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${side}`} className="text-sm font-medium text-neutral-200">
                {team.name} ({side})
              </label>
              <div className="flex items-center gap-3">
                <input
                  {...registration}
                  ref={(element) => {
                    registration.ref(element);
                    ref.current = element;
                  }}
                  id={`${id}-${side}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described(side, error)}
                  onKeyDown={side === 'home' ? onHomeKeyDown : undefined}
                  onFocus={(event) => event.currentTarget.select()}
                  className="min-h-10 w-20 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-right tabular-nums text-neutral-100 pointer-coarse:min-h-11 aria-invalid:border-red-400"
                />
                <span id={`${id}-${side}-points`} className="text-sm text-neutral-300">
                  Players: {pointsText(points[side])}
                </span>
              </div>
              {error ? (
                <p id={`${id}-${side}-error`} className="text-sm text-red-300">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div aria-live="polite" className="mt-3 space-y-2">
        {warnings.map((warning) => (
          <p
            key={warning}
            className="rounded-md border border-amber-500/50 bg-amber-950/60 px-3 py-2 text-sm text-amber-200"
          >
            <span aria-hidden="true">⚠ </span>
            {warning}
          </p>
        ))}
      </div>
    </fieldset>
  );
}
