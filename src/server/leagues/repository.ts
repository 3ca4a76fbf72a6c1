import { asc, desc } from 'drizzle-orm';
import type { League } from '#domain/leagues.ts';
import type { Executor } from '../db/client.ts';
import { leagues } from '../db/schema.ts';

const leagueColumns = {
  id: leagues.id,
  name: leagues.name,
  startDate: leagues.startDate,
  endDate: leagues.endDate,
  isRegistrationOpen: leagues.isRegistrationOpen,
  isActive: leagues.isActive,
};

/** Newest start first, then id (DESIGN §4): the first active one is the active league. */
export async function listLeagues(db: Executor): Promise<League[]> {
  return db.select(leagueColumns).from(leagues).orderBy(desc(leagues.startDate), asc(leagues.id));
}
