import { asc, eq } from 'drizzle-orm';
import type { Location } from '#domain/locations.ts';
import type { Executor } from '../db/client.ts';
import { locations } from '../db/schema.ts';

const columns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  website: locations.website,
  mapsLink: locations.mapsLink,
  notes: locations.notes,
};

export async function listLocations(db: Executor): Promise<Location[]> {
  return db.select(columns).from(locations).orderBy(asc(locations.name), asc(locations.id));
}

export async function findLocation(db: Executor, id: number): Promise<Location | null> {
  const [row] = await db.select(columns).from(locations).where(eq(locations.id, id));
  return row ?? null;
}
