import { todayIn } from '#domain/schedule.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { RefreshHeading } from '#web/components/ui/refresh-heading.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdClicks } from '#web/features/advertisements/api/get-ad-clicks.ts';
import { AdClicksChart } from '#web/features/advertisements/components/ad-clicks-chart.tsx';
import { AdClicksTable } from '#web/features/advertisements/components/ad-clicks-table.tsx';
import { useSiteInfo } from '#web/lib/site-info.ts';

/**
 * /admin/advertisements/analytics (docs/rules/screens.md#ad-analytics-screen): clicks per day
 * over the last 30 days, and every ad with its status, its total and (opened) its clicks per
 * date. A first load that fails says 'Failed to fetch data'; a refresh that fails keeps the
 * figures and says 'Error loading advertisements'.
 */
export function AdvertisementsAnalyticsPage() {
  usePageTitle('Advertisement Analytics');
  const clicks = useAdClicks();
  const timezone = useSiteInfo().data?.leagueTimezone;

  return (
    <section>
      <RefreshHeading title="Advertisement Analytics" query={clicks} />
      <p className="mt-2 text-neutral-300">
        Clicks on the ads of the home page, counted on the league&apos;s date
        {timezone ? ` (${timezone.replaceAll('_', ' ')} time)` : ''}.
      </p>
      {clicks.isPending ? <Spinner label="Loading ad analytics" /> : null}
      {clicks.isError ? (
        <p role="alert" className="mt-6 text-red-300">
          {clicks.data ? 'Error loading advertisements' : 'Failed to fetch data'}
        </p>
      ) : null}
      {clicks.data ? (
        clicks.data.length === 0 ? (
          <p className="mt-6 text-neutral-300">No data available</p>
        ) : (
          <>
            {timezone ? <AdClicksChart rows={clicks.data} today={todayIn(timezone)} /> : null}
            <AdClicksTable rows={clicks.data} />
          </>
        )
      ) : null}
    </section>
  );
}
