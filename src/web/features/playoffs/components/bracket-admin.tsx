import { useState } from 'react';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import { hasResult } from '#domain/game-status.ts';
import type { BracketAnswer, BracketMatchup } from '#domain/playoff-schemas.ts';
import {
  earlyBracketWarning,
  ELIGIBILITY_COUNTING,
  ELIGIBILITY_RULE,
  MAX_PLAYOFF_TEAMS,
  MIN_PLAYOFF_TEAMS,
} from '#domain/playoffs.ts';
import type { StandingRow } from '#domain/standings.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { MatchupCard } from './bracket-view.tsx';

type Named = { id: number; name: string };
const inputClass = 'min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100';
const labelClass = 'flex flex-col gap-1 text-sm font-semibold text-neutral-200';

/**
 * Making a bracket: how many of the standings' top teams, and a third-place game or not. The
 * seeds it would use show as the count changes; while regular-season games are still to be
 * played, `confirmEarly` asks first.
 */
export function NewBracketForm({
  teamCount,
  standings,
  unplayed,
  confirmEarly,
  onCreate,
}: {
  teamCount: number;
  /** The league's standings, in their order: the seeds. */
  standings: readonly StandingRow[];
  /** The regular-season games not played yet. */
  unplayed: number;
  confirmEarly: (message: string) => Promise<boolean>;
  onCreate: (body: { teams: number; thirdPlace: boolean }) => Promise<void>;
}) {
  const most = Math.min(MAX_PLAYOFF_TEAMS, teamCount);
  const [teams, setTeams] = useState(String(Math.min(most, 8)));
  const [thirdPlace, setThirdPlace] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (teamCount < MIN_PLAYOFF_TEAMS) return <p className="text-amber-200">A bracket needs at least two teams.</p>;
  const counts = Array.from({ length: most - MIN_PLAYOFF_TEAMS + 1 }, (_, index) => index + MIN_PLAYOFF_TEAMS);
  return (
    <form
      noValidate
      className="flex max-w-xl flex-col gap-4 rounded-xl border border-neutral-800 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        (unplayed > 0 ? confirmEarly(earlyBracketWarning(unplayed)) : Promise.resolve(true))
          .then((sure) => (sure ? onCreate({ teams: Number(teams), thirdPlace }) : undefined))
          .catch((caught: unknown) => setError(errorMessage(caught, 'An error occurred while making the bracket.')))
          .finally(() => setBusy(false));
      }}
    >
      {unplayed > 0 ? (
        <p role="note" className="rounded-md border border-amber-500/50 bg-amber-950/40 px-4 py-3 text-amber-100">
          {earlyBracketWarning(unplayed)}
        </p>
      ) : null}
      <p className="text-neutral-300">
        The top teams of the standings are seeded in its order, tie-breaks included; the top seeds get the byes when the
        count is not a power of two.
      </p>
      <label className={labelClass}>
        Teams in the playoffs
        <select className={inputClass} value={teams} onChange={(event) => setTeams(event.target.value)}>
          {counts.map((count) => (
            <option key={count} value={count}>
              {`Top ${count}`}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-10 items-center gap-2">
        <input
          type="checkbox"
          className="size-5 accent-orange-500"
          checked={thirdPlace}
          onChange={(event) => setThirdPlace(event.target.checked)}
        />
        A game for third place
      </label>
      <section aria-labelledby="seeds-title">
        <h2 id="seeds-title" className="text-sm font-semibold text-neutral-200">
          Seeds from today&apos;s standings
        </h2>
        <ol className="mt-1 grid gap-x-6 gap-y-0.5 text-sm text-neutral-200 sm:grid-cols-2">
          {standings.slice(0, Number(teams)).map((row, index) => (
            <li key={row.teamId}>
              <span className="inline-block w-6 tabular-nums text-neutral-400">{index + 1}</span>
              {row.teamName}
              <span className="text-neutral-400">{` ${row.wins}-${row.losses}`}</span>
            </li>
          ))}
        </ol>
      </section>
      <FormError message={error} />
      <div>
        <Button type="submit" disabled={busy}>
          Create bracket
        </Button>
      </div>
    </form>
  );
}

/** When and where a matchup is played: offered once both teams are known, or to move its game. */
function MatchupSchedule({
  matchup,
  gyms,
  onSchedule,
}: {
  matchup: BracketMatchup;
  gyms: readonly Named[];
  onSchedule: (body: { date: string; time: string; locationId: string }) => Promise<void>;
}) {
  const { game } = matchup;
  const [date, setDate] = useState(game?.date ?? '');
  const [time, setTime] = useState(game?.time.slice(0, 5) ?? '19:00');
  const [gym, setGym] = useState(String(game?.locationId ?? gyms[0]?.id ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const played = game && hasResult(game);
  if (played) return null;
  if (!matchup.home || !matchup.away)
    return <p className="text-sm text-neutral-400">Scheduled once both teams are known.</p>;
  const name = `${matchup.home.name} vs ${matchup.away.name}`;
  return (
    <form
      noValidate
      aria-label={`Schedule ${name}`}
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        onSchedule({ date, time, locationId: gym })
          .catch((caught: unknown) => setError(errorMessage(caught, 'An error occurred while scheduling the game.')))
          .finally(() => setBusy(false));
      }}
    >
      <label className={labelClass}>
        Date
        <input type="date" className={inputClass} value={date} onChange={(event) => setDate(event.target.value)} />
      </label>
      <label className={labelClass}>
        Time
        <input type="time" className={inputClass} value={time} onChange={(event) => setTime(event.target.value)} />
      </label>
      <label className={labelClass}>
        Gym
        <select className={inputClass} value={gym} onChange={(event) => setGym(event.target.value)}>
          {gyms.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={busy}>
        {game ? 'Move game' : 'Schedule game'}
      </Button>
      <div className="basis-full">
        <FormError message={error} />
      </div>
    </form>
  );
}

/**
 * The back office's bracket: every round's matchups with a form to schedule each game once its
 * teams are known (then it is entered like any game, and its winner moves on by itself), the
 * players not eligible under the league's rule, and the delete of a bracket without results.
 */
export function BracketAdmin({
  bracket,
  gyms,
  onSchedule,
  onDelete,
}: {
  bracket: BracketAnswer;
  gyms: readonly Named[];
  onSchedule: (key: string, body: { date: string; time: string; locationId: string }) => Promise<void>;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-col gap-8">
      {bracket.rounds.map((round) => (
        <section key={round.name} aria-label={round.name}>
          <h2 className="mb-3 text-xl font-bold">{round.name}</h2>
          <ol className="grid gap-4 md:grid-cols-2">
            {round.games.map((matchup) => (
              <li key={matchup.key} className="flex flex-col gap-2">
                <MatchupCard matchup={matchup} />
                {matchup.game ? (
                  <p className="text-sm text-neutral-300">
                    {`${formatGameDate(matchup.game.date)}, ${formatGameTime(matchup.game.time)}, ${matchup.game.Location.name} · `}
                    <ButtonLink to={paths.admin.gamesBoxScore(matchup.game.id)} variant="secondary" className="ml-1">
                      Enter Box Score
                    </ButtonLink>
                  </p>
                ) : null}
                <MatchupSchedule
                  key={`${matchup.game?.id ?? 'new'}-${matchup.home?.teamId ?? 0}-${matchup.away?.teamId ?? 0}`}
                  matchup={matchup}
                  gyms={gyms}
                  onSchedule={(body) => onSchedule(matchup.key, body)}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
      <section aria-labelledby="eligibility-title" className="rounded-xl border border-neutral-800 p-5">
        <h2 id="eligibility-title" className="text-xl font-bold">
          Not eligible
        </h2>
        <p className="mt-1 text-sm text-neutral-300">{`${ELIGIBILITY_RULE} ${ELIGIBILITY_COUNTING}`}</p>
        {bracket.ineligible.length === 0 ? (
          <p className="mt-3 text-neutral-200">Every rostered player of the bracket's teams is eligible.</p>
        ) : (
          <ul className="mt-3 grid gap-1 sm:grid-cols-2">
            {bracket.ineligible.map((player) => (
              <li key={`${player.teamId}-${player.playerId}`}>
                {`${player.firstName} ${player.lastName}`}
                <span className="text-neutral-400">{` (${player.teamName}): ${player.gamesPlayed} ${player.gamesPlayed === 1 ? 'game' : 'games'}`}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div>
        <Button type="button" variant="danger" onClick={onDelete}>
          Delete bracket
        </Button>
      </div>
    </div>
  );
}
