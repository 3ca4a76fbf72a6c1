import { asc, desc, eq } from 'drizzle-orm';
import type { Advertisement } from '#domain/advertisements.ts';
import type { Executor } from '../db/client.ts';
import { advertisements } from '../db/schema.ts';

const columns = {
  id: advertisements.id,
  name: advertisements.name,
  imageUrl: advertisements.imageUrl,
  targetUrl: advertisements.targetUrl,
  isActive: advertisements.isActive,
};

export type AdvertisementValues = Omit<Advertisement, 'id'>;

/** Every ad, active first, newest first; or the active ones only. */
export async function listAdvertisements(db: Executor, onlyActive: boolean): Promise<Advertisement[]> {
  return db
    .select(columns)
    .from(advertisements)
    .where(onlyActive ? eq(advertisements.isActive, true) : undefined)
    .orderBy(desc(advertisements.isActive), desc(advertisements.id), asc(advertisements.name));
}

export async function findAdvertisement(db: Executor, id: number): Promise<Advertisement | null> {
  const [row] = await db.select(columns).from(advertisements).where(eq(advertisements.id, id));
  return row ?? null;
}

export async function createAdvertisement(db: Executor, values: AdvertisementValues): Promise<Advertisement> {
  const [created] = await db.insert(advertisements).values(values).returning(columns);
  return created as Advertisement;
}

export async function updateAdvertisement(
  db: Executor,
  id: number,
  values: AdvertisementValues,
): Promise<Advertisement | null> {
  const [updated] = await db
    .update(advertisements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(advertisements.id, id))
    .returning(columns);
  return updated ?? null;
}

/** Deletes an ad and its click records. */
export async function deleteAdvertisement(db: Executor, id: number): Promise<boolean> {
  return (
    (await db.delete(advertisements).where(eq(advertisements.id, id)).returning({ id: advertisements.id })).length > 0
  );
}
