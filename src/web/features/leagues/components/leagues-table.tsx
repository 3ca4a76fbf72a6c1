import { formatShortDate } from '#domain/format.ts';
import type { League } from '#domain/leagues.ts';
import { AdminTable } from '#web/components/ui/admin-list.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

const badgeClass = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';
const onClass = `${badgeClass} bg-emerald-900/70 text-emerald-200`;
const offClass = `${badgeClass} bg-neutral-800 text-neutral-300`;

function LeagueDates({ league }: { league: League }) {
  return (
    <span>
      {formatShortDate(league.startDate)}
      <span aria-hidden="true"> – </span>
      <span className="sr-only"> to </span>
      {formatShortDate(league.endDate)}
    </span>
  );
}

function LeagueState({ league }: { league: League }) {
  return (
    <span className="flex flex-wrap gap-1">
      <span className={league.isActive ? onClass : offClass}>{league.isActive ? 'Active' : 'Inactive'}</span>
      <span className={league.isRegistrationOpen ? onClass : offClass}>
        {league.isRegistrationOpen ? 'Registration open' : 'Registration closed'}
      </span>
    </span>
  );
}

/** The leagues list's table: name, dates, Active and Registration state, Edit and Delete. */
export function LeaguesTable({ items, onDelete }: { items: readonly League[]; onDelete: (league: League) => void }) {
  return (
    <AdminTable
      region="Leagues"
      items={items}
      columns={[
        {
          header: 'Name',
          cell: (league) => <span className="font-medium [overflow-wrap:anywhere]">{league.name}</span>,
        },
        {
          header: 'Dates',
          wideOnly: true,
          className: 'whitespace-nowrap',
          cell: (league) => <LeagueDates league={league} />,
        },
        { header: 'Status', wideOnly: true, cell: (league) => <LeagueState league={league} /> },
      ]}
      // Phones: the dates and state under the name, so Edit and Delete stay in view.
      phoneSummary={(league) => (
        <>
          <LeagueDates league={league} />
          <LeagueState league={league} />
        </>
      )}
      rowName={(league) => league.name}
      editPath={paths.admin.leaguesUpdate}
      moreActions={(league) => (
        <>
          <ButtonLink
            to={paths.admin.leaguesSchedule(league.id)}
            variant="secondary"
            className="whitespace-nowrap"
            aria-label={`Build the schedule of ${league.name}`}
          >
            Schedule
          </ButtonLink>
          <ButtonLink
            to={paths.admin.leaguesPlayoffs(league.id)}
            variant="secondary"
            className="whitespace-nowrap"
            aria-label={`Playoffs of ${league.name}`}
          >
            Playoffs
          </ButtonLink>
        </>
      )}
      onDelete={onDelete}
    />
  );
}
