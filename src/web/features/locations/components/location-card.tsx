import type { Location } from '#domain/locations.ts';

const externalLinkClass =
  'inline-flex min-h-10 items-center font-semibold text-brand-strong underline underline-offset-4 hover:text-white';

/** Where a game's "at" link lands: `/locations#location-{id}`. */
export const locationCardId = (location: Location) => `location-${location.id}`;

function NewTabNote() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

/** One gym as a list item: name, address, notes, and links to its website and map; `highlighted` when linked to. */
export function LocationCard({ location, highlighted }: { location: Location; highlighted: boolean }) {
  return (
    <li
      id={locationCardId(location)}
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
