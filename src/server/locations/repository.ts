import { asc, eq } from 'drizzle-orm';
import type { Location } from '#domain/locations.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { games, locations } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';

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

export type LocationValues = Omit<Location, 'id'>;

export async function createLocation(db: Executor, values: LocationValues): Promise<Location> {
  const [created] = await db.insert(locations).values(values).returning(columns);
  return created as Location;
}

export async function updateLocation(
  tx: Transaction,
  id: number,
  values: LocationValues,
): Promise<Write<Location, 'not found'>> {
  const [updated] = await tx
    .update(locations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(locations.id, id))
    .returning(columns);
  return updated ? done(updated) : refused('not found');
}

/** Deletes a location no game is played at. */
export async function deleteLocation(tx: Transaction, id: number): Promise<Write<void, 'not found' | 'has games'>> {
  const [current] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, id)).for('update');
  if (!current) return refused('not found');
  const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.locationId, id)).limit(1);
  if (game) return refused('has games');
  await tx.delete(locations).where(eq(locations.id, id));
  return done();
}
