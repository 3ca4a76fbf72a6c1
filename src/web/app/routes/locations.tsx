import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { LocationCard, locationCardId } from '#web/features/locations/components/location-card.tsx';

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
            <LocationCard key={location.id} location={location} highlighted={locationCardId(location) === targetId} />
          ))}
        </ul>
      )}
    </section>
  );
}
