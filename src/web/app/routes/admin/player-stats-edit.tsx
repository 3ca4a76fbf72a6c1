import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { FieldErrors } from 'react-hook-form';
import { formatGameDate } from '#domain/format.ts';
import type { GameDetail } from '#domain/game-schemas.ts';
import {
  FGA_BELOW_3PA,
  FGA_BELOW_3PA_TOAST,
  FGM_BELOW_3PM,
  FGM_BELOW_3PM_TOAST,
  statLineForm,
  type StatLineForm,
  type StoredStatLine,
} from '#domain/player-stats.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { TextField, useZodForm } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { gameQueryOptions } from '#web/features/games/api/get-game.ts';
import { statLineQueryOptions } from '#web/features/player-stats/api/get-stat-line.ts';
import { useUpdateStatLine } from '#web/features/player-stats/api/update-stat-line.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '../../paths.ts';

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** SPEC §2 /admin/games/update/{gameId}/player-stats/{playerId}: one player's line in one game. */
export function PlayerStatsEditPage() {
  const params = useParams();
  const gameId = positiveId(params.gameId);
  const playerId = positiveId(params.playerId);
  const valid = gameId !== null && playerId !== null;
  const game = useQuery({ ...gameQueryOptions(gameId ?? 0), enabled: valid });
  const line = useQuery({ ...statLineQueryOptions(gameId ?? 0, playerId ?? 0), enabled: valid });
  const player = [...(game.data?.HomeTeam.Players ?? []), ...(game.data?.AwayTeam.Players ?? [])].find(
    (candidate) => candidate.id === playerId,
  );
  const playerName = player ? `${player.firstName} ${player.lastName}` : `Player ${playerId ?? ''}`.trim();
  usePageTitle(`Edit Stats: ${playerName}`);

  const failed = !valid || game.isError || line.isError;
  if (failed) {
    const message = valid ? errorMessage(game.error ?? line.error, 'Stat line not found') : 'Stat line not found';
    return (
      <section>
        <h1 className="text-3xl font-extrabold tracking-tight">Edit Stats</h1>
        <p className="mt-6 text-red-300">Error: {message}</p>
      </section>
    );
  }
  if (!game.data || !line.data) return <Spinner label="Loading stats" />;
  return <StatLineEditor game={game.data} line={line.data} playerName={playerName} />;
}

type StatName = keyof StatLineForm;
type StatField = { name: StatName; label: string; hint?: string };

const shooting: StatField[] = [
  { name: 'fgm', label: 'Field goals made (FGM)', hint: 'Including 3-pointers.' },
  { name: 'fga', label: 'Field goals attempted (FGA)', hint: 'Including 3-point attempts.' },
  { name: 'threepm', label: '3-pointers made (3PM)' },
  { name: 'threepa', label: '3-point attempts (3PA)' },
  { name: 'ftm', label: 'Free throws made (FTM)' },
  { name: 'fta', label: 'Free throws attempted (FTA)' },
];
const other: StatField[] = [
  { name: 'rebounds', label: 'Rebounds (defensive)', hint: 'The box score adds the offensive ones.' },
  { name: 'offensiveRebounds', label: 'Offensive rebounds (OREB)' },
  { name: 'assists', label: 'Assists (AST)' },
  { name: 'steals', label: 'Steals (STL)' },
  { name: 'blocks', label: 'Blocks (BLK)' },
  { name: 'turnovers', label: 'Turnovers (TO)' },
  { name: 'personalFouls', label: 'Personal fouls (PF)' },
];

/** A count typed so far, 0 while blank or not yet a number. */
const count = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
};

const counted = (value: number, noun: string) => `${value} ${noun}${value === 1 ? '' : 's'}`;

/** SPEC §5: two-pointers x 2 + threes x 3 + free throws, from field goals that include threes. */
function pointsOf(values: Partial<Record<StatName, unknown>>) {
  const threes = count(values.threepm);
  const twos = Math.max(count(values.fgm) - threes, 0);
  const freeThrows = count(values.ftm);
  return { twos, threes, freeThrows, points: twos * 2 + threes * 3 + freeThrows };
}

function StatLineEditor({ game, line, playerName }: { game: GameDetail; line: StoredStatLine; playerName: string }) {
  const updateStatLine = useUpdateStatLine();
  const navigate = useNavigate();
  const boxScore = paths.admin.gamesBoxScore(game.id);
  // The stored line keeps two-point field goals; the form shows them with the threes.
  const form = useZodForm(statLineForm, {
    fgm: line.fgm + line.threepm,
    fga: line.fga + line.threepa,
    threepm: line.threepm,
    threepa: line.threepa,
    ftm: line.ftm,
    fta: line.fta,
    rebounds: line.rebounds,
    offensiveRebounds: line.offensiveRebounds,
    assists: line.assists,
    steals: line.steals,
    blocks: line.blocks,
    turnovers: line.turnovers,
    personalFouls: line.personalFouls,
  });
  const { errors, isSubmitting } = form.formState;
  const summary = pointsOf(form.watch());
  const team = game.HomeTeam.id === line.teamId ? game.HomeTeam : game.AwayTeam;

  const onInvalid = (invalid: FieldErrors<StatLineForm>) => {
    if (invalid.fga?.message === FGA_BELOW_3PA) toast.error(FGA_BELOW_3PA_TOAST);
    if (invalid.fgm?.message === FGM_BELOW_3PM) toast.error(FGM_BELOW_3PM_TOAST);
  };
  const onSubmit = form.handleSubmit(async (stored) => {
    try {
      await updateStatLine.mutateAsync({ id: line.id, body: stored });
      toast.success('Player stats updated successfully');
      navigate(boxScore);
    } catch (error) {
      toast.error(`Error updating player stats: ${errorMessage(error, 'the server gave no reason')}`);
    }
  }, onInvalid);

  const fields = (list: StatField[]) =>
    list.map((field) => (
      <TextField
        key={field.name}
        label={field.label}
        hint={field.hint}
        type="number"
        inputMode="numeric"
        min={0}
        registration={form.register(field.name, { deps: dependents[field.name] })}
        error={errors[field.name]?.message}
      />
    ));

  return (
    <section className="mx-auto w-full max-w-2xl rounded-xl border border-neutral-800 bg-neutral-900/60 p-6 shadow-lg">
      <h1 className="text-2xl font-bold tracking-tight">Edit Stats: {playerName}</h1>
      <p className="mt-1 text-neutral-300">
        {team.name} · {game.HomeTeam.name} vs {game.AwayTeam.name} · {formatGameDate(game.date)}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-6">
        <fieldset className="grid grid-cols-2 items-start gap-x-3 gap-y-4 sm:gap-x-4">
          <legend className="mb-3 text-lg font-bold">Shooting</legend>
          {fields(shooting)}
        </fieldset>
        <fieldset className="grid grid-cols-2 items-start gap-x-3 gap-y-4 sm:gap-x-4">
          <legend className="mb-3 text-lg font-bold">Other stats</legend>
          {fields(other)}
        </fieldset>
        <output aria-live="polite" className="block rounded-md border border-neutral-700 bg-neutral-950 px-4 py-3">
          <span className="block text-xl font-bold text-white">Points: {summary.points}</span>
          <span className="block text-sm text-neutral-300">
            {counted(summary.twos, 'two-pointer')} × 2 + {counted(summary.threes, 'three')} × 3 +{' '}
            {counted(summary.freeThrows, 'free throw')}
          </span>
        </output>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            Save Stats
          </Button>
          <ButtonLink to={boxScore} variant="secondary">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </section>
  );
}

/** The checks that compare two fields run again when either changes. */
const dependents: Partial<Record<StatName, StatName[]>> = {
  fgm: ['fga'],
  fga: ['fgm'],
  threepm: ['fgm', 'threepa'],
  threepa: ['fga', 'threepm'],
  ftm: ['fta'],
  fta: ['ftm'],
};
