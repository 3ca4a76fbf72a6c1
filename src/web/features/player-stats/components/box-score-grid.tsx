import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { scoreQuestions } from '#domain/games.ts';
import { useConfirmation } from '#web/components/ui/confirmation.ts';
import { useUnsavedChanges } from '#web/lib/unsaved-changes.ts';
import { useForm, useFormState } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import type { BoxScoreBody, GameDetail } from '#domain/game-schemas.ts';
import { INCLUDING_STATS } from '#domain/player-stats.ts';
import { shownStat } from '#domain/stat-catalogue.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormError, SubmitOrCancel } from '#web/components/ui/form.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useGridKeyboard } from './grid-keyboard.ts';
import type { GridShape } from './grid-moves.ts';
import { GridScore } from './grid-score.tsx';
import { GridTeamTable } from './grid-team-table.tsx';
import {
  boxScoreBodyOf,
  boxScoreGrid,
  enteredLines,
  GRID_STATS,
  gridTeams,
  linePoints,
  startingValues,
  type BoxScoreGridValues,
  type GridForm,
  type TypedRow,
} from './grid-values.ts';

const SAVE_FAILED = 'An error occurred while saving the box score.';

/** "FGM includes 3PM": what the scorer types a count together with. */
const INCLUDED = INCLUDING_STATS.map(
  (stat) => `${shownStat(stat.key).abbreviation} includes ${shownStat(stat.includes.key).abbreviation}`,
).join(', ');

/** After a Save that found wrong cells, and until they are put right. */
function WrongCells({ form }: { form: GridForm }) {
  const { errors, submitCount } = useFormState({ control: form.control, name: 'rows' });
  if (submitCount === 0 || !errors.rows) return null;
  return (
    <p role="alert" className="text-sm text-red-300">
      Some lines are not right: fix the marked cells, then save again.
    </p>
  );
}

/**
 * The whole-game grid (docs/rules/screens.md#whole-game-entry): both teams' lines and the
 * score on one screen, saved in one request. Lines that do not add up to the score, and a tie,
 * are asked about first; after saving, the grid stays, started again from what was saved.
 */
export function BoxScoreGrid({
  game,
  cancelTo,
  onSave,
}: {
  game: GameDetail;
  /** Where Cancel goes: the game's box score screen. */
  cancelTo: string;
  /** Saves the whole game; a refusal it throws shows at form level. */
  onSave: (body: BoxScoreBody) => Promise<GameDetail>;
}) {
  // A grid is typed in any order, down a column as well as along a row, so a made count often
  // comes before its attempts: a message on leaving a cell would flag lines still being typed.
  // Save checks every line; from then on each message follows what is typed.
  const form = useForm<BoxScoreGridValues, unknown, z.output<typeof boxScoreGrid>>({
    resolver: zodResolver(boxScoreGrid),
    defaultValues: startingValues(game),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const grid: GridShape = {
    teamRows: gridTeams(game).map((side) => side.players.length),
    columns: GRID_STATS.length + 1,
    isOpen: ({ row, column }) => column === 0 || !form.getValues(`rows.${row}.didNotPlay`),
  };
  const homeScoreRef = useRef<HTMLInputElement>(null);
  // After the grid's last cell, Enter goes on to the score.
  const keys = useGridKeyboard(grid, () => homeScoreRef.current?.focus());

  const confirmation = useConfirmation();
  const [saving, setSaving] = useState(false);
  // Saving keeps the grid on screen, started again from what was saved: nothing waits to leave.
  const { isDirty } = form.formState;
  useUnsavedChanges(() => isDirty);
  const [formError, setFormError] = useState<string | null>(null);

  const save = async (body: BoxScoreBody) => {
    setSaving(true);
    setFormError(null);
    try {
      const saved = await onSave(body);
      toast.success('Box score saved');
      form.reset(startingValues(saved));
    } catch (error) {
      setFormError(errorMessage(error, SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = form.handleSubmit(async (checked) => {
    const body = boxScoreBodyOf(checked);
    const score = { homeTeamScore: checked.homeTeamScore, awayTeamScore: checked.awayTeamScore };
    const rows = form.getValues('rows') as TypedRow[];
    const names = { home: game.HomeTeam.name, away: game.AwayTeam.name };
    const lines = { points: linePoints(game, rows), entered: enteredLines(rows) };
    for (const question of scoreQuestions(score, lines, names)) {
      if (!(await confirmation.ask('Save this box score?', question))) return;
    }
    await save(body);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-neutral-300">
        {INCLUDED}. Tab and the arrows move between cells; Enter goes down a column.
      </p>
      {gridTeams(game).map((side) => (
        <GridTeamTable key={side.side} {...side} gameId={game.id} form={form} keys={keys} />
      ))}
      <GridScore game={game} form={form} homeScoreRef={homeScoreRef} />
      <WrongCells form={form} />
      <FormError message={formError} />
      <SubmitOrCancel label="Save Box Score" submitting={form.formState.isSubmitting || saving} cancelTo={cancelTo} />
      <ConfirmDialog {...confirmation.dialog} />
    </form>
  );
}
