import dayjs from 'dayjs';
import { formatGameDate } from '#domain/format.ts';

// The look of the back office's charts of a figure per day, on the dark theme: props to spread
// on Recharts' parts (`<XAxis {...dayAxis} />`). Plain objects: the Recharts code itself stays
// in the lazily loaded screens that draw a chart.

const tick = { fill: '#d4d4d4', fontSize: 12 };

export const chartGrid = { stroke: '#404040', vertical: false };

/** Dates (`YYYY-MM-DD` in `date`) along the bottom, as 'Nov 21'. */
export const dayAxis = {
  dataKey: 'date',
  tick,
  tickFormatter: (date: string) => dayjs(date).format('MMM D'),
  interval: 'preserveStartEnd' as const,
  minTickGap: 16,
};

/** Whole counts up the side. */
export const countAxis = { allowDecimals: false, tick };

/** A day's figures on hover, under its full date. */
export const dayTooltip = {
  contentStyle: { background: '#171717', border: '1px solid #404040', borderRadius: 6 },
  labelStyle: { color: '#f5f5f5' },
  labelFormatter: (date: unknown) => formatGameDate(String(date)),
};
