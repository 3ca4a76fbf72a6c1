import { asc, desc, eq, sql } from 'drizzle-orm';
import { adClick, type AdAnalyticsRow, type AdClick, type Advertisement } from '#domain/advertisements.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { adClicks, advertisements } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';

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
  tx: Transaction,
  id: number,
  values: AdvertisementValues,
): Promise<Write<Advertisement, 'not found'>> {
  const [updated] = await tx
    .update(advertisements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(advertisements.id, id))
    .returning(columns);
  return updated ? done(updated) : refused('not found');
}

/** Deletes an ad and its click records. */
export async function deleteAdvertisement(tx: Transaction, id: number): Promise<Write<void, 'not found'>> {
  const deleted = await tx.delete(advertisements).where(eq(advertisements.id, id)).returning({ id: advertisements.id });
  return deleted.length > 0 ? done() : refused('not found');
}

/**
 * Records a click of an active ad on `clickDate`, in one statement: an unknown or inactive ad
 * stores nothing and is refused.
 */
export async function recordClick(
  tx: Transaction,
  advertisementId: number,
  clickDate: string,
): Promise<Write<AdClick, 'no active ad'>> {
  const [click] = await rowsOf(
    adClick,
    tx,
    sql`INSERT INTO ad_clicks (advertisement_id, click_date)
        SELECT a.id, ${clickDate}::date FROM advertisements a WHERE a.id = ${advertisementId} AND a.is_active
        RETURNING advertisement_id AS "advertisementId", to_char(click_date, 'YYYY-MM-DD') AS "clickDate"`,
  );
  return click ? done(click) : refused('no active ad');
}

/**
 * The ad analytics rows (docs/rules/api.md#ad-analytics-row): every ad, clicked or not, with its
 * clicks per date (oldest first); most clicked first, then by name. One grouped query.
 */
export async function adAnalytics(db: Executor): Promise<AdAnalyticsRow[]> {
  const counts = await db
    .select({
      advertisementId: advertisements.id,
      advertisementName: advertisements.name,
      advertisementIsActive: advertisements.isActive,
      clickDate: adClicks.clickDate,
      clickCount: sql<number>`count(${adClicks.id})::int`,
    })
    .from(advertisements)
    .leftJoin(adClicks, eq(adClicks.advertisementId, advertisements.id))
    .groupBy(advertisements.id, adClicks.clickDate)
    .orderBy(asc(advertisements.id), asc(adClicks.clickDate));

  const rows = new Map<number, AdAnalyticsRow>();
  for (const { clickDate, clickCount, ...ad } of counts) {
    let row = rows.get(ad.advertisementId);
    if (!row) {
      row = { ...ad, totalClicks: 0, clickData: [] };
      rows.set(ad.advertisementId, row);
    }
    if (clickDate !== null) {
      row.clickData.push({ clickDate, clickCount });
      row.totalClicks += clickCount;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.totalClicks - a.totalClicks ||
      a.advertisementName.localeCompare(b.advertisementName) ||
      a.advertisementId - b.advertisementId,
  );
}
