import { z } from 'zod';
import { readYesNo, sameName, splitFullName, splitList } from '#domain/import-values.ts';
import { locationBody } from '#domain/locations.ts';
import { playerFields, POSITIONS } from '#domain/players.ts';
import { newTeamBody } from '#domain/teams.ts';
import type { ImportContext } from './context.ts';
import { addRow, firstMessage, PeopleOfImport, refuse, TeamsOfImport, type Plan, type Ref, type Row } from './plan.ts';
import { now } from './turns.ts';

/** Gyms: new by name, or the gym on file of that name (whose details stay as they are). */
export async function planGyms(plan: Plan, context: ImportContext, rows: readonly Row[]) {
  const seen = new Map<string, number>();
  for (const row of rows) {
    await now();
    const parsed = locationBody.safeParse({
      name: row.get('name'),
      address: row.get('address'),
      website: row.get('website'),
      mapsLink: row.get('mapsLink'),
      notes: row.get('notes'),
    });
    const what = row.get('name');
    if (!parsed.success) {
      refuse(plan, row.line, what, firstMessage(parsed.error));
      continue;
    }
    const gym = parsed.data;
    const name = sameName(gym.name);
    const earlier = seen.get(name);
    if (earlier !== undefined) {
      refuse(plan, row.line, gym.name, `Line ${earlier} names the same gym.`);
      continue;
    }
    seen.set(name, row.line);
    const existing = context.gymsByName.get(name);
    if (!existing) {
      plan.gyms.push({ key: `gym:${name}`, ...gym });
      addRow(plan, row.line, 'new', gym.name, gym.address);
    } else if (existing.address === gym.address) {
      addRow(plan, row.line, 'unchanged', gym.name, 'Already on file.');
    } else {
      addRow(plan, row.line, 'matched', gym.name, `Already on file at ${existing.address}; its details are kept.`);
    }
  }
}

const teamFields = newTeamBody.omit({ LeagueId: true });

/** Teams of the league: new by name, or the team of that name in the league. */
export async function planTeams(plan: Plan, context: ImportContext, rows: readonly Row[]) {
  const seen = new Map<string, number>();
  for (const row of rows) {
    await now();
    const parsed = teamFields.safeParse({ name: row.get('name'), logoUrl: row.get('logoUrl') });
    if (!parsed.success) {
      refuse(plan, row.line, row.get('name'), firstMessage(parsed.error));
      continue;
    }
    const team = parsed.data;
    const name = sameName(team.name);
    const earlier = seen.get(name);
    if (earlier !== undefined) {
      refuse(plan, row.line, team.name, `Line ${earlier} names the same team.`);
      continue;
    }
    seen.set(name, row.line);
    const existing = context.teamsByName.get(name);
    if (!existing) {
      plan.teams.push({ key: `team:${name}`, name: team.name, logoUrl: team.logoUrl });
      addRow(plan, row.line, 'new', team.name);
    } else if ((team.logoUrl ?? existing.logoUrl) === existing.logoUrl) {
      addRow(plan, row.line, 'unchanged', team.name, 'Already in the league.');
    } else {
      addRow(plan, row.line, 'matched', team.name, 'Already in the league; its logo is kept.');
    }
  }
}

/** Position as a spreadsheet may write it: any case, or the usual letters (PG, SG, SF, PF, C). */
const POSITION_LETTERS: Record<string, string> = {
  pg: 'Point Guard',
  sg: 'Shooting Guard',
  sf: 'Small Forward',
  pf: 'Power Forward',
  c: 'Center',
};
function positionOf(cell: string): string {
  const text = cell.trim().toLowerCase();
  return POSITIONS.find((position) => position.toLowerCase() === text) ?? POSITION_LETTERS[text] ?? cell;
}

/** Height as people write it: 6'1'', 6'1", 6-1, 6 ft 1. */
function heightOf(cell: string): string {
  const match = /^([56])\s*(?:'|’|ft|-|\s)\s*(\d{1,2})\s*(?:''|"|”|in)?$/i.exec(cell.trim());
  return match ? `${match[1]}'${Number(match[2])}''` : cell;
}

/** Contact details: required for the roster of a league being played, optional for a past season's players. */
const optionalContact = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), field.optional());

const playerRowFields = z.object(playerFields);
const pastPlayerRowFields = z.object({
  ...playerFields,
  email: optionalContact(playerFields.email),
  phoneNumber: optionalContact(playerFields.phoneNumber),
});

/**
 * Players on the league's teams (docs/imports.md#players): each row is a person on one or more
 * teams. A person already in the league is matched, never made twice; a matched player's
 * details stay as they are, and the row adds only the team links they lack.
 */
export async function planPlayers(plan: Plan, context: ImportContext, rows: readonly Row[]) {
  const league = context.league!;
  const teams = new TeamsOfImport(context, plan);
  const people = new PeopleOfImport(context.players);
  const linked = new Map(context.links);
  const madeOnLine = new Map<Ref, number>();
  for (const row of rows) {
    await now();
    const named =
      row.get('fullName') !== '' && row.get('firstName') === '' && row.get('lastName') === ''
        ? splitFullName(row.get('fullName'))
        : { firstName: row.get('firstName'), lastName: row.get('lastName') };
    const what = `${named.firstName} ${named.lastName}`.trim();
    const captain = readYesNo(row.get('isCaptain'), 'Captain');
    if (!captain.ok) {
      refuse(plan, row.line, what, captain.message);
      continue;
    }
    const parsed = (league.isActive ? playerRowFields : pastPlayerRowFields).safeParse({
      ...named,
      email: row.get('email'),
      phoneNumber: row.get('phoneNumber'),
      position: positionOf(row.get('position')),
      age: row.get('age'),
      height: heightOf(row.get('height')),
      weight: row.get('weight'),
      jerseyNumber: row.get('jerseyNumber'),
      isCaptain: captain.value ?? false,
    });
    if (!parsed.success) {
      refuse(plan, row.line, what, firstMessage(parsed.error));
      continue;
    }
    const teamNames = splitList(row.get('team'));
    if (teamNames.length === 0) {
      refuse(plan, row.line, what, 'Team is required.');
      continue;
    }
    const person = { ...parsed.data, email: parsed.data.email ?? '', phoneNumber: parsed.data.phoneNumber ?? '' };
    const teamRefs = teamNames.map((name) => teams.refOf(name).ref);
    const match = people.match(person);
    if (match.kind === 'ambiguous') {
      refuse(
        plan,
        row.line,
        what,
        `${match.count} players are named ${what}. Add an Email or Phone column to tell them apart.`,
      );
      continue;
    }
    let ref: Ref;
    let note: string;
    if (match.kind === 'player') {
      ref = match.ref;
      const line = madeOnLine.get(ref);
      note =
        line !== undefined
          ? `The same person as line ${line}.`
          : `Matched to ${people.nameOf(ref)} ${match.how}; the details on file are kept.`;
    } else {
      ref = `player:${row.line}`;
      plan.players.push({ key: ref, ...person });
      people.remember(ref, person);
      madeOnLine.set(ref, row.line);
      note = '';
    }
    const joins = teamRefs.filter((team) => !linked.has(`${ref}:${team}`));
    for (const team of joins) {
      linked.set(`${ref}:${team}`, league.isActive);
      plan.links.push({ player: ref, team, isCurrentTeam: league.isActive });
    }
    const joining = joins.map((team) => teams.nameOf(team)).join(', ');
    const detail = `${what}, ${teamRefs.map((team) => teams.nameOf(team)).join(', ')}`;
    if (match.kind !== 'player') addRow(plan, row.line, 'new', detail, note);
    else if (joins.length === 0) addRow(plan, row.line, 'unchanged', detail, 'Already on the team.');
    else addRow(plan, row.line, 'matched', detail, `${note} Joins ${joining}.`);
  }
}
