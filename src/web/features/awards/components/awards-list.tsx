import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLeagueAwards } from '../api/get-awards.ts';

/** The shown awards of a league, each with its players linked to their pages. */
export function AwardsList({ leagueId }: { leagueId: number }) {
  const awards = useLeagueAwards(leagueId);
  if (awards.isPending) return <Spinner label="Loading awards" />;
  if (awards.isError) return <p className="py-6 text-neutral-300">Error loading awards</p>;
  // A signed-in admin also receives hidden awards; the public pages show the shown ones only.
  const shown = awards.data.filter((award) => award.isShown);
  if (shown.length === 0) return <p className="py-6 text-neutral-300">No data available</p>;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((award) => (
        <div key={award.id} className="rounded-xl border border-neutral-800 bg-neutral-900/60 p-4">
          <dt className="text-sm font-bold uppercase tracking-wide text-brand-strong">{award.name}</dt>
          {award.Players.map((player) => (
            <dd key={player.id} className="mt-2">
              <Link
                to={paths.player(player.id)}
                className="font-semibold text-white underline decoration-neutral-600 underline-offset-4 hover:text-brand-strong hover:decoration-brand-strong"
              >
                {player.firstName} {player.lastName}
              </Link>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
