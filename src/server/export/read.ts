import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { PAGE_TITLES } from '#domain/editable-pages.ts';
import { STORED_STATS, type StoredKey } from '#domain/stat-catalogue.ts';
import type { Executor } from '../db/client.ts';
import { leagueColumns } from '../leagues/repository.ts';
import {
  adClicks,
  adminUsers,
  advertisements,
  awardPlayers,
  awards,
  games,
  leagues,
  locations,
  mailRecipients,
  pageVersions,
  playerMerges,
  playerStats,
  playerTeams,
  players,
  playoffBrackets,
  playoffGames,
  playoffSeeds,
  registrations,
  teams,
  visitDays,
  visitPlaces,
  waivers,
} from '../db/schema.ts';

/**
 * The export's reads (docs/export-format.md), each record with the field names the API gives it.
 * Tables that grow with the league's history are read in pages of `BATCH_ROWS`, by key, with a
 * turn of the event loop between pages: a long history never holds the server for long, and
 * the export never holds more than a page of them at once. Reads run one after another, never
 * side by side: the export's transaction holds one connection.
 */

export const BATCH_ROWS = 1000;

type Batches<Row> = AsyncGenerator<Row[], void, undefined>;

/** Pages of rows after the last row's key, until a page comes back short; each page is `paced`. */
async function* keyset<Row, Key>(page: (after: Key | null) => Promise<Row[]>, keyOf: (row: Row) => Key): Batches<Row> {
  let after: Key | null = null;
  for (;;) {
    const rows = await paced(page(after));
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH_ROWS) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/**
 * A read, then a turn of the event loop: PGlite answers a query without giving the loop one, so
 * reads that follow one another would hold it for as long as all of them take.
 */
async function paced<Result>(query: PromiseLike<Result>): Promise<Result> {
  const result = await query;
  await nextTurn();
  return result;
}

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

export function readLeagues(db: Executor) {
  return paced(db.select(leagueColumns).from(leagues).orderBy(desc(leagues.startDate), leagues.id));
}
export type ExportedLeague = Awaited<ReturnType<typeof readLeagues>>[number];

export function readTeams(db: Executor) {
  return paced(
    db
      .select({
        id: teams.id,
        name: teams.name,
        logoUrl: teams.logoUrl,
        LeagueId: teams.leagueId,
        feePaidCents: teams.feePaidCents,
        feePaidOn: teams.feePaidOn,
      })
      .from(teams)
      .orderBy(teams.id),
  );
}
export type ExportedTeam = Awaited<ReturnType<typeof readTeams>>[number];

export function readLocations(db: Executor) {
  return paced(
    db
      .select({
        id: locations.id,
        name: locations.name,
        address: locations.address,
        website: locations.website,
        mapsLink: locations.mapsLink,
        notes: locations.notes,
      })
      .from(locations)
      .orderBy(locations.id),
  );
}

const playerColumns = {
  id: players.id,
  firstName: players.firstName,
  lastName: players.lastName,
  email: players.email,
  phoneNumber: players.phoneNumber,
  position: players.position,
  age: players.age,
  height: players.height,
  weight: players.weight,
  jerseyNumber: players.jerseyNumber,
  isCaptain: players.isCaptain,
};

export const playerBatches = (db: Executor) =>
  keyset(
    async (after: number | null) => {
      const rows = await db
        .select({ ...playerColumns, createdAt: players.createdAt })
        .from(players)
        .where(after === null ? undefined : gt(players.id, after))
        .orderBy(players.id)
        .limit(BATCH_ROWS);
      return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
    },
    (row) => row.id,
  );

export const playerTeamBatches = (db: Executor) =>
  keyset(
    (after: [number, number] | null) =>
      db
        .select({
          PlayerId: playerTeams.playerId,
          TeamId: playerTeams.teamId,
          isCurrentTeam: playerTeams.isCurrentTeam,
        })
        .from(playerTeams)
        .where(
          after === null
            ? undefined
            : sql`(${playerTeams.playerId}, ${playerTeams.teamId}) > (${after[0]}, ${after[1]})`,
        )
        .orderBy(playerTeams.playerId, playerTeams.teamId)
        .limit(BATCH_ROWS),
    (row): [number, number] => [row.PlayerId, row.TeamId],
  );

const gameColumns = {
  id: games.id,
  homeTeamId: games.homeTeamId,
  awayTeamId: games.awayTeamId,
  date: games.date,
  time: games.time,
  leagueId: games.leagueId,
  locationId: games.locationId,
  homeTeamScore: games.homeTeamScore,
  awayTeamScore: games.awayTeamScore,
  status: games.status,
  statusReason: games.statusReason,
  forfeitedBy: games.forfeitedBy,
  rescheduledFrom: games.rescheduledFrom,
  playoff: games.playoff,
  scoreOnly: games.scoreOnly,
};

export const gameBatches = (db: Executor) =>
  keyset(
    (after: number | null) =>
      db
        .select(gameColumns)
        .from(games)
        .where(after === null ? undefined : gt(games.id, after))
        .orderBy(games.id)
        .limit(BATCH_ROWS),
    (row) => row.id,
  );
export type ExportedGame = Awaited<ReturnType<typeof readLeagueGames>>[number];

/** A league's games in the order of its schedule. */
export function readLeagueGames(db: Executor, leagueId: number) {
  return paced(
    db.select(gameColumns).from(games).where(eq(games.leagueId, leagueId)).orderBy(games.date, games.time, games.id),
  );
}

/** The stored stats of a line: two-point field goals, defensive rebounds (docs/rules/numbers.md#stored-and-derived-lines). */
const storedColumns = Object.fromEntries(STORED_STATS.map((stat) => [stat.key, playerStats[stat.key]])) as {
  [Key in StoredKey]: (typeof playerStats)[Key];
};

export const statLineBatches = (db: Executor) =>
  keyset(
    (after: number | null) =>
      db
        .select({
          id: playerStats.id,
          GameId: playerStats.gameId,
          PlayerId: playerStats.playerId,
          teamId: playerStats.teamId,
          ...storedColumns,
        })
        .from(playerStats)
        .where(after === null ? undefined : gt(playerStats.id, after))
        .orderBy(playerStats.id)
        .limit(BATCH_ROWS),
    (row) => row.id,
  );

/**
 * The lines of some games of a league, as a box score lists them: game by game in the order
 * given, the home team's first, each team's by name. Two lookups by index and a sort here: a
 * join with the games and players tables would read both whole for every page.
 */
export async function readBoxScoreLines(db: Executor, schedule: readonly ExportedGame[]) {
  const lines = await paced(
    db
      .select({
        gameId: playerStats.gameId,
        teamId: playerStats.teamId,
        playerId: playerStats.playerId,
        ...storedColumns,
      })
      .from(playerStats)
      .where(
        inArray(
          playerStats.gameId,
          schedule.map((game) => game.id),
        ),
      )
      .orderBy(playerStats.id),
  );
  const people = await paced(
    db
      .select({
        id: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
        jerseyNumber: players.jerseyNumber,
      })
      .from(players)
      .where(inArray(players.id, [...new Set(lines.map((line) => line.playerId))])),
  );
  const personOf = new Map(people.map((person) => [person.id, person]));
  const placeOf = new Map(schedule.map((game, index) => [game.id, { index, game }]));
  const placed = lines.map((line) => {
    const { index, game } = placeOf.get(line.gameId)!;
    return { ...line, ...personOf.get(line.playerId)!, game, index, away: line.teamId !== game.homeTeamId };
  });
  return placed.sort(
    (a, b) =>
      a.index - b.index ||
      Number(a.away) - Number(b.away) ||
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName),
  );
}
export type BoxScoreLineRow = Awaited<ReturnType<typeof readBoxScoreLines>>[number];

/** Each player linked to a team of the league, with that team; a player's links come together. */
export function readLeagueRoster(db: Executor, leagueId: number) {
  return paced(
    db
      .select({ ...playerColumns, teamName: teams.name, isCurrentTeam: playerTeams.isCurrentTeam })
      .from(playerTeams)
      .innerJoin(teams, eq(teams.id, playerTeams.teamId))
      .innerJoin(players, eq(players.id, playerTeams.playerId))
      .where(eq(teams.leagueId, leagueId))
      .orderBy(players.lastName, players.firstName, players.id, desc(playerTeams.isCurrentTeam), teams.name),
  );
}
export type RosterRow = Awaited<ReturnType<typeof readLeagueRoster>>[number];

/** Players on no team at all: the players files of the leagues do not name them. */
export function readPlayersWithoutTeam(db: Executor) {
  return paced(
    db
      .select(playerColumns)
      .from(players)
      .where(sql`NOT EXISTS (SELECT 1 FROM ${playerTeams} WHERE ${playerTeams.playerId} = ${players.id})`)
      .orderBy(players.lastName, players.firstName, players.id),
  );
}

export async function readAwards(db: Executor) {
  const rows = await paced(
    db
      .select({ id: awards.id, name: awards.name, isShown: awards.isShown, LeagueId: awards.leagueId })
      .from(awards)
      .orderBy(awards.id),
  );
  const winners = await readAwardWinners(db);
  const playerIds = new Map<number, number[]>();
  for (const winner of winners)
    playerIds.set(winner.awardId, [...(playerIds.get(winner.awardId) ?? []), winner.playerId]);
  return rows.map((award) => ({
    ...award,
    PlayerIds: (playerIds.get(award.id) ?? []).sort((a, b) => a - b),
  }));
}

export function readAwardWinners(db: Executor) {
  return paced(
    db
      .select({
        awardId: awardPlayers.awardId,
        playerId: awardPlayers.playerId,
        firstName: players.firstName,
        lastName: players.lastName,
      })
      .from(awardPlayers)
      .innerJoin(players, eq(players.id, awardPlayers.playerId))
      .orderBy(awardPlayers.awardId, players.lastName, players.firstName, players.id),
  );
}

/** Each league's bracket with its seeds and the game of each scheduled matchup. */
export async function readPlayoffs(db: Executor) {
  const brackets = await paced(db.select().from(playoffBrackets).orderBy(playoffBrackets.id));
  const seeds = await paced(db.select().from(playoffSeeds).orderBy(playoffSeeds.bracketId, playoffSeeds.seed));
  const matchups = await paced(db.select().from(playoffGames).orderBy(playoffGames.bracketId, playoffGames.matchup));
  return brackets.map((bracket) => ({
    id: bracket.id,
    leagueId: bracket.leagueId,
    teamCount: bracket.teamCount,
    thirdPlace: bracket.thirdPlace,
    seeds: seeds.filter((seed) => seed.bracketId === bracket.id).map(({ seed, teamId }) => ({ seed, teamId })),
    games: matchups
      .filter((matchup) => matchup.bracketId === bracket.id)
      .map(({ matchup, gameId }) => ({ matchup, gameId })),
  }));
}

export function readAdvertisements(db: Executor) {
  return paced(
    db
      .select({
        id: advertisements.id,
        name: advertisements.name,
        imageUrl: advertisements.imageUrl,
        targetUrl: advertisements.targetUrl,
        isActive: advertisements.isActive,
      })
      .from(advertisements)
      .orderBy(advertisements.id),
  );
}

/** Each editable page as it reads now: its newest version. */
export async function readPages(db: Executor) {
  const versions = await paced(
    db.select().from(pageVersions).orderBy(asc(pageVersions.page), desc(pageVersions.version)),
  );
  const newest = versions.filter((row, index) => index === 0 || versions[index - 1]!.page !== row.page);
  return newest.map((row) => ({
    page: row.page,
    title: PAGE_TITLES[row.page],
    version: row.version,
    markdown: row.markdown,
    savedAt: iso(row.createdAt),
    savedBy: row.userName,
  }));
}

/** Every version of the waiver: registrations name the one they agreed to. */
export async function readWaivers(db: Executor) {
  const rows = await paced(db.select().from(waivers).orderBy(waivers.version));
  return rows.map((row) => ({
    version: row.version,
    text: row.text,
    createdAt: iso(row.createdAt),
    createdBy: row.userName,
  }));
}

/**
 * Registrations as admins read them. The hash of a match's confirmation link stays behind: it
 * is a secret, and a copy of it would let the link be recognised.
 */
export const registrationBatches = (db: Executor) =>
  keyset(
    async (after: number | null) => {
      const rows = await db
        .select({
          id: registrations.id,
          status: registrations.status,
          createdAt: registrations.createdAt,
          teamId: registrations.teamId,
          playerId: registrations.playerId,
          returning: registrations.returning,
          details: registrations.details,
          waiverVersion: registrations.waiverVersion,
          agreedAt: registrations.agreedAt,
          captainRequested: registrations.captainRequested,
          captainConfirmedAt: registrations.captainConfirmedAt,
          decidedAt: registrations.decidedAt,
          decidedBy: registrations.decidedBy,
          matchedPlayerId: registrations.matchedPlayerId,
          matchedBy: registrations.matchedBy,
          matchConfirmedAt: registrations.matchConfirmedAt,
        })
        .from(registrations)
        .where(after === null ? undefined : gt(registrations.id, after))
        .orderBy(registrations.id)
        .limit(BATCH_ROWS);
      return rows.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        agreedAt: iso(row.agreedAt),
        captainConfirmedAt: iso(row.captainConfirmedAt),
        decidedAt: iso(row.decidedAt),
        matchConfirmedAt: iso(row.matchConfirmedAt),
      }));
    },
    (row) => row.id,
  );
/**
 * Addresses that asked for no more email: a site restored from the export must not write to
 * them again. Their unsubscribe links' secrets stay behind.
 */
export const unsubscribeBatches = (db: Executor) =>
  keyset(
    async (after: string | null) => {
      const rows = await db
        .select({ email: mailRecipients.email, unsubscribedAt: mailRecipients.unsubscribedAt })
        .from(mailRecipients)
        .where(
          and(isNotNull(mailRecipients.unsubscribedAt), after === null ? undefined : gt(mailRecipients.email, after)),
        )
        .orderBy(mailRecipients.email)
        .limit(BATCH_ROWS);
      return rows.map((row) => ({ email: row.email, unsubscribedAt: iso(row.unsubscribedAt) }));
    },
    (row) => row.email,
  );

/** Who was merged into whom: an old player page's address leads to the kept player. */
export async function readPlayerMerges(db: Executor) {
  const rows = await paced(db.select().from(playerMerges).orderBy(playerMerges.id));
  return rows.map((row) => ({
    keptPlayerId: row.keptPlayerId,
    mergedPlayerId: row.mergedPlayerId,
    mergedName: row.mergedName,
    mergedEmail: row.mergedEmail,
    moved: row.moved,
    mergedBy: row.userName,
    mergedAt: iso(row.mergedAt),
  }));
}

/** The accounts, never their password hashes or sessions. */
export function readAdminUsers(db: Executor) {
  return paced(
    db
      .select({
        id: adminUsers.id,
        name: adminUsers.name,
        username: adminUsers.username,
        role: adminUsers.role,
        leagueId: adminUsers.leagueId,
        isProtected: adminUsers.isProtected,
      })
      .from(adminUsers)
      .orderBy(adminUsers.id),
  );
}

/** Each ad's clicks per league-local date. */
export function readAdClicks(db: Executor) {
  return paced(
    db
      .select({ advertisementId: adClicks.advertisementId, clickDate: adClicks.clickDate, clickCount: count() })
      .from(adClicks)
      .groupBy(adClicks.advertisementId, adClicks.clickDate)
      .orderBy(adClicks.advertisementId, adClicks.clickDate),
  );
}

/** The site's visits and distinct visitors per league-local date: the daily totals, kept for good. */
export function readVisitDays(db: Executor) {
  return paced(
    db
      .select({ visitDate: visitDays.visitDate, visits: visitDays.visits, visitors: visitDays.visitors })
      .from(visitDays)
      .orderBy(visitDays.visitDate),
  );
}

export function readVisitPlaces(db: Executor) {
  return paced(
    db
      .select({
        country: visitPlaces.country,
        region: visitPlaces.region,
        city: visitPlaces.city,
        visitors: visitPlaces.visitors,
      })
      .from(visitPlaces)
      .orderBy(desc(visitPlaces.visitors), visitPlaces.country, visitPlaces.region, visitPlaces.city),
  );
}
