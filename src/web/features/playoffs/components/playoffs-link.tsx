import { Link } from 'react-router';
import { tableLinkClass } from '#web/components/ui/table.tsx';
import { paths } from '#web/config/paths.ts';

/** The way to `/playoffs`, shown under the standings while the league has a bracket. */
export function PlayoffsLink({ league }: { league: { hasPlayoffs: boolean } }) {
  if (!league.hasPlayoffs) return null;
  return (
    <p className="mt-3">
      <Link to={paths.playoffs} className={tableLinkClass}>
        Playoff bracket
      </Link>
    </p>
  );
}
