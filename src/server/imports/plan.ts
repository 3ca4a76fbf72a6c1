import { createHash } from 'node:crypto';
import { z } from 'zod';
import { sameName } from '#domain/import-values.ts';
import { mapColumns, ROW_OUTCOMES, type ImportKind, type PreviewRow, type RowOutcome } from '#domain/imports.ts';
import type { StoredLine } from '#domain/stats.ts';
import type { ImportContext, PlayerRow } from './context.ts';
import type { Table } from './read-table.ts';
import { now } from './turns.ts';

/**
 * An import's plan: what each row of the file does, and the records it creates or fills in
 * (docs/imports.md#preview). The preview shows it; the import saves it, planned again in its
 * transaction and saved only if it is the plan the admin saw.
 */

/** An existing record's id, or the key of one this import creates. */
export type Ref = number | string;

export type NewPlayer = {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  position: string | null;
  age: number | null;
  height: string | null;
  weight: number | null;
  jerseyNumber: number | null;
  isCaptain: boolean;
};

export type NewGym = {
  key: string;
  name: string;
  address: string;
  website: string | null;
  mapsLink: string | null;
  notes: string | null;
};

export type NewGame = {
  key: string;
  home: Ref;
  away: Ref;
  gym: number;
  date: string;
  time: string;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
};

export type Plan = {
  rows: PreviewRow[];
  alsoCreates: string[];
  /** A past league to create, with its games' first and last dates. */
  newLeague: { name: string; startDate: string; endDate: string } | null;
  gyms: NewGym[];
  teams: { key: string; name: string; logoUrl: string | null }[];
  players: NewPlayer[];
  links: { player: Ref; team: Ref; isCurrentTeam: boolean }[];
  games: NewGame[];
  /** Existing games without a score, given one. */
  scores: { gameId: number; homeTeamScore: number; awayTeamScore: number }[];
  lines: { game: Ref; player: Ref; team: Ref; line: StoredLine }[];
};

export function emptyPlan(): Plan {
  return {
    rows: [],
    alsoCreates: [],
    newLeague: null,
    gyms: [],
    teams: [],
    players: [],
    links: [],
    games: [],
    scores: [],
    lines: [],
  };
}

/** A row's cells by column key, as the mapping reads them. */
export type Row = { line: number; get: (key: string) => string; has: (key: string) => boolean };

/** `blanks`: what a cell the file leaves blank (or has no column for) reads as. */
export async function rowsOfTable(
  kind: ImportKind,
  table: Table,
  mapping: Readonly<Record<string, string>>,
  blanks: Readonly<Record<string, string>> = {},
): Promise<Row[]> {
  const keys = mapColumns(kind, table.headers, mapping);
  const index = new Map<string, number>();
  keys.forEach((key, position) => {
    if (key !== null) index.set(key, position);
  });
  const rows: Row[] = [];
  for (const { line, cells } of table.rows) {
    await now();
    rows.push({
      line,
      get: (key) => {
        const position = index.get(key);
        return (position === undefined ? '' : cells[position]!.trim()) || (blanks[key] ?? '');
      },
      has: (key) => index.has(key) || key in blanks,
    });
  }
  return rows;
}

export function addRow(plan: Plan, line: number, outcome: RowOutcome, what: string, note = '') {
  plan.rows.push({ line, outcome, what, note });
}

/** The first message of a failed parse, which is the spec's message of the first failing field. */
export const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'The row is not valid.';

/**
 * A plan's fingerprint: the same file planned against the same data gives the same one. Each
 * part's items are hashed one by one, a turn of the event loop every few hundred: the plan of
 * a season of 10,000 stat lines is some megabytes of JSON, which made at once held the server.
 */
export async function digestOf(plan: Plan): Promise<string> {
  const hash = createHash('sha256');
  for (const [part, value] of Object.entries(plan)) {
    hash.update(`${JSON.stringify(part)}:`);
    if (!Array.isArray(value)) {
      hash.update(`${JSON.stringify(value)}\n`);
      continue;
    }
    // An item's JSON holds no raw line break: one ends each item, and `]` the part.
    for (const item of value) {
      hash.update(`${JSON.stringify(item)}\n`);
      await now();
    }
    hash.update(']');
  }
  return hash.digest('hex').slice(0, 32);
}

export function countsOf(rows: readonly PreviewRow[]) {
  const counts = Object.fromEntries(Object.keys(ROW_OUTCOMES).map((outcome) => [outcome, 0])) as Record<
    RowOutcome,
    number
  >;
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/**
 * The teams of the target league by name, and the ones the import creates: a team needs only
 * its name, so a file may name teams that are not there yet.
 */
export class TeamsOfImport {
  private readonly created = new Map<string, string>();
  private readonly context: ImportContext;
  private readonly plan: Plan;

  constructor(context: ImportContext, plan: Plan) {
    this.context = context;
    this.plan = plan;
  }

  refOf(name: string): { ref: Ref; isNew: boolean } {
    const existing = this.context.teamsByName.get(sameName(name));
    if (existing) return { ref: existing.id, isNew: false };
    const key = `team:${sameName(name)}`;
    if (!this.created.has(key)) {
      this.created.set(key, name);
      this.plan.teams.push({ key, name, logoUrl: null });
      this.plan.alsoCreates.push(`Team ${name} in ${this.context.league?.name ?? 'the league'}`);
    }
    return { ref: key, isNew: true };
  }

  /** The name a team is shown by in the preview. */
  nameOf(ref: Ref): string {
    if (typeof ref === 'string') return this.created.get(ref) ?? ref;
    for (const team of this.context.teamsByName.values()) if (team.id === ref) return team.name;
    return String(ref);
  }
}

/** Who a person in a file is: a player on file, one made earlier in the same file, or nobody yet. */
export type PersonMatch =
  { kind: 'player'; ref: Ref; how: string } | { kind: 'ambiguous'; count: number } | { kind: 'none' };

/**
 * The one-person-one-player rules (docs/decisions/030-one-person-one-player.md): the same email
 * (any case) is the same person; so are the same name and phone number. A file without contact
 * details (a past season's box scores) matches by name when exactly one player has it.
 */
export class PeopleOfImport {
  private readonly byEmail = new Map<string, Ref>();
  private readonly byNamePhone = new Map<string, Ref>();
  private readonly byName = new Map<string, Ref[]>();
  private readonly names = new Map<Ref, string>();

  constructor(players: readonly PlayerRow[]) {
    for (const player of players) this.remember(player.id, player);
  }

  remember(ref: Ref, person: { firstName: string; lastName: string; email: string; phoneNumber: string }) {
    const name = sameName(`${person.firstName} ${person.lastName}`);
    if (person.email !== '') this.byEmail.set(person.email.toLowerCase(), ref);
    if (person.phoneNumber !== '') this.byNamePhone.set(`${name}|${person.phoneNumber}`, ref);
    this.byName.set(name, [...(this.byName.get(name) ?? []), ref]);
    this.names.set(ref, `${person.firstName} ${person.lastName}`);
  }

  nameOf(ref: Ref): string {
    return this.names.get(ref) ?? String(ref);
  }

  match(
    person: { firstName: string; lastName: string; email: string; phoneNumber: string },
    among?: readonly Ref[],
  ): PersonMatch {
    const name = sameName(`${person.firstName} ${person.lastName}`);
    const email = person.email.toLowerCase();
    if (email !== '' && this.byEmail.has(email))
      return { kind: 'player', ref: this.byEmail.get(email)!, how: 'by email' };
    const phone = `${name}|${person.phoneNumber}`;
    if (person.phoneNumber !== '' && this.byNamePhone.has(phone)) {
      return { kind: 'player', ref: this.byNamePhone.get(phone)!, how: 'by name and phone' };
    }
    if (email !== '' || person.phoneNumber !== '') return { kind: 'none' };
    const named = this.byName.get(name) ?? [];
    // On the team already: the same name there is the same player.
    const onTeam = among ? named.filter((ref) => among.includes(ref)) : [];
    if (onTeam.length === 1) return { kind: 'player', ref: onTeam[0]!, how: 'by name, on the team' };
    if (named.length === 1) return { kind: 'player', ref: named[0]!, how: 'by name' };
    if (named.length > 1) return { kind: 'ambiguous', count: named.length };
    return { kind: 'none' };
  }
}

/** `refused` rows say why in the message of the first failing field. */
export function refuse(plan: Plan, line: number, what: string, message: string) {
  addRow(plan, line, 'refused', what, message);
}
