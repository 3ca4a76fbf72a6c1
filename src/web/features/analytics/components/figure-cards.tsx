import type { SiteAnalytics } from '#domain/analytics.ts';

type Figure = { title: string; visits: number; visitors: number };

function figuresOf(analytics: SiteAnalytics): Figure[] {
  return [
    { title: 'Today', visits: analytics.visitsLast1Day, visitors: analytics.uniqueVisitorsLast1Day },
    { title: 'Last 7 days', visits: analytics.visitsLast7Days, visitors: analytics.uniqueVisitorsLast7Days },
    { title: 'Last 30 days', visits: analytics.visitsLast30Days, visitors: analytics.uniqueVisitorsLast30Days },
    { title: 'Last 365 days', visits: analytics.visitsLast365Days, visitors: analytics.uniqueVisitorsLast365Days },
    { title: 'All time', visits: analytics.totalVisits, visitors: analytics.totalUniqueVisitors },
  ];
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Visits and unique visitors today, over the last 7, 30 and 365 days, and of all time, one card
 * each (docs/rules/screens.md#site-analytics-screen).
 */
export function FigureCards({ analytics }: { analytics: SiteAnalytics }) {
  return (
    <ul aria-label="Visits and unique visitors" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figuresOf(analytics).map((figure) => (
        <li
          key={figure.title}
          className="rounded-xl border border-neutral-800 bg-neutral-900/60 p-4 last:col-span-2 sm:last:col-span-1"
        >
          <h2 className="text-xs font-semibold uppercase tracking-wide text-neutral-300">{figure.title}</h2>
          <dl className="mt-2 flex flex-col-reverse">
            <dt className="text-sm text-neutral-300">Visits</dt>
            <dd className="text-3xl font-extrabold tabular-nums">{count(figure.visits)}</dd>
          </dl>
          <dl className="mt-2 flex flex-col-reverse">
            <dt className="text-sm text-neutral-300">Unique visitors</dt>
            <dd className="text-xl font-bold tabular-nums text-sky-300">{count(figure.visitors)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
