import { useId, type ReactNode } from 'react';
import type { PlaceCount } from '#domain/analytics.ts';
import { cellClass, emptyTextClass, headerCellClass, tableClass, TableRegion } from '#web/components/ui/table.tsx';

type Column = {
  header: string;
  cell: (place: PlaceCount) => ReactNode;
  /** From the `sm` width up only: phones read it in the cell before. */
  wideOnly?: boolean;
};

const columns = {
  city: {
    header: 'City',
    cell: (place) => (
      <>
        {place.city}
        {place.region ? <span className="block text-xs text-neutral-400 sm:hidden">{place.region}</span> : null}
      </>
    ),
  },
  region: { header: 'Region', cell: (place) => place.region ?? '—', wideOnly: true },
  country: { header: 'Country', cell: (place) => place.country },
} satisfies Record<string, Column>;

const wide = (column: Column) => (column.wideOnly ? 'hidden sm:table-cell' : '');
const placeKey = (place: PlaceCount) => [place.city, place.region, place.country].join('|');

/** A top-10 list of places with their visitor counts, most visitors first. */
function PlacesTable({ title, places, shown }: { title: string; places: readonly PlaceCount[]; shown: Column[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {places.length === 0 ? (
        <p className={emptyTextClass}>No visits from a known place yet.</p>
      ) : (
        <TableRegion label={title}>
          <table className={`${tableClass} mt-2`}>
            <thead>
              <tr>
                {shown.map((column) => (
                  <th key={column.header} scope="col" className={`${headerCellClass} ${wide(column)}`}>
                    {column.header}
                  </th>
                ))}
                <th scope="col" className={`${headerCellClass} text-right`}>
                  Visitors
                </th>
              </tr>
            </thead>
            <tbody>
              {places.map((place) => (
                <tr key={placeKey(place)}>
                  {shown.map((column) => (
                    <td key={column.header} className={`${cellClass} break-words ${wide(column)}`}>
                      {column.cell(place)}
                    </td>
                  ))}
                  <td className={`${cellClass} text-right`}>{place.visitorCount.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

/**
 * `topCities` and `topCountries` (docs/rules/api.md#site-analytics), with the credit the
 * geolocation database's licence asks for.
 */
export function TopPlaces({ cities, countries }: { cities: readonly PlaceCount[]; countries: readonly PlaceCount[] }) {
  return (
    <div className="mt-10">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <PlacesTable title="Top cities" places={cities} shown={[columns.city, columns.region, columns.country]} />
        <PlacesTable title="Top countries" places={countries} shown={[columns.country]} />
      </div>
      <p className="mt-4 text-xs text-neutral-400">
        Places come from each visitor&apos;s IP address at the time of the visit.{' '}
        <a href="https://db-ip.com" className="underline underline-offset-4 hover:text-brand-strong">
          IP Geolocation by DB-IP
        </a>
      </p>
    </div>
  );
}
