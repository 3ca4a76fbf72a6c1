import type { ReactNode } from 'react';
import type { TeamDetail } from '#domain/teams.ts';

/** The team's logo, name and league; `children` come under the league (the calendar link). */
export function TeamHeader({ team, children }: { team: TeamDetail; children?: ReactNode }) {
  return (
    <header className="flex items-start gap-4 sm:items-center sm:gap-6">
      {team.logoUrl ? (
        <img
          src={team.logoUrl}
          alt={`${team.name} logo`}
          width={96}
          height={96}
          className="size-20 shrink-0 rounded-xl bg-neutral-900 object-contain p-2 sm:size-24"
        />
      ) : null}
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{team.name}</h1>
        <p className="mt-1 text-neutral-300">{team.League.name}</p>
        {children}
      </div>
    </header>
  );
}
