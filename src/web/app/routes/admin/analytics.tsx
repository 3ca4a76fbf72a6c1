import type { SiteAnalytics } from '#domain/analytics.ts';
import { formatGameDate } from '#domain/format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSiteAnalytics } from '#web/features/analytics/api/get-site-analytics.ts';
import { TopPlaces } from '#web/features/analytics/components/top-places.tsx';
import { VisitsChart } from '#web/features/analytics/components/visits-chart.tsx';
import { useSiteInfo } from '#web/lib/site-info.ts';

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

function FigureCards({ analytics }: { analytics: SiteAnalytics }) {
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

/**
 * /admin/analytics (docs/rules/screens.md#site-analytics-screen): visits and unique visitors
 * over 1, 7, 30 and 365 days and all time, a chart of the last 30 days, and the top cities and
 * countries. A failed load, first or refresh, says 'Failed to fetch analytics data'.
 */
export function SiteAnalyticsPage() {
  usePageTitle('Site Analytics');
  const analytics = useSiteAnalytics();
  const timezone = useSiteInfo().data?.leagueTimezone;
  const data = analytics.data;

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Site Analytics</h1>
        <Button variant="secondary" onClick={() => void analytics.refetch()} disabled={analytics.isFetching}>
          Refresh
        </Button>
      </div>
      <p className="mt-2 max-w-3xl text-neutral-300">
        Visits to the public pages{data ? ` up to ${formatGameDate(data.today)}` : ''}, counted on the league&apos;s
        dates{timezone ? ` (${timezone.replaceAll('_', ' ')} time)` : ''}: the last 7 days are today and the six days
        before. Visitors are anonymous codes that change every month, so over longer periods a visitor who comes back in
        another month counts again.
      </p>
      {analytics.isPending ? <Spinner label="Loading site analytics" /> : null}
      {analytics.isError ? (
        <p role="alert" className="mt-6 text-red-300">
          Failed to fetch analytics data
        </p>
      ) : null}
      {data ? (
        <>
          <FigureCards analytics={data} />
          <VisitsChart days={data.visitsPerDay} />
          <TopPlaces cities={data.topCities} countries={data.topCountries} />
        </>
      ) : null}
    </section>
  );
}
