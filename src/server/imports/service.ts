import { desc, eq, sql } from 'drizzle-orm';
import {
  columnOfHeader,
  IMPORT_KINDS,
  mapColumns,
  NOTHING_TO_IMPORT,
  type ImportPreview,
  type ImportSummary,
  type ParsedImportRequest,
} from '#domain/imports.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { imports, leagues } from '../db/schema.ts';
import { readContext, type ImportContext, type TargetLeague } from './context.ts';
import { planBoxScores, planSchedule } from './plan-games.ts';
import { planGyms, planPlayers, planTeams } from './plan-roster.ts';
import { countsOf, digestOf, emptyPlan, rowsOfTable, type Plan } from './plan.ts';
import type { Table } from './read-table.ts';
import { footprintOf, savePlan, undoRecord } from './save.ts';

/** Why an import, or its undo, is refused (the routes say it in words). */
export type ImportRefusal =
  | 'no league'
  | 'league not found'
  | 'new league needs games'
  | 'nothing to import'
  | 'refused rows'
  | 'changed'
  | 'not found'
  | 'game not found'
  | 'team not in game'
  | 'undone'
  | 'built on';

async function targetOf(
  db: Executor,
  request: ParsedImportRequest,
): Promise<Write<TargetLeague | null, ImportRefusal>> {
  if (!IMPORT_KINDS[request.kind].needsLeague) return done(null);
  if (request.leagueId !== null) {
    const [league] = await db
      .select({ id: leagues.id, name: leagues.name, isActive: leagues.isActive })
      .from(leagues)
      .where(eq(leagues.id, request.leagueId));
    return league ? done(league) : refused('league not found');
  }
  if (request.newLeagueName === null) return refused('no league');
  if (!IMPORT_KINDS[request.kind].makesPastLeague) return refused('new league needs games');
  return done({ id: null, name: request.newLeagueName, isActive: false });
}

/**
 * The game and team a file of one team's lines goes to, chosen on the screen: the cells its rows
 * leave blank.
 */
function oneGameOf(
  context: ImportContext,
  request: ParsedImportRequest,
): Write<Record<string, string> | null, ImportRefusal> {
  if (request.gameId === null) return done(null);
  const game = context.games.find((candidate) => candidate.id === request.gameId);
  if (!game) return refused('game not found');
  const nameOf = (id: number) => [...context.teamsByName.values()].find((team) => team.id === id)?.name ?? '';
  if (request.teamId !== game.homeTeamId && request.teamId !== game.awayTeamId) return refused('team not in game');
  return done({
    date: game.date,
    home: nameOf(game.homeTeamId),
    away: nameOf(game.awayTeamId),
    team: nameOf(request.teamId),
  });
}

/** The plan of a file: what each row does, against the data as it is now. */
export async function planImport(
  db: Executor,
  request: ParsedImportRequest,
  table: Table,
): Promise<Write<{ plan: Plan; league: TargetLeague | null }, ImportRefusal>> {
  const target = await targetOf(db, request);
  if (!target.ok) return target;
  const context = await readContext(db, request.kind, target.value);
  const fixed = IMPORT_KINDS[request.kind].oneGame ? oneGameOf(context, request) : done(null);
  if (!fixed.ok) return fixed;
  const rows = await rowsOfTable(request.kind, table, request.mapping, fixed.value ?? {});
  if (rows.length === 0) return refused('nothing to import');
  const plan = emptyPlan();
  const plans = {
    players: () => planPlayers(plan, context, rows),
    teams: () => planTeams(plan, context, rows),
    gyms: () => planGyms(plan, context, rows),
    schedule: () => planSchedule(plan, context, rows, request.dateOrder),
    'box-scores': () => planBoxScores(plan, context, rows, request.dateOrder),
  } as const;
  await plans[request.kind]();
  plan.rows.sort((a, b) => a.line - b.line);
  return done({ plan, league: target.value });
}

export async function previewOf(request: ParsedImportRequest, table: Table, plan: Plan): Promise<ImportPreview> {
  const keys = mapColumns(request.kind, table.headers, request.mapping);
  return {
    kind: request.kind,
    columns: table.headers.map((header, index) => ({
      header,
      key: keys[index] ?? null,
      ignored: columnOfHeader(request.kind, header) === 'ignored' && keys[index] === null,
    })),
    rows: plan.rows,
    counts: countsOf(plan.rows),
    alsoCreates: plan.alsoCreates,
    digest: await digestOf(plan),
  };
}

/** What an import made, counted for its summary. */
function madeCounts(plan: Plan): Record<string, number> {
  const counts: Record<string, number> = { ...countsOf(plan.rows) };
  const made = {
    leagues: plan.newLeague ? 1 : 0,
    gyms: plan.gyms.length,
    teams: plan.teams.length,
    players: plan.players.length,
    games: plan.games.length,
    scores: plan.scores.length,
    lines: plan.lines.length,
  };
  for (const [key, value] of Object.entries(made)) if (value > 0) counts[key] = value;
  return counts;
}

/**
 * Saves a previewed file in the caller's transaction: planned again against the data as it is
 * now, and saved only when that is the plan the admin saw and no row of it is refused. One
 * import at a time: two at once would both make the team a file names.
 */
export async function saveImport(
  tx: Transaction,
  request: ParsedImportRequest,
  table: Table,
  by: SessionUser,
): Promise<Write<ImportSummary, ImportRefusal>> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('league-imports'))`);
  const planned = await planImport(tx, request, table);
  if (!planned.ok) return planned;
  const { plan, league } = planned.value;
  if (plan.rows.some((row) => row.outcome === 'refused')) return refused('refused rows');
  if ((await digestOf(plan)) !== request.digest) return refused('changed');
  const saved = await savePlan(tx, plan, league?.id ?? null);
  const footprint = await footprintOf(tx, saved.record, saved.leagueId);
  const [row] = await tx
    .insert(imports)
    .values({
      kind: request.kind,
      fileName: request.fileName || 'Pasted rows',
      leagueId: saved.leagueId,
      counts: madeCounts(plan),
      record: saved.record,
      footprint,
      userId: by.id,
      userName: by.name,
    })
    .returning({ id: imports.id });
  return done((await findImports(tx, row!.id))[0]!);
}

async function findImports(db: Executor, id?: number): Promise<ImportSummary[]> {
  const rows = await db
    .select({
      id: imports.id,
      kind: imports.kind,
      fileName: imports.fileName,
      leagueId: imports.leagueId,
      leagueName: leagues.name,
      counts: imports.counts,
      importedBy: imports.userName,
      importedAt: imports.importedAt,
      undoneAt: imports.undoneAt,
    })
    .from(imports)
    .leftJoin(leagues, eq(leagues.id, imports.leagueId))
    .where(id === undefined ? undefined : eq(imports.id, id))
    .orderBy(desc(imports.importedAt), desc(imports.id))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    importedAt: row.importedAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
  }));
}

/** The latest imports, newest first. */
export const listImports = (db: Executor) => findImports(db);

/**
 * Undoes an import as a whole, while nothing has been built on it: no row it made or filled in
 * has changed since, and nothing new refers to one (docs/imports.md#undo).
 */
export async function undoImport(tx: Transaction, id: number): Promise<Write<ImportSummary, ImportRefusal>> {
  const [row] = await tx.select().from(imports).where(eq(imports.id, id)).for('update');
  if (!row) return refused('not found');
  if (row.undoneAt) return refused('undone');
  const unchanged = async (pageRows?: number) =>
    (await footprintOf(tx, row.record, row.leagueId, pageRows)) === row.footprint;
  // An import saved before the stat lines were digested in pages has its footprint of one page.
  if (!(await unchanged()) && !(await unchanged(Number.POSITIVE_INFINITY))) return refused('built on');
  await undoRecord(tx, row.record, row.leagueId);
  await tx.update(imports).set({ undoneAt: new Date() }).where(eq(imports.id, id));
  return done((await findImports(tx, id))[0]!);
}

export { NOTHING_TO_IMPORT };
