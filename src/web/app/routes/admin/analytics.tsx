import { formatGameDate } from '#domain/format.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { RefreshHeading } from '#web/components/ui/refresh-heading.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSiteAnalytics } from '#web/features/analytics/api/get-site-analytics.ts';
import { FigureCards } from '#web/features/analytics/components/figure-cards.tsx';
import { TopPlaces } from '#web/features/analytics/components/top-places.tsx';
import { VisitsChart } from '#web/features/analytics/components/visits-chart.tsx';
import { useSiteInfo } from '#web/lib/site-info.ts';

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
      <RefreshHeading title="Site Analytics" query={analytics} />
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
