import { useId } from 'react';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useGames } from '#web/features/games/api/get-games.ts';
import { SubscribeLink } from '#web/features/games/components/subscribe-link.tsx';
import { ScheduleTable } from '#web/features/games/components/schedule-table.tsx';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';

/** /schedule: every game of the active league with its score, and the calendar feed. */
export function SchedulePage() {
  const { league } = useActiveLeague();
  usePageTitle(pageTexts.schedule.title, pageTexts.schedule.description);
  const games = useGames({ leagueId: league?.id });
  const hintId = useId();
  if (!league) return null;
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
          Schedule <span className="block text-lg font-semibold text-neutral-300 md:text-xl">{league.name}</span>
        </h1>
        <div className="max-w-sm">
          <SubscribeLink href={`/api/leagues/${league.id}/schedule.ics`} name={league.name} describedBy={hintId} />
          <p id={hintId} className="mt-2 text-sm text-neutral-300">
            Adds every game to your calendar app, and keeps times and courts up to date.
          </p>
        </div>
      </div>
      <div className="mt-6">
        <ScheduleTable
          games={games.data}
          isPending={games.isPending}
          isError={games.isError}
          label={`${league.name} schedule`}
        />
      </div>
    </section>
  );
}
