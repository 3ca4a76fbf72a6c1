import { useId, useState, type ReactNode } from 'react';
import { formatGameDate } from '#domain/format.ts';
import { WEEKDAYS } from '#domain/schedule-builder.ts';
import { schedulePreviewBody, type SchedulePreviewBody } from '#domain/schedule-requests.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form.tsx';

type Named = { id: number; name: string };
type SlotDraft = { key: number; locationId: string; weekday: string; time: string };

/** What the builder is given (docs/rules/screens.md#schedule-builder), as the admin types it. */
export type InputsDraft = {
  teamIds: number[];
  meetings: string;
  slots: SlotDraft[];
  firstDate: string;
  blackoutDates: string[];
  unavailable: { teamId: number; date: string }[];
};

export function firstDraft(teams: readonly Named[], gyms: readonly Named[], firstDate: string): InputsDraft {
  return {
    teamIds: teams.map((team) => team.id),
    meetings: '1',
    slots: [{ key: 0, locationId: gyms[0] ? String(gyms[0].id) : '', weekday: '0', time: '18:30' }],
    firstDate,
    blackoutDates: [],
    unavailable: [],
  };
}

/** The draft as the preview's body, or the first thing wrong with it. */
export function draftBody(draft: InputsDraft): { body: SchedulePreviewBody } | { problem: string } {
  const body = {
    teamIds: draft.teamIds,
    meetings: draft.meetings,
    slots: draft.slots.map(({ locationId, weekday, time }) => ({ locationId, weekday, time })),
    firstDate: draft.firstDate,
    blackoutDates: draft.blackoutDates,
    unavailable: draft.unavailable,
  };
  const parsed = schedulePreviewBody.safeParse(body);
  return parsed.success ? { body: parsed.data } : { problem: parsed.error.issues[0]?.message ?? 'Check the inputs.' };
}

const inputClass =
  'min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100 aria-invalid:border-red-400';
const fieldsetClass = 'rounded-xl border border-neutral-800 p-4';
const legendClass = 'px-1 font-bold';

function Labelled({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-neutral-200">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The builder's inputs: the teams (all, or the ones chosen), how often each pair meets, the
 * weekly slots (a gym, a weekday and a time each), the first date, blackout dates and dates a
 * team cannot play. Preview asks the server for the games; nothing is saved.
 */
export function ScheduleInputs({
  teams,
  gyms,
  draft,
  onChange,
  onPreview,
  previewing,
  error,
}: {
  teams: readonly Named[];
  gyms: readonly Named[];
  draft: InputsDraft;
  onChange: (draft: InputsDraft) => void;
  onPreview: () => void;
  previewing: boolean;
  error: string | null;
}) {
  const [blackout, setBlackout] = useState('');
  const [offTeam, setOffTeam] = useState(teams[0] ? String(teams[0].id) : '');
  const [offDate, setOffDate] = useState('');
  const change = (part: Partial<InputsDraft>) => onChange({ ...draft, ...part });
  const changeSlot = (key: number, part: Partial<SlotDraft>) =>
    change({ slots: draft.slots.map((slot) => (slot.key === key ? { ...slot, ...part } : slot)) });
  const teamName = (id: number) => teams.find((team) => team.id === id)?.name ?? `Team ${id}`;

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Teams</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {teams.map((team) => (
            <label key={team.id} className="flex min-h-10 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-orange-500"
                checked={draft.teamIds.includes(team.id)}
                onChange={(event) =>
                  change({
                    teamIds: event.target.checked
                      ? [...draft.teamIds, team.id]
                      : draft.teamIds.filter((id) => id !== team.id),
                  })
                }
              />
              {team.name}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled label="Each pair meets">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={draft.meetings}
              onChange={(event) => change({ meetings: event.target.value })}
            >
              {[1, 2, 3, 4].map((count) => (
                <option key={count} value={count}>
                  {count === 1 ? 'Once' : count === 2 ? 'Twice' : `${count} times`}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label="First date">
          {(id) => (
            <input
              id={id}
              type="date"
              className={inputClass}
              value={draft.firstDate}
              onChange={(event) => change({ firstDate: event.target.value })}
            />
          )}
        </Labelled>
      </div>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Weekly slots</legend>
        <ol className="flex flex-col gap-3">
          {draft.slots.map((slot, index) => (
            <li key={slot.key} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[2fr_1.5fr_1fr_auto]">
              <Labelled label={`Gym of slot ${index + 1}`} className="col-span-2 sm:col-span-1">
                {(id) => (
                  <select
                    id={id}
                    className={inputClass}
                    value={slot.locationId}
                    onChange={(event) => changeSlot(slot.key, { locationId: event.target.value })}
                  >
                    <option value="">Choose a gym</option>
                    {gyms.map((gym) => (
                      <option key={gym.id} value={gym.id}>
                        {gym.name}
                      </option>
                    ))}
                  </select>
                )}
              </Labelled>
              <Labelled label={`Day of slot ${index + 1}`}>
                {(id) => (
                  <select
                    id={id}
                    className={inputClass}
                    value={slot.weekday}
                    onChange={(event) => changeSlot(slot.key, { weekday: event.target.value })}
                  >
                    {WEEKDAYS.map((day, weekday) => (
                      <option key={day} value={weekday}>
                        {day}
                      </option>
                    ))}
                  </select>
                )}
              </Labelled>
              <Labelled label={`Time of slot ${index + 1}`}>
                {(id) => (
                  <input
                    id={id}
                    type="time"
                    className={inputClass}
                    value={slot.time}
                    onChange={(event) => changeSlot(slot.key, { time: event.target.value })}
                  />
                )}
              </Labelled>
              <Button
                type="button"
                variant="secondary"
                disabled={draft.slots.length === 1}
                onClick={() => change({ slots: draft.slots.filter((other) => other.key !== slot.key) })}
                aria-label={`Remove slot ${index + 1}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="secondary"
          className="mt-3"
          onClick={() => {
            const last = draft.slots.at(-1);
            const key = Math.max(0, ...draft.slots.map((slot) => slot.key)) + 1;
            change({
              slots: [
                ...draft.slots,
                { key, locationId: last?.locationId ?? '', weekday: last?.weekday ?? '0', time: '' },
              ],
            });
          }}
        >
          Add slot
        </Button>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Blackout dates</legend>
        <p className="mb-3 text-sm text-neutral-300">No games on these dates, for any team.</p>
        <div className="flex flex-wrap items-end gap-3">
          <Labelled label="Blackout date">
            {(id) => (
              <input
                id={id}
                type="date"
                className={inputClass}
                value={blackout}
                onChange={(event) => setBlackout(event.target.value)}
              />
            )}
          </Labelled>
          <Button
            type="button"
            variant="secondary"
            disabled={!blackout}
            onClick={() => {
              if (!draft.blackoutDates.includes(blackout))
                change({ blackoutDates: [...draft.blackoutDates, blackout].sort() });
              setBlackout('');
            }}
          >
            Add blackout date
          </Button>
        </div>
        <DateChips
          items={draft.blackoutDates.map((date) => ({ key: date, text: formatGameDate(date) }))}
          onRemove={(key) => change({ blackoutDates: draft.blackoutDates.filter((date) => date !== key) })}
        />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Dates a team cannot play</legend>
        <div className="flex flex-wrap items-end gap-3">
          <Labelled label="Team">
            {(id) => (
              <select
                id={id}
                className={inputClass}
                value={offTeam}
                onChange={(event) => setOffTeam(event.target.value)}
              >
                {teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Labelled label="Cannot play on">
            {(id) => (
              <input
                id={id}
                type="date"
                className={inputClass}
                value={offDate}
                onChange={(event) => setOffDate(event.target.value)}
              />
            )}
          </Labelled>
          <Button
            type="button"
            variant="secondary"
            disabled={!offTeam || !offDate}
            onClick={() => {
              const entry = { teamId: Number(offTeam), date: offDate };
              const known = draft.unavailable.some((off) => off.teamId === entry.teamId && off.date === entry.date);
              if (!known) change({ unavailable: [...draft.unavailable, entry] });
              setOffDate('');
            }}
          >
            Add date
          </Button>
        </div>
        <DateChips
          items={draft.unavailable.map((off) => ({
            key: `${off.teamId}|${off.date}`,
            text: `${teamName(off.teamId)}: ${formatGameDate(off.date)}`,
          }))}
          onRemove={(key) =>
            change({ unavailable: draft.unavailable.filter((off) => `${off.teamId}|${off.date}` !== key) })
          }
        />
      </fieldset>

      <FormError message={error} />
      <div>
        <Button type="submit" disabled={previewing}>
          {previewing ? 'Building…' : 'Preview schedule'}
        </Button>
      </div>
    </form>
  );
}

function DateChips({ items, onRemove }: { items: { key: string; text: string }[]; onRemove: (key: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1 rounded-full bg-neutral-800 py-1 pl-3 pr-1 text-sm">
          {item.text}
          <button
            type="button"
            className="grid size-8 place-items-center rounded-full hover:bg-neutral-700"
            aria-label={`Remove ${item.text}`}
            onClick={() => onRemove(item.key)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
