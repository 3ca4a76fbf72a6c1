import { useState } from 'react';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import { moveGame, swapGames, type ProposedGame } from '#domain/schedule-builder.ts';
import type { SchedulePreview as Preview } from '#domain/schedule-requests.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form.tsx';
import { headerCellClass, TableRegion, tableClass } from '#web/components/ui/table.tsx';

type Named = { id: number; name: string };

const inputClass =
  'min-h-10 w-full rounded-md border border-neutral-600 bg-neutral-900 px-2 py-1.5 text-neutral-100 sm:w-auto';
const cell = 'border-b border-neutral-800 py-2 align-middle max-sm:border-0 max-sm:py-0';

function Issues({ title, issues, tone }: { title: string; issues: Preview['errors']; tone: 'error' | 'warning' }) {
  if (issues.length === 0) return null;
  const color =
    tone === 'error' ? 'border-red-800 bg-red-950/60 text-red-100' : 'border-amber-800 bg-amber-950/50 text-amber-100';
  return (
    <section aria-label={title} className={`rounded-xl border p-4 ${color}`}>
      <h3 className="font-bold">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {issues.map((issue, index) => (
          <li key={`${issue.kind}-${index}`}>
            {issue.message}
            {issue.gameIndexes.length > 0 ? (
              <span className="text-sm opacity-80">
                {' '}
                (game{issue.gameIndexes.length === 1 ? '' : 's'} {issue.gameIndexes.map((at) => at + 1).join(', ')})
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Every proposed game before anything is saved (docs/rules/screens.md#schedule-builder): its
 * date, time, gym, home and away. A game moves by changing its date, time or gym; two games
 * trade places by choosing both and Swap. Each change is checked again; errors name their games
 * and must go before Save.
 */
export function SchedulePreview({
  preview,
  teams,
  gyms,
  onEdit,
  checking,
  onSave,
  saving,
  saveError,
}: {
  preview: Preview;
  teams: readonly Named[];
  gyms: readonly Named[];
  onEdit: (games: ProposedGame[]) => void;
  checking: boolean;
  onSave: () => void;
  saving: boolean;
  saveError: string | null;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  const name = (list: readonly Named[], id: number) => list.find((item) => item.id === id)?.name ?? `#${id}`;
  const wrong = new Set(preview.errors.flatMap((issue) => issue.gameIndexes));
  const { games } = preview;
  const move = (index: number, part: Partial<Pick<ProposedGame, 'date' | 'time' | 'locationId'>>) =>
    onEdit(moveGame(games, index, { ...games[index]!, ...part }));
  const dates = new Set(games.map((game) => game.date)).size;

  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="preview-title" className="text-2xl font-bold">
          Preview
        </h2>
        <p className="text-neutral-300" aria-live="polite">
          {checking ? 'Checking…' : `${games.length} games on ${dates} dates`}
        </p>
      </div>
      <Issues title="Fix before saving" issues={preview.errors} tone="error" />
      <Issues title="Worth a look" issues={preview.warnings} tone="warning" />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={chosen.length !== 2}
          onClick={() => {
            onEdit(swapGames(games, chosen[0]!, chosen[1]!));
            setChosen([]);
          }}
        >
          {chosen.length === 2 ? `Swap games ${chosen[0]! + 1} and ${chosen[1]! + 1}` : 'Swap two chosen games'}
        </Button>
        <p className="text-sm text-neutral-300">Choose two games to trade their dates, times and gyms.</p>
      </div>
      <TableRegion label="Proposed games">
        <table className={`${tableClass} max-sm:block`}>
          <caption className="sr-only">Proposed games</caption>
          <thead className="max-sm:sr-only">
            <tr>
              {['Game', 'Date', 'Time', 'Gym', 'Home', 'Away'].map((header) => (
                <th key={header} scope="col" className={headerCellClass}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
            {games.map((game, index) => {
              const label = `game ${index + 1}`;
              return (
                <tr
                  key={index}
                  aria-invalid={wrong.has(index) || undefined}
                  className={`max-sm:grid max-sm:grid-cols-2 max-sm:gap-2 max-sm:rounded-xl max-sm:border max-sm:p-3 ${
                    wrong.has(index) ? 'bg-red-950/40 max-sm:border-red-700' : 'max-sm:border-neutral-800'
                  }`}
                >
                  <td className={`${cell} max-sm:col-span-2`}>
                    <label className="flex items-center gap-2 whitespace-nowrap">
                      <input
                        type="checkbox"
                        className="size-5 accent-orange-500"
                        checked={chosen.includes(index)}
                        onChange={(event) =>
                          setChosen((current) =>
                            event.target.checked
                              ? [...current, index].slice(-2)
                              : current.filter((other) => other !== index),
                          )
                        }
                        aria-label={`Choose ${label} to swap`}
                      />
                      <span className="tabular-nums">{index + 1}</span>
                      <span className="sr-only">{`, ${formatGameDate(game.date)} ${formatGameTime(game.time)}`}</span>
                    </label>
                  </td>
                  <td className={cell}>
                    <input
                      type="date"
                      className={inputClass}
                      value={game.date}
                      aria-label={`Date of ${label}`}
                      onChange={(event) => event.target.value && move(index, { date: event.target.value })}
                    />
                  </td>
                  <td className={cell}>
                    <input
                      type="time"
                      className={inputClass}
                      value={game.time.slice(0, 5)}
                      aria-label={`Time of ${label}`}
                      onChange={(event) => event.target.value && move(index, { time: `${event.target.value}:00` })}
                    />
                  </td>
                  <td className={`${cell} max-sm:col-span-2`}>
                    <select
                      className={inputClass}
                      value={game.locationId}
                      aria-label={`Gym of ${label}`}
                      onChange={(event) => move(index, { locationId: Number(event.target.value) })}
                    >
                      {gyms.map((gym) => (
                        <option key={gym.id} value={gym.id}>
                          {gym.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={`${cell} font-medium`}>{name(teams, game.homeTeamId)}</td>
                  <td className={cell}>
                    <span className="text-neutral-400 sm:hidden">vs </span>
                    {name(teams, game.awayTeamId)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableRegion>
      <FormError message={saveError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" disabled={saving || checking || preview.errors.length > 0} onClick={onSave}>
          {saving ? 'Saving…' : `Save ${games.length} games`}
        </Button>
        {preview.errors.length > 0 ? (
          <p className="text-sm text-red-200">Fix the errors above to save.</p>
        ) : (
          <p className="text-sm text-neutral-300">All games are created at once, with their players’ stat lines.</p>
        )}
      </div>
    </section>
  );
}
