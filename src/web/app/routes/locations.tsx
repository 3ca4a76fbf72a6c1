import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Location } from '#domain/locations.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';

const externalLinkClass =
  'inline-flex min-h-10 items-center font-semibold text-brand-strong underline underline-offset-4 hover:text-white';

/** Where a game's "at" link lands: `/locations#location-{id}`. */
const cardId = (location: Location) => `location-${location.id}`;

function NewTabNote() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

function LocationCard({ location, highlighted }: { location: Location; highlighted: boolean }) {
  return (
    <li
      id={cardId(location)}
      className={`scroll-mt-24 rounded-xl border bg-neutral-900/60 p-5 ${
        highlighted ? 'border-brand' : 'border-neutral-800'
      }`}
    >
      <h2 className="text-xl font-bold">{location.name}</h2>
      <address className="mt-2 not-italic text-neutral-200">{location.address}</address>
      {location.notes ? <p className="mt-3 text-neutral-300">{location.notes}</p> : null}
      {location.website || location.mapsLink ? (
        <p className="mt-3 flex flex-wrap gap-x-6">
          {location.website ? (
            <a href={location.website} target="_blank" rel="noopener noreferrer" className={externalLinkClass}>
              Website<span className="sr-only">: {location.name}</span>
              <NewTabNote />
            </a>
          ) : null}
          {location.mapsLink ? (
            <a href={location.mapsLink} target="_blank" rel="noopener noreferrer" className={externalLinkClass}>
              Open in Maps<span className="sr-only">: {location.name}</span>
              <NewTabNote />
            </a>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

/** `/locations`: every gym the league plays in, with directions. */
export function LocationsPage() {
  usePageTitle(pageTexts.locations.title, pageTexts.locations.description);
  const locations = useLocations();
  const { hash } = useLocation();
  const targetId = hash.slice(1);

  // The cards arrive after the page, so a link to one card scrolls to it once they are there.
  const loaded = Boolean(locations.data);
  useEffect(() => {
    if (loaded && targetId) document.getElementById(targetId)?.scrollIntoView({ block: 'start' });
  }, [loaded, targetId]);

  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Locations</h1>
      {locations.isPending ? (
        <Spinner label="Loading locations" />
      ) : locations.isError ? (
        <p className="py-6 text-neutral-300">Failed to load locations</p>
      ) : locations.data.length === 0 ? (
        <p className="py-6 text-neutral-300">No data available</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {locations.data.map((location) => (
            <LocationCard key={location.id} location={location} highlighted={cardId(location) === targetId} />
          ))}
        </ul>
      )}
    </section>
  );
}
