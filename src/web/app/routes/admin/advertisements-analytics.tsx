import { useId, useState } from 'react';
import type { AdAnalyticsRow } from '#domain/advertisements.ts';
import { formatGameDate } from '#domain/format.ts';
import { todayIn } from '#domain/schedule.ts';
import { StateText } from '#web/components/ui/admin-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdClicks } from '#web/features/advertisements/api/get-ad-clicks.ts';
import { AdClicksChart } from '#web/features/advertisements/components/ad-clicks-chart.tsx';
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
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Advertisement Analytics</h1>
        <Button variant="secondary" onClick={() => void clicks.refetch()} disabled={clicks.isFetching}>
          Refresh
        </Button>
      </div>
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

const headerClass = 'px-4 py-3 font-semibold';
const cellClass = 'px-4 py-3';

function AdClicksTable({ rows }: { rows: readonly AdAnalyticsRow[] }) {
  const total = rows.reduce((sum, row) => sum + row.totalClicks, 0);
  return (
    <div
      role="region"
      aria-label="Clicks per ad"
      tabIndex={0}
      className="relative mt-6 overflow-x-auto rounded-xl border border-neutral-800"
    >
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">Clicks per ad, most clicked first; open an ad for its clicks per date</caption>
        <thead className="bg-neutral-900 text-neutral-300">
          <tr>
            <th scope="col" className={headerClass}>
              Ad
            </th>
            <th scope="col" className={headerClass}>
              Status
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              Total clicks
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <AdClicksRows key={row.advertisementId} row={row} />
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-neutral-700 font-semibold">
            <th scope="row" colSpan={2} className={cellClass}>
              All ads
            </th>
            <td className={`${cellClass} text-right`}>{total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** An ad's row, and under it, once opened, its clicks per date, newest first. */
function AdClicksRows({ row }: { row: AdAnalyticsRow }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <tr className="border-t border-neutral-800">
        <th scope="row" className={`${cellClass} font-medium`}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen(!open)}
            className="inline-flex min-h-8 items-center gap-2 rounded text-left hover:text-brand-strong"
          >
            <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-90' : ''}`}>
              ›
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">{row.advertisementName}</span>
          </button>
        </th>
        <td className={cellClass}>
          <StateText on={row.advertisementIsActive} text={['Active', 'Inactive']} />
        </td>
        <td className={`${cellClass} text-right`}>{row.totalClicks}</td>
      </tr>
      {open ? (
        <tr id={detailsId} className="bg-neutral-900/50">
          <td colSpan={3} className="px-4 pb-4 pt-1">
            {row.clickData.length === 0 ? (
              <p className="text-neutral-300">No clicks yet.</p>
            ) : (
              <table className="w-full max-w-sm text-sm">
                <caption className="py-2 text-left text-neutral-300">
                  Clicks per date of {row.advertisementName}
                </caption>
                <thead className="text-neutral-300">
                  <tr>
                    <th scope="col" className="py-1 pr-4 text-left font-semibold">
                      Date
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      Clicks
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {row.clickData.toReversed().map((day) => (
                    <tr key={day.clickDate} className="border-t border-neutral-800">
                      <td className="py-1 pr-4">{formatGameDate(day.clickDate)}</td>
                      <td className="py-1 text-right">{day.clickCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </td>
        </tr>
      ) : null}
    </>
  );
}
