import { useState } from 'react';
import { toast } from 'react-toastify';
import { formatShortDate } from '#domain/format.ts';
import type { TeamRegistrationRow } from '#domain/registrations.ts';
import { formatFee } from '#domain/site.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSetTeamFee } from '../api/decide-registration.ts';

const today = () => new Date().toLocaleDateString('en-CA');
const cell = 'px-3 py-2 text-left align-top';

/** Each team's roster against the limit, and its fee: paid (amount and date) or a form to mark it paid. */
export function TeamFees({ teams, defaultFeeCents }: { teams: TeamRegistrationRow[]; defaultFeeCents: number }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-800">
      <table className="w-full text-sm">
        <thead className="bg-neutral-900 text-neutral-300">
          <tr>
            <th scope="col" className={cell}>
              Team
            </th>
            <th scope="col" className={cell}>
              Roster
            </th>
            <th scope="col" className={cell}>
              Waiting
            </th>
            <th scope="col" className={cell}>
              Team fee
            </th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <tr key={team.id} className="border-t border-neutral-800">
              <th scope="row" className={`${cell} font-semibold text-white`}>
                {team.name}
              </th>
              <td className={cell}>
                {team.rosterSize}
                {team.rosterLimit === null ? '' : ` of ${team.rosterLimit}`}
              </td>
              <td className={cell}>{team.pending}</td>
              <td className={cell}>
                <FeeCell team={team} defaultFeeCents={defaultFeeCents} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FeeCell({ team, defaultFeeCents }: { team: TeamRegistrationRow; defaultFeeCents: number }) {
  const setFee = useSetTeamFee();
  const [amount, setAmount] = useState(String(defaultFeeCents / 100));
  const [paidOn, setPaidOn] = useState(today);
  const save = async (paid: { amount: string; paidOn: string } | null) => {
    try {
      const { message } = await setFee.mutateAsync({ teamId: team.id, body: { paid } });
      toast.success(`${team.name}: ${message}`);
    } catch (error) {
      toast.error(errorMessage(error, 'The fee could not be saved.'));
    }
  };
  if (team.feePaidCents !== null && team.feePaidOn !== null) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span>
          Paid {formatFee(team.feePaidCents)} on {formatShortDate(team.feePaidOn)}
        </span>
        <Button variant="secondary" onClick={() => save(null)} disabled={setFee.isPending}>
          Mark {team.name} not paid
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save({ amount, paidOn });
      }}
    >
      <label className="flex flex-col gap-1 text-xs text-neutral-300">
        Amount ($)
        <input
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          className="w-24 rounded-md border border-neutral-600 bg-neutral-900 px-2 py-1 text-sm text-neutral-100"
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-neutral-300">
        Date paid
        <input
          type="date"
          value={paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
          className="rounded-md border border-neutral-600 bg-neutral-900 px-2 py-1 text-sm text-neutral-100"
        />
      </label>
      <Button type="submit" disabled={setFee.isPending}>
        Mark {team.name} paid
      </Button>
    </form>
  );
}
