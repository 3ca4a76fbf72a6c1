import { sql } from 'drizzle-orm';
import { todayIn } from '../src/domain/schedule.ts';
import type { Database } from '../src/server/db/client.ts';

const CITIES = [
  ['New York', 'New York', 'United States'],
  ['Brooklyn', 'New York', 'United States'],
  ['Jersey City', 'New Jersey', 'United States'],
  ['Newark', 'New Jersey', 'United States'],
  ['Yonkers', 'New York', 'United States'],
  ['Stamford', 'Connecticut', 'United States'],
  ['Philadelphia', 'Pennsylvania', 'United States'],
  ['Boston', 'Massachusetts', 'United States'],
  ['Toronto', 'Ontario', 'Canada'],
  ['Montreal', 'Quebec', 'Canada'],
  ['London', 'England', 'United Kingdom'],
  ['Dublin', 'Leinster', 'Ireland'],
  ['Paris', 'Île-de-France', 'France'],
  ['Berlin', 'Land Berlin', 'Germany'],
  ['Madrid', 'Madrid', 'Spain'],
  ['Lagos', 'Lagos', 'Nigeria'],
  ['São Paulo', 'São Paulo', 'Brazil'],
  ['Mexico City', 'Mexico City', 'Mexico'],
  ['Manila', 'Metro Manila', 'Philippines'],
  ['Seoul', 'Seoul', 'South Korea'],
] as const;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * `count` visits spread evenly over the last 365 league-local days, by `visitorsPerMonth`
 * visitors a month (codes change monthly, as the site's do; here they are short readable
 * codes), one visitor in ten with no known place; then the roll-ups the reads use, as
 * recording those visits one by one would leave them. One INSERT … SELECT generate_series
 * each, so a million rows take seconds.
 */
export async function seedVisits(db: Database, timezone: string, count: number, visitorsPerMonth = 30_000) {
  const today = todayIn(timezone);
  const cities = sql.raw(
    `(VALUES ${CITIES.map(([city, region, country], i) => `(${i}, '${city}', '${region}', '${country}')`).join(', ')}) AS c(n, city, region, country)`,
  );
  await db.execute(sql`
    INSERT INTO visits (visited_at, visit_date, path, visitor_hash, city, region, country)
    SELECT v.day::timestamp AT TIME ZONE ${timezone} + interval '12 hours', v.day, v.path,
           to_char(v.day, 'YYYYMM') || ':' || v.visitor, c.city, c.region, c.country
    FROM (
      SELECT (${today}::date - (i % 365))::date AS day,
             (i::bigint * 7919) % ${visitorsPerMonth}::int AS visitor,
             (ARRAY['/', '/schedule', '/standings', '/statistics', '/records', '/locations'])[1 + i % 6] AS path
      FROM generate_series(1, ${count}::int) AS i
    ) v
    LEFT JOIN ${cities} ON v.visitor % 10 <> 0 AND c.n = v.visitor % ${CITIES.length}`);
  await db.execute(sql`
    INSERT INTO visitors (visitor_hash, first_visit_date, last_visit_date)
    SELECT visitor_hash, min(visit_date), max(visit_date) FROM visits GROUP BY visitor_hash`);
  await db.execute(sql`
    INSERT INTO visit_days (visit_date, visits, visitors, visitors_last_seen)
    SELECT d.visit_date, d.visits, d.visitors, coalesce(l.last_seen, 0)
    FROM (SELECT visit_date, count(*) AS visits, count(DISTINCT visitor_hash) AS visitors
          FROM visits GROUP BY visit_date) d
    LEFT JOIN (SELECT last_visit_date, count(*) AS last_seen FROM visitors GROUP BY last_visit_date) l
      ON l.last_visit_date = d.visit_date`);
  // Each visitor's place never changes here, so any of its visits gives the place of its first.
  await db.execute(sql`
    INSERT INTO visit_places (country, region, city, visitors)
    SELECT country, region, city, count(*) FROM (
      SELECT min(country) AS country, coalesce(min(region), '') AS region, coalesce(min(city), '') AS city
      FROM visits GROUP BY visitor_hash
    ) first_places WHERE country IS NOT NULL GROUP BY country, region, city`);
  for (const table of ['visits', 'visitors', 'visit_days', 'visit_places'])
    await db.execute(sql.raw(`ANALYZE ${table}`));
  const [size] = rowsOf<{ visits: number; visitors: number }>(
    await db.execute(
      sql`SELECT (SELECT count(*) FROM visits)::int AS visits, (SELECT count(*) FROM visitors)::int AS visitors`,
    ),
  );
  return size!;
}
