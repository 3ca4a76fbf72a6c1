import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '#domain/roles.ts';
import type { AdminUser } from '#domain/users.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { accountColumns, adminUsers, leagues } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';

type AccountRow = Omit<AdminUser, 'League'>;

/** The account as the API shows it, with the name of a scorekeeper's league. */
async function withLeague<Row extends AccountRow>(db: Executor, rows: Row[]): Promise<(Row & AdminUser)[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.leagueId === null ? [] : [row.leagueId])))];
  const named = ids.length
    ? await db.select({ id: leagues.id, name: leagues.name }).from(leagues).where(inArray(leagues.id, ids))
    : [];
  return rows.map((row) => ({ ...row, League: named.find((league) => league.id === row.leagueId) ?? null }));
}

async function oneWithLeague<Row extends AccountRow>(db: Executor, row: Row | undefined) {
  return row ? (await withLeague(db, [row]))[0] : undefined;
}

const sameUsername = (username: string) => sql`lower(${adminUsers.username}) = lower(${username})`;

export async function listAdmins(db: Executor): Promise<AdminUser[]> {
  const rows = await db
    .select(accountColumns)
    .from(adminUsers)
    .orderBy(asc(sql`lower(${adminUsers.username})`), asc(adminUsers.id));
  return withLeague(db, rows);
}

export async function findAdmin(db: Executor, id: number): Promise<AdminUser | undefined> {
  const [row] = await db.select(accountColumns).from(adminUsers).where(eq(adminUsers.id, id));
  return oneWithLeague(db, row);
}

export async function findAdminForLogin(db: Executor, username: string) {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(sameUsername(username))
    .limit(1);
  return oneWithLeague(db, row);
}

/** The stored password hash of an account, to check a password it is given against. */
export async function passwordHashOf(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return row?.passwordHash;
}

export async function usernameTaken(db: Executor, username: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).where(sameUsername(username)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

/**
 * Adds an admin or a scorekeeper, unless another account has the username whatever its case
 * (docs/rules/league-data.md#admin-accounts) or the scorekeeper's league does not exist.
 */
export async function addAdmin(
  tx: Transaction,
  values: { name: string; username: string; passwordHash: string; role: Role; leagueId: number | null },
): Promise<Write<AdminUser, 'username taken' | 'no league'>> {
  if (await usernameTaken(tx, values.username)) return refused('username taken');
  if (values.leagueId !== null) {
    const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, values.leagueId));
    if (!league) return refused('no league');
  }
  const [row] = await tx.insert(adminUsers).values(values).returning(accountColumns);
  return done((await oneWithLeague(tx, row))!);
}

/** Changes an admin's name, username and, when given, password hash. */
export async function updateAdmin(
  tx: Transaction,
  id: number,
  values: { name: string; username: string; passwordHash?: string },
): Promise<Write<AdminUser, 'username taken' | 'not found'>> {
  if (await usernameTaken(tx, values.username, id)) return refused('username taken');
  const [row] = await tx
    .update(adminUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(adminUsers.id, id))
    .returning(accountColumns);
  return row ? done((await oneWithLeague(tx, row))!) : refused('not found');
}

/**
 * Deletes an admin other than the one signed in, never the protected one
 * (docs/rules/roles.md#own-account, docs/rules/roles.md#the-protected-account).
 */
export async function deleteAdmin(
  tx: Transaction,
  id: number,
  signedInId: number,
): Promise<Write<void, 'not found' | 'own account' | 'protected'>> {
  const target = await findAdmin(tx, id);
  if (!target) return refused('not found');
  if (target.id === signedInId) return refused('own account');
  if (target.isProtected) return refused('protected');
  await tx.delete(adminUsers).where(eq(adminUsers.id, id));
  return done();
}
