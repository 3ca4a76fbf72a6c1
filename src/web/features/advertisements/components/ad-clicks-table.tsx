import { useId, useState } from 'react';
import type { AdAnalyticsRow } from '#domain/advertisements.ts';
import { formatGameDate } from '#domain/format.ts';
import { StateText } from '#web/components/ui/admin-list.tsx';

const headerClass = 'px-4 py-3 font-semibold';
const cellClass = 'px-4 py-3';

/**
 * Every ad with its status and total clicks, most clicked first, and the total of all ads; each
 * ad opens onto its clicks per date (docs/rules/screens.md#ad-analytics-screen).
 */
export function AdClicksTable({ rows }: { rows: readonly AdAnalyticsRow[] }) {
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
