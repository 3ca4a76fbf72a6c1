import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlayerDetail } from '#domain/players.ts';
import { paths } from '#web/config/paths.ts';
import { tableLinkClass } from '#web/components/ui/table.tsx';

/** The player's facts (jersey, position, height, weight, age) and their current and previous teams. */
export function PlayerInfo({ player }: { player: PlayerDetail }) {
  const current = player.teams.filter((team) => team.PlayerTeam.isCurrentTeam);
  const previous = player.teams.filter((team) => !team.PlayerTeam.isCurrentTeam);
  const facts: [string, ReactNode][] = [
    ['Jersey', player.jerseyNumber !== null ? `#${player.jerseyNumber}` : null],
    ['Position', player.position],
    ['Height', player.height],
    ['Weight', player.weight !== null ? `${player.weight} lbs` : null],
    ['Age', player.age],
  ];
  const teamLinks = (teams: PlayerDetail['teams']) => (
    <ul>
      {teams.map((team) => (
        <li key={team.id}>
          <Link to={paths.team(team.id)} className={tableLinkClass}>
            {team.name}
          </Link>{' '}
          <span className="text-neutral-300">({team.League.name})</span>
        </li>
      ))}
    </ul>
  );
  return (
    <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 rounded-xl border border-neutral-800 bg-neutral-900/60 p-5 sm:grid-cols-3 lg:grid-cols-5">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-300">{label}</dt>
          <dd className="mt-1 text-lg font-semibold">{value ?? '-'}</dd>
        </div>
      ))}
      <div className="col-span-2 sm:col-span-3 lg:col-span-2">
        <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-300">Current team</dt>
        <dd className="mt-1">{current.length ? teamLinks(current) : 'None'}</dd>
      </div>
      {previous.length ? (
        <div className="col-span-2 sm:col-span-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-300">Previous teams</dt>
          <dd className="mt-1">{teamLinks(previous)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
