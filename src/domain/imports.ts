import { z } from 'zod';
import { DATE_ORDERS, comparable } from './import-values.ts';
import { requiredText } from './fields.ts';
import { STORED_STATS, type StoredKey } from './stat-catalogue.ts';

/**
 * What the back office imports from a spreadsheet (docs/imports.md): each kind's columns, the
 * headers each column answers to (ours, other league software's), and the request and answer of
 * the preview and the import.
 */

/**
 * `needsLeague`: its rows go into a league chosen on the screen. `makesPastLeague`: it may make
 * that league, a past one whose dates are its games'. `oneGame`: it may go into one game and
 * team chosen on the screen.
 */
export const IMPORT_KINDS = {
  players: { label: 'Players', needsLeague: true, makesPastLeague: false, oneGame: false },
  teams: { label: 'Teams', needsLeague: true, makesPastLeague: false, oneGame: false },
  gyms: { label: 'Gyms', needsLeague: false, makesPastLeague: false, oneGame: false },
  schedule: { label: 'Schedule', needsLeague: true, makesPastLeague: true, oneGame: false },
  'box-scores': { label: 'Box scores', needsLeague: true, makesPastLeague: true, oneGame: true },
} as const;
export type ImportKind = keyof typeof IMPORT_KINDS;
export const IMPORT_KIND_KEYS = Object.keys(IMPORT_KINDS) as [ImportKind, ...ImportKind[]];

export type ImportColumn = {
  key: string;
  /** Our header: the template's and the export's. */
  header: string;
  /** Other headers that mean the same column, other league software's among them. */
  aliases: readonly string[];
  /** Shown under the header on the mapping screen and in the format's docs. */
  hint?: string;
  /** The template's example value. */
  example: string;
};

/** A column; aliases that read the same as its header or an earlier alias are dropped. */
function column(key: string, header: string, example: string, aliases: readonly string[] = [], hint?: string) {
  const seen = new Set([comparable(header)]);
  const distinct = aliases.filter((alias) => !seen.has(comparable(alias)) && seen.add(comparable(alias)));
  return { key, header, example, aliases: distinct, ...(hint ? { hint } : {}) } satisfies ImportColumn;
}

/** The headers each stored stat answers to, beyond its abbreviation and its names. */
const STAT_ALIASES = {
  minutes: ['MP', 'Minutes'],
  fgm: ['FG', 'Field Goals'],
  fga: ['Field Goal Attempts'],
  threepm: ['3P', '3PTM', 'Three Pointers Made', '3-Point Made'],
  threepa: ['3PTA', 'Three Pointers Attempted'],
  ftm: ['FT', 'Free Throws'],
  fta: ['Free Throw Attempts'],
  rebounds: ['TRB'],
  offensiveRebounds: ['OFF', 'ORB'],
  assists: [],
  steals: [],
  blocks: [],
  turnovers: ['TOV'],
  personalFouls: ['Fouls'],
} as const satisfies Record<StoredKey, readonly string[]>;

/** One player's line in the templates: 6 of 12 with 2 threes and 3 free throws, 17 points. */
const STAT_EXAMPLES = {
  minutes: '30',
  fgm: '6',
  fga: '12',
  threepm: '2',
  threepa: '5',
  ftm: '3',
  fta: '4',
  rebounds: '7',
  offensiveRebounds: '2',
  assists: '4',
  steals: '1',
  blocks: '0',
  turnovers: '2',
  personalFouls: '3',
} as const satisfies Record<StoredKey, string>;

/** `Field goals made (FGM)` is headed `FGM`. */
const abbreviationOf = (label: string) => /\(([^)]+)\)\s*$/.exec(label)?.[1] ?? label;

/**
 * One column a stored stat, as box scores count it: field goals with their threes, total
 * rebounds (docs/rules/numbers.md#stored-and-derived-lines); the import stores them as the
 * stat form does.
 */
export const STAT_COLUMNS = [...STORED_STATS]
  .sort((a, b) => a.field.order - b.field.order)
  .map((stat) =>
    column(
      stat.key,
      abbreviationOf(stat.field.label),
      STAT_EXAMPLES[stat.key],
      [stat.field.label.replace(/\s*\([^)]*\)\s*$/, ''), stat.label, ...STAT_ALIASES[stat.key]],
      'hint' in stat.field ? stat.field.hint : undefined,
    ),
  );

/** Box-score columns beside the stored stats: defensive rebounds instead of the total, and points as a check. */
const DEFENSIVE_REBOUNDS = column(
  'defensiveRebounds',
  'DREB',
  '',
  ['DEF', 'DRB', 'Defensive Rebounds'],
  'With OREB, instead of REB.',
);
const POINTS_CHECK = column('points', 'PTS', '17', ['Points'], 'Checked against FGM, 3PM and FTM.');

const GAME_COLUMNS = [
  column('date', 'Date', '2026-01-15', [], 'YYYY-MM-DD, or with slashes in the order chosen.'),
  column('time', 'Time', '19:30', [], '19:30 or 7:30 PM.'),
  column('gym', 'Gym', 'Northside Rec Center', ['Venue', 'Location']),
  column('home', 'Home', 'Hawks', ['Home team']),
  column('away', 'Away', 'Wolves', ['Away team']),
  column('homeScore', 'Home score', '54', ['Home points']),
  column('awayScore', 'Away score', '50', ['Away points']),
];

export const IMPORT_COLUMNS = {
  players: [
    column('firstName', 'First name', 'Jane', ['First']),
    column('lastName', 'Last name', 'Doe', ['Last', 'Surname']),
    column('fullName', 'Name', '', ['Full name', 'Player'], 'Instead of first and last name: "Jane Doe".'),
    column('email', 'Email', 'jane.doe@example.com', ['Email address', 'Mail']),
    column('phoneNumber', 'Phone', '(555) 123-4567', ['Phone number', 'Mobile', 'Cell']),
    column('team', 'Team', 'Hawks', ['Teams'], 'Several teams separated by |.'),
    column('jerseyNumber', 'Jersey', '23', ['Jersey number', 'Number', 'Squad Number', 'No']),
    column('position', 'Position', 'Point Guard', ['Positions']),
    column('age', 'Age', '27'),
    column('height', 'Height', `6'1''`),
    column('weight', 'Weight', '180', ['Weight (lbs)', 'lbs']),
    column('isCaptain', 'Captain', 'no', ['Is captain'], 'yes or no.'),
  ],
  teams: [column('name', 'Team', 'Hawks', ['Name', 'Team name']), column('logoUrl', 'Logo URL', '', ['Logo'])],
  gyms: [
    column('name', 'Gym', 'Northside Rec Center', ['Name', 'Location', 'Venue']),
    column('address', 'Address', '100 Main St', []),
    column('website', 'Website', '', ['Site URL', 'URL', 'Web']),
    column('mapsLink', 'Maps link', '', ['Map', 'Maps', 'Google Maps']),
    column('notes', 'Notes', '', ['Note']),
  ],
  schedule: GAME_COLUMNS,
  'box-scores': [
    ...GAME_COLUMNS,
    column('team', 'Team', 'Hawks', ['Teams'], "The player's team; a row with only a team starts its block."),
    column('results', 'Results', '', ['Result'], "The team's result figures separated by |, the final score last."),
    column('player', 'Player', 'Jane Doe', ['Players', 'Name']),
    column('jerseyNumber', 'Jersey', '', ['Jersey number', 'Number', 'Squad Number']),
    ...STAT_COLUMNS,
    DEFENSIVE_REBOUNDS,
    POINTS_CHECK,
  ],
} as const satisfies Record<ImportKind, readonly ImportColumn[]>;

/**
 * Headers of other league software that name something this site keeps elsewhere or not at all
 * (a player's leagues and seasons, a match day): recognised, shown as not imported, and never
 * asked about on the mapping screen.
 */
export const IGNORED_HEADERS: Record<ImportKind, readonly string[]> = {
  players: ['Leagues', 'Seasons', 'Nationality', 'Date of Birth'],
  teams: ['Leagues', 'Seasons', 'Site URL', 'Abbreviation', 'Home'],
  gyms: [],
  schedule: ['Match Day', 'Event', 'League', 'Season'],
  'box-scores': ['Outcome', 'Event', 'League', 'Season'],
};

export type ColumnKey<Kind extends ImportKind> = (typeof IMPORT_COLUMNS)[Kind][number]['key'];

/** The column a header means for a kind, or null; an ignored header answers `ignored`. */
export function columnOfHeader(kind: ImportKind, header: string): string | 'ignored' | null {
  const wanted = comparable(header);
  if (wanted === '') return null;
  for (const candidate of IMPORT_COLUMNS[kind]) {
    if ([candidate.header, ...candidate.aliases].some((name) => comparable(name) === wanted)) return candidate.key;
  }
  return IGNORED_HEADERS[kind].some((name) => comparable(name) === wanted) ? 'ignored' : null;
}

/** The columns a file's headers are matched to: by header, then as the admin mapped them; a column is used once. */
export function mapColumns(
  kind: ImportKind,
  headers: readonly string[],
  chosen: Readonly<Record<string, string>> = {},
): (string | null)[] {
  const keys = new Set<string>(IMPORT_COLUMNS[kind].map((candidate) => candidate.key));
  const used = new Set<string>();
  return headers.map((header) => {
    const choice = Object.hasOwn(chosen, header) ? chosen[header] : undefined;
    const key = choice === undefined ? columnOfHeader(kind, header) : choice === '' ? null : choice;
    if (key === null || key === 'ignored' || !keys.has(key) || used.has(key)) return null;
    used.add(key);
    return key;
  });
}

/** The template of a kind: our headers and one example row. */
export function importTemplate(kind: ImportKind): { header: string[]; example: string[] } {
  const columns = IMPORT_COLUMNS[kind].filter((candidate) => !(kind === 'players' && candidate.key === 'fullName'));
  return {
    header: columns.map((candidate) => candidate.header),
    example: columns.map((candidate) => candidate.example),
  };
}

/**
 * The largest file the importer reads: four times a 10,000-line season as CSV, and small enough
 * that reading its request never holds the server for long.
 */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;
/** The most rows one import holds. */
export const MAX_IMPORT_ROWS = 50_000;
export const IMPORT_FORMATS = ['csv', 'xlsx', 'text'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it into smaller files.`;

/**
 * `POST /api/imports/preview` and `POST /api/imports`: the file (CSV or pasted text as text, an
 * Excel file as base64), its kind, the league it goes into (or a new past league), how the admin
 * mapped columns the importer did not recognise, and how slashed dates are ordered. The import
 * also sends the preview's digest: what is saved is what was previewed.
 */
export const importRequest = z.object(
  {
    kind: z.enum(IMPORT_KIND_KEYS, { error: 'Choose what the file holds.' }),
    format: z.enum(IMPORT_FORMATS, { error: 'The file must be a CSV file, an Excel file or pasted text.' }),
    fileName: z.string().max(255).default(''),
    data: z
      .string({ error: 'Choose a file, or paste rows from a spreadsheet.' })
      .min(1, 'Choose a file, or paste rows from a spreadsheet.')
      // Base64 of an Excel file is a third larger than the file.
      .max(Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 4, TOO_LARGE_MESSAGE),
    leagueId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    /** A past league the import creates, its dates those of its games. */
    newLeagueName: requiredText('League name is required.').nullable().default(null),
    /** Box scores of one game and one team, when the file names neither (SportsPress's event performance). */
    gameId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    teamId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    mapping: z.record(z.string().max(200), z.string().max(40)).default({}),
    dateOrder: z.enum(DATE_ORDERS).default('mdy'),
    digest: z.string().max(100).optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type ImportRequest = z.input<typeof importRequest>;
export type ParsedImportRequest = z.infer<typeof importRequest>;

export const ROW_OUTCOMES = {
  new: 'New',
  matched: 'Matched',
  unchanged: 'Unchanged',
  refused: 'Refused',
} as const;
export type RowOutcome = keyof typeof ROW_OUTCOMES;

export const previewRow = z.object({
  /** The row's line in the file, as a spreadsheet numbers it (the header is line 1). */
  line: z.number().int(),
  outcome: z.enum(Object.keys(ROW_OUTCOMES) as [RowOutcome, ...RowOutcome[]]),
  /** What the row is, in a few words: "Jane Doe, Hawks". */
  what: z.string(),
  /** What happens to it beyond its outcome ("matched to Jane Doe by email"), or why it is refused. */
  note: z.string(),
});
export type PreviewRow = z.infer<typeof previewRow>;

export const importPreview = z.object({
  kind: z.enum(IMPORT_KIND_KEYS),
  columns: z.array(z.object({ header: z.string(), key: z.string().nullable(), ignored: z.boolean() })),
  rows: z.array(previewRow),
  counts: z.object({ new: z.number(), matched: z.number(), unchanged: z.number(), refused: z.number() }),
  /** What the import creates beside its rows: teams named in a schedule, the past league. */
  alsoCreates: z.array(z.string()),
  /** The plan's fingerprint: the import is refused when the league's data changed since. */
  digest: z.string(),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importSummary = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KIND_KEYS),
  fileName: z.string(),
  leagueId: z.number().int().nullable(),
  leagueName: z.string().nullable(),
  counts: z.record(z.string(), z.number()),
  importedBy: z.string(),
  importedAt: z.string(),
  undoneAt: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummary>;

export const NOTHING_TO_IMPORT = 'The file has no rows to import.';
export const REFUSED_ROWS_MESSAGE = 'Some rows are refused. Correct them in the file and preview it again.';
export const CHANGED_SINCE_PREVIEW = "The league's data changed since the preview. Preview the file again.";
