import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { AD_CHART_DAYS, clicksPerDay } from '#domain/ad-analytics.ts';
import type { AdAnalyticsRow } from '#domain/advertisements.ts';
import { formatGameDate } from '#domain/format.ts';

const ALL = 'all';

const axisTick = { fill: '#d4d4d4', fontSize: 12 };

/**
 * Clicks per day over the last 30 days, of every ad or of one; the table beside it is its text
 * alternative, and its caption says the total. Only the lazily loaded analytics screen uses it.
 */
export function AdClicksChart({ rows, today }: { rows: readonly AdAnalyticsRow[]; today: string }) {
  const selectId = useId();
  const captionId = useId();
  const [choice, setChoice] = useState(ALL);
  const chosen = rows.find((row) => String(row.advertisementId) === choice);
  const days = clicksPerDay(chosen ? [chosen] : rows, today);
  const total = days.reduce((sum, day) => sum + day.clicks, 0);
  const caption = `Clicks per day, last ${AD_CHART_DAYS} days, ${chosen ? chosen.advertisementName : 'all ads'}: ${total} ${total === 1 ? 'click' : 'clicks'}`;

  return (
    <figure aria-labelledby={captionId} className="mt-6 rounded-xl border border-neutral-800 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <figcaption id={captionId} className="min-w-0 font-semibold break-words">
          {caption}
        </figcaption>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-neutral-200">
            Ad
          </label>
          <select
            id={selectId}
            value={chosen ? choice : ALL}
            onChange={(event) => setChoice(event.target.value)}
            className="min-h-10 max-w-56 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100"
          >
            <option value={ALL}>All ads</option>
            {rows.map((row) => (
              <option key={row.advertisementId} value={row.advertisementId}>
                {row.advertisementName}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 h-64">
        <BarChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={days}
          title={caption}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid stroke="#404040" vertical={false} />
          <XAxis
            dataKey="date"
            tick={axisTick}
            tickFormatter={(date: string) => dayjs(date).format('MMM D')}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis allowDecimals={false} tick={axisTick} />
          <Tooltip
            cursor={{ fill: '#262626' }}
            contentStyle={{ background: '#171717', border: '1px solid #404040', borderRadius: 6 }}
            labelStyle={{ color: '#f5f5f5' }}
            labelFormatter={(date) => formatGameDate(String(date))}
            formatter={(clicks) => [clicks, 'Clicks']}
          />
          <Bar dataKey="clicks" name="Clicks" fill="#f97316" radius={[3, 3, 0, 0]} />
        </BarChart>
      </div>
    </figure>
  );
}
