import { useId } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { VISITS_CHART_DAYS, type DailyVisits } from '#domain/analytics.ts';
import { formatGameDate } from '#domain/format.ts';
import { chartGrid, countAxis, dayAxis, dayTooltip } from '#web/components/ui/chart-style.ts';
import { cellClass, headerCellClass, tableClass } from '#web/components/ui/table.tsx';

const VISITS_COLOUR = '#f97316';
const VISITORS_COLOUR = '#38bdf8';
const count = (value: number) => value.toLocaleString('en-US');

/**
 * Visits and unique visitors per day over the last 30 days. Its text alternative is the table
 * of the same figures under it (opened on demand), and the caption says the totals.
 * Only the lazily loaded analytics screen uses it (Recharts stays out of the other chunks).
 */
export function VisitsChart({ days }: { days: readonly DailyVisits[] }) {
  const captionId = useId();
  const visits = days.reduce((sum, day) => sum + day.visits, 0);
  const caption = `Visits and unique visitors per day, last ${VISITS_CHART_DAYS} days: ${count(visits)} ${visits === 1 ? 'visit' : 'visits'}`;

  return (
    <figure aria-labelledby={captionId} className="mt-8 rounded-xl border border-neutral-800 p-4">
      <figcaption id={captionId} className="font-semibold">
        {caption}
      </figcaption>
      <div className="mt-4 h-64 sm:h-72">
        <LineChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={days as DailyVisits[]}
          title={caption}
          margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
        >
          <CartesianGrid {...chartGrid} />
          <XAxis {...dayAxis} />
          <YAxis {...countAxis} />
          <Tooltip {...dayTooltip} />
          <Legend wrapperStyle={{ color: '#e5e5e5', fontSize: 13 }} />
          <Line type="linear" dataKey="visits" name="Visits" stroke={VISITS_COLOUR} strokeWidth={2} dot={false} />
          <Line
            type="linear"
            dataKey="uniqueVisitors"
            name="Unique visitors"
            stroke={VISITORS_COLOUR}
            strokeWidth={2}
            strokeDasharray="5 3"
            dot={false}
          />
        </LineChart>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-brand-strong">The figures per day</summary>
        <div role="region" aria-label="Visits per day" tabIndex={0} className="relative mt-2 max-h-80 overflow-y-auto">
          <table className={tableClass}>
            <caption className="sr-only">Visits and unique visitors per day, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className={headerCellClass}>
                  Date
                </th>
                <th scope="col" className={`${headerCellClass} text-right`}>
                  Visits
                </th>
                <th scope="col" className={`${headerCellClass} text-right`}>
                  Unique visitors
                </th>
              </tr>
            </thead>
            <tbody>
              {days.toReversed().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    {formatGameDate(day.date)}
                  </th>
                  <td className={`${cellClass} text-right`}>{count(day.visits)}</td>
                  <td className={`${cellClass} text-right`}>{count(day.uniqueVisitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
