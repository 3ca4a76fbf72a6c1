import { IMPORT_COLUMNS, STAT_COLUMNS, type ImportColumn, type ImportKind } from '#domain/imports.ts';
import { formFromStored } from '#domain/player-stats.ts';
import { SETTINGS_LABELS, type SiteSettings } from '#domain/site.ts';
import { STORED_STATS, type StoredKey } from '#domain/stat-catalogue.ts';
import { points } from '#domain/stat-formulas.ts';
import type { Executor } from '../db/client.ts';
import { readSettings } from '../site/settings.ts';
import {
  gameBatches,
  playerTeamBatches,
  readAdClicks,
  readAdminUsers,
  readAdvertisements,
  readAwards,
  readAwardWinners,
  readBoxScoreLines,
  readLeagueGames,
  readLeagueRoster,
  readLeagues,
  readLocations,
  readPages,
  readPlayerMerges,
  readPlayersWithoutTeam,
  readPlayoffs,
  readTeams,
  readVisitDays,
  readVisitPlaces,
  readWaivers,
  registrationBatches,
  unsubscribeBatches,
  type BoxScoreLineRow,
  type ExportedGame,
  type ExportedLeague,
  type ExportedTeam,
  type RosterRow,
} from './read.ts';

/**
 * The files of the export's zip (docs/export-format.md#the-zip). The five kinds the importer
 * takes are written with its headers and as it reads cells, one file per league, so that each
 * file can be imported again as it is; every other table has a file with headers of its own.
 */

export type Cell = string | number | boolean | null;
export type CsvFile = { path: string; header: readonly string[]; rows: AsyncIterable<Cell[][]> };

/** The players file of the players on no team, beside one file per league. */
const WITHOUT_TEAM = 'without-team';
/** A box-score file is read 50 games at a time: about a thousand lines, as big as the other pages. */
const GAMES_PER_BATCH = 50;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
/** The importer reads `19:30`; the database keeps `19:30:00`. */
const clock = (time: string) => time.slice(0, 5);
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The importer's own header of each column, by its key: a column it no longer has fails here, not in a spreadsheet. */
function importHeaders(kind: ImportKind, keys: readonly string[]): string[] {
  const columns: readonly ImportColumn[] = IMPORT_COLUMNS[kind];
  return keys.map((key) => {
    const found = columns.find((column) => column.key === key);
    if (!found) throw new Error(`The ${kind} import has no column ${key}.`);
    return found.header;
  });
}

function storedKey(key: string): StoredKey {
  const stat = STORED_STATS.find((candidate) => candidate.key === key);
  if (!stat) throw new Error(`${key} is not a stored stat.`);
  return stat.key;
}

/** The box score's stat columns, as the importer orders and heads them. */
const STAT_KEYS = STAT_COLUMNS.map((column) => storedKey(column.key));
const GAME_KEYS = ['date', 'time', 'gym', 'home', 'away', 'homeScore', 'awayScore'];

export const IMPORT_FILE_KEYS = {
  players: [
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'team',
    'jerseyNumber',
    'position',
    'age',
    'height',
    'weight',
    'isCaptain',
  ],
  teams: ['name', 'logoUrl'],
  gyms: ['name', 'address', 'website', 'mapsLink', 'notes'],
  schedule: GAME_KEYS,
  // Total rebounds (REB) rather than defensive ones (DREB), and points as the importer's check.
  'box-scores': [...GAME_KEYS, 'team', 'player', 'jerseyNumber', ...STAT_KEYS, 'points'],
} satisfies Record<ImportKind, readonly string[]>;

const HEADERS = {
  players: importHeaders('players', IMPORT_FILE_KEYS.players),
  teams: importHeaders('teams', IMPORT_FILE_KEYS.teams),
  gyms: importHeaders('gyms', IMPORT_FILE_KEYS.gyms),
  schedule: importHeaders('schedule', IMPORT_FILE_KEYS.schedule),
  'box-scores': importHeaders('box-scores', IMPORT_FILE_KEYS['box-scores']),
};

async function* once(read: () => Promise<Cell[][]>): AsyncGenerator<Cell[][]> {
  yield await read();
}

async function* mapped<Row>(batches: AsyncIterable<Row[]>, cells: (row: Row) => Cell[]): AsyncGenerator<Cell[][]> {
  for await (const rows of batches) yield rows.map(cells);
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** Each league's file name in the per-league folders: its name made safe, its id added when two would be the same. */
export function leagueFileNames(leagues: readonly { id: number; name: string }[]): Map<number, string> {
  const used = new Set([WITHOUT_TEAM]);
  const names = new Map<number, string>();
  for (const league of leagues) {
    const base = slug(league.name) || `league-${league.id}`;
    let name = base;
    for (let tries = 1; used.has(name); tries++) name = `${base}-${league.id}${tries > 1 ? `-${tries}` : ''}`;
    used.add(name);
    names.set(league.id, name);
  }
  return names;
}

type Names = {
  leagues: Map<number, ExportedLeague>;
  teams: Map<number, ExportedTeam>;
  gyms: Map<number, string>;
};

const nameOf = (names: Map<number, string | { name: string }>, id: number | null) => {
  const found = id === null ? undefined : names.get(id);
  return found === undefined ? null : typeof found === 'string' ? found : found.name;
};

function gameCells(game: ExportedGame, names: Names): Cell[] {
  return [
    game.date,
    clock(game.time),
    nameOf(names.gyms, game.locationId),
    nameOf(names.teams, game.homeTeamId),
    nameOf(names.teams, game.awayTeamId),
    game.homeTeamScore,
    game.awayTeamScore,
  ];
}

/** A line as box scores count it: field goals with their threes, total rebounds (docs/rules/numbers.md). */
function boxScoreCells(line: BoxScoreLineRow, names: Names): Cell[] {
  const shown = formFromStored(line);
  return [
    ...gameCells(line.game, names),
    nameOf(names.teams, line.teamId),
    `${line.firstName} ${line.lastName}`,
    line.jerseyNumber,
    ...STAT_KEYS.map((key) => shown[key]),
    points(line),
  ];
}

async function* boxScoreRows(db: Executor, leagueId: number, names: Names): AsyncGenerator<Cell[][]> {
  const schedule = await readLeagueGames(db, leagueId);
  for (let start = 0; start < schedule.length; start += GAMES_PER_BATCH) {
    const lines = await readBoxScoreLines(db, schedule.slice(start, start + GAMES_PER_BATCH));
    yield lines.map((line) => boxScoreCells(line, names));
  }
}

type PlayerCells = Omit<RosterRow, 'teamName' | 'isCurrentTeam'>;
const playerCells = (player: PlayerCells, teamNames: readonly string[]): Cell[] => [
  player.firstName,
  player.lastName,
  player.email,
  player.phoneNumber,
  // The importer reads several teams of one cell separated by |.
  teamNames.join('|'),
  player.jerseyNumber,
  player.position,
  player.age,
  player.height,
  player.weight,
  yesNo(player.isCaptain),
];

/** One row per player of the league, naming each of the player's teams in it, the current ones first. */
async function leaguePlayerRows(db: Executor, leagueId: number): Promise<Cell[][]> {
  const players = new Map<number, { player: RosterRow; teams: string[] }>();
  for (const link of await readLeagueRoster(db, leagueId)) {
    const seen = players.get(link.id);
    if (seen) seen.teams.push(link.teamName);
    else players.set(link.id, { player: link, teams: [link.teamName] });
  }
  return [...players.values()].map(({ player, teams }) => playerCells(player, teams));
}

function settingsRows(settings: SiteSettings): Cell[][] {
  return (Object.keys(SETTINGS_LABELS) as (keyof typeof SETTINGS_LABELS)[])
    .filter((key): key is keyof SiteSettings => key in settings)
    .map((key) => {
      const value = settings[key];
      return [key, SETTINGS_LABELS[key], typeof value === 'boolean' ? yesNo(value) : value];
    });
}

/** Every file of the zip, in order; each reads its rows only when the zip comes to it. */
export async function* csvFiles(db: Executor, defaults: SiteSettings): AsyncGenerator<CsvFile> {
  // One after another: in the export's transaction every read goes through one connection.
  const leagueList = await readLeagues(db);
  const teamList = await readTeams(db);
  const gymList = await readLocations(db);
  const fileNames = leagueFileNames(leagueList);
  const names: Names = {
    leagues: new Map(leagueList.map((league) => [league.id, league])),
    teams: new Map(teamList.map((team) => [team.id, team])),
    gyms: new Map(gymList.map((gym) => [gym.id, gym.name])),
  };
  const leagueName = (id: number | null) => (id === null ? null : (names.leagues.get(id)?.name ?? null));
  const inLeague = (leagueId: number) => `${fileNames.get(leagueId)!}.csv`;

  yield {
    path: 'leagues.csv',
    header: [
      'League ID',
      'League',
      'File name',
      'Start date',
      'End date',
      'Active',
      'Registration open',
      'Registration approval',
      'Roster limit',
    ],
    rows: once(async () =>
      leagueList.map((league) => [
        league.id,
        league.name,
        inLeague(league.id),
        league.startDate,
        league.endDate,
        yesNo(league.isActive),
        yesNo(league.isRegistrationOpen),
        league.registrationApproval,
        league.rosterLimit,
      ]),
    ),
  };
  yield {
    path: 'gyms.csv',
    header: HEADERS.gyms,
    rows: once(async () => gymList.map((gym) => [gym.name, gym.address, gym.website, gym.mapsLink, gym.notes])),
  };
  for (const league of leagueList) {
    yield {
      path: `teams/${inLeague(league.id)}`,
      header: HEADERS.teams,
      rows: once(async () =>
        teamList.filter((team) => team.LeagueId === league.id).map((team) => [team.name, team.logoUrl]),
      ),
    };
  }
  for (const league of leagueList) {
    yield {
      path: `players/${inLeague(league.id)}`,
      header: HEADERS.players,
      rows: once(() => leaguePlayerRows(db, league.id)),
    };
  }
  yield {
    path: `players/${WITHOUT_TEAM}.csv`,
    header: HEADERS.players,
    rows: once(async () => (await readPlayersWithoutTeam(db)).map((player) => playerCells(player, []))),
  };
  for (const league of leagueList) {
    yield {
      path: `schedule/${inLeague(league.id)}`,
      header: HEADERS.schedule,
      rows: once(async () => (await readLeagueGames(db, league.id)).map((game) => gameCells(game, names))),
    };
  }
  for (const league of leagueList) {
    yield {
      path: `box-scores/${inLeague(league.id)}`,
      header: HEADERS['box-scores'],
      rows: boxScoreRows(db, league.id, names),
    };
  }

  yield {
    path: 'player-teams.csv',
    header: ['Player ID', 'League', 'Team ID', 'Team', 'Current team'],
    rows: mapped(playerTeamBatches(db), (link) => {
      const team = names.teams.get(link.TeamId);
      return [
        link.PlayerId,
        leagueName(team?.LeagueId ?? null),
        link.TeamId,
        team?.name ?? null,
        yesNo(link.isCurrentTeam),
      ];
    }),
  };
  yield {
    path: 'team-fees.csv',
    header: ['League', 'Team ID', 'Team', 'Fee paid', 'Paid on'],
    rows: once(async () =>
      teamList.flatMap((team) =>
        team.feePaidCents === null
          ? []
          : [[leagueName(team.LeagueId), team.id, team.name, dollars(team.feePaidCents), team.feePaidOn]],
      ),
    ),
  };
  yield {
    path: 'games.csv',
    header: [
      'Game ID',
      'League',
      'Date',
      'Time',
      'Home',
      'Away',
      'Gym',
      'Status',
      'Status reason',
      'Forfeited by',
      'Rescheduled from',
      'Playoff',
      'Score only',
    ],
    rows: mapped(gameBatches(db), (game) => [
      game.id,
      leagueName(game.leagueId),
      game.date,
      clock(game.time),
      nameOf(names.teams, game.homeTeamId),
      nameOf(names.teams, game.awayTeamId),
      nameOf(names.gyms, game.locationId),
      game.status,
      game.statusReason,
      game.forfeitedBy,
      game.rescheduledFrom,
      yesNo(game.playoff),
      yesNo(game.scoreOnly),
    ]),
  };
  yield {
    path: 'awards.csv',
    header: ['Award ID', 'League', 'Award', 'Shown'],
    rows: once(async () =>
      (await readAwards(db)).map((award) => [award.id, leagueName(award.LeagueId), award.name, yesNo(award.isShown)]),
    ),
  };
  yield {
    path: 'award-players.csv',
    header: ['Award ID', 'Player ID', 'First name', 'Last name'],
    rows: once(async () =>
      (await readAwardWinners(db)).map((winner) => [
        winner.awardId,
        winner.playerId,
        winner.firstName,
        winner.lastName,
      ]),
    ),
  };
  const playoffs = await readPlayoffs(db);
  yield {
    path: 'playoffs.csv',
    header: ['League', 'Teams', 'Third-place game'],
    rows: once(async () =>
      playoffs.map((bracket) => [leagueName(bracket.leagueId), bracket.teamCount, yesNo(bracket.thirdPlace)]),
    ),
  };
  yield {
    path: 'playoff-seeds.csv',
    header: ['League', 'Seed', 'Team ID', 'Team'],
    rows: once(async () =>
      playoffs.flatMap((bracket) =>
        bracket.seeds.map((seed) => [
          leagueName(bracket.leagueId),
          seed.seed,
          seed.teamId,
          nameOf(names.teams, seed.teamId),
        ]),
      ),
    ),
  };
  yield {
    path: 'playoff-games.csv',
    header: ['League', 'Matchup', 'Game ID'],
    rows: once(async () =>
      playoffs.flatMap((bracket) =>
        bracket.games.map((game) => [leagueName(bracket.leagueId), game.matchup, game.gameId]),
      ),
    ),
  };
  yield {
    path: 'settings.csv',
    header: ['Setting', 'Name', 'Value'],
    rows: once(async () => settingsRows(await readSettings(db, defaults))),
  };
  yield {
    path: 'pages.csv',
    header: ['Page', 'Title', 'Version', 'Saved at', 'Saved by', 'Markdown'],
    rows: once(async () =>
      (await readPages(db)).map((page) => [
        page.page,
        page.title,
        page.version,
        page.savedAt,
        page.savedBy,
        page.markdown,
      ]),
    ),
  };
  yield {
    path: 'waivers.csv',
    header: ['Version', 'Created at', 'Created by', 'Text'],
    rows: once(async () =>
      (await readWaivers(db)).map((waiver) => [waiver.version, waiver.createdAt, waiver.createdBy, waiver.text]),
    ),
  };
  yield {
    path: 'registrations.csv',
    header: [
      'Registration ID',
      'Status',
      'Registered at',
      'League',
      'Team ID',
      'Team',
      'Player ID',
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Position',
      'Age',
      'Height',
      'Weight',
      'Jersey',
      'Returning player',
      'Possible match (player ID)',
      'Matched by',
      'Match confirmed at',
      'Waiver version',
      'Agreed to waiver at',
      'Captain requested',
      'Captain confirmed at',
      'Decided at',
      'Decided by',
    ],
    rows: mapped(registrationBatches(db), (registration) => {
      const team = names.teams.get(registration.teamId);
      const { details } = registration;
      return [
        registration.id,
        registration.status,
        registration.createdAt,
        leagueName(team?.LeagueId ?? null),
        registration.teamId,
        team?.name ?? null,
        registration.playerId,
        details.firstName,
        details.lastName,
        details.email,
        details.phoneNumber,
        details.position,
        details.age,
        details.height,
        details.weight,
        details.jerseyNumber,
        yesNo(registration.returning),
        registration.matchedPlayerId,
        registration.matchedBy,
        registration.matchConfirmedAt,
        registration.waiverVersion,
        registration.agreedAt,
        yesNo(registration.captainRequested),
        registration.captainConfirmedAt,
        registration.decidedAt,
        registration.decidedBy,
      ];
    }),
  };
  yield {
    path: 'email-unsubscribes.csv',
    header: ['Email', 'Unsubscribed at'],
    rows: mapped(unsubscribeBatches(db), (recipient) => [recipient.email, recipient.unsubscribedAt]),
  };
  yield {
    path: 'player-merges.csv',
    header: ['Kept player ID', 'Merged player ID', 'Merged name', 'Merged email', 'Merged by', 'Merged at'],
    rows: once(async () =>
      (await readPlayerMerges(db)).map((merge) => [
        merge.keptPlayerId,
        merge.mergedPlayerId,
        merge.mergedName,
        merge.mergedEmail,
        merge.mergedBy,
        merge.mergedAt,
      ]),
    ),
  };
  yield {
    path: 'admins.csv',
    header: ['User ID', 'Name', 'Username', 'Role', 'League', 'Protected'],
    rows: once(async () =>
      (await readAdminUsers(db)).map((user) => [
        user.id,
        user.name,
        user.username,
        user.role,
        leagueName(user.leagueId),
        yesNo(user.isProtected),
      ]),
    ),
  };
  const ads = await readAdvertisements(db);
  yield {
    path: 'advertisements.csv',
    header: ['Ad ID', 'Name', 'Image URL', 'Target URL', 'Active'],
    rows: once(async () => ads.map((ad) => [ad.id, ad.name, ad.imageUrl, ad.targetUrl, yesNo(ad.isActive)])),
  };
  yield {
    path: 'ad-clicks.csv',
    header: ['Ad ID', 'Ad', 'Date', 'Clicks'],
    rows: once(async () =>
      (await readAdClicks(db)).map((day) => [
        day.advertisementId,
        ads.find((ad) => ad.id === day.advertisementId)?.name ?? null,
        day.clickDate,
        day.clickCount,
      ]),
    ),
  };
  yield {
    path: 'visits.csv',
    header: ['Date', 'Visits', 'Visitors'],
    rows: once(async () => (await readVisitDays(db)).map((day) => [day.visitDate, day.visits, day.visitors])),
  };
  yield {
    path: 'visitor-places.csv',
    header: ['Country', 'Region', 'City', 'Visitors'],
    rows: once(async () =>
      (await readVisitPlaces(db)).map((place) => [place.country, place.region, place.city, place.visitors]),
    ),
  };
}
