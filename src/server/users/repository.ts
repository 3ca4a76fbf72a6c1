import { asc, eq, sql } from 'drizzle-orm';
import type { AdminUser } from '#domain/users.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { adminUsers } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';

const publicColumns = {
  id: adminUsers.id,
  name: adminUsers.name,
  username: adminUsers.username,
  isProtected: adminUsers.isProtected,
};

const sameUsername = (username: string) => sql`lower(${adminUsers.username}) = lower(${username})`;

export async function listAdmins(db: Executor): Promise<AdminUser[]> {
  return db
    .select(publicColumns)
    .from(adminUsers)
    .orderBy(asc(sql`lower(${adminUsers.username})`), asc(adminUsers.id));
}

export async function findAdmin(db: Executor, id: number): Promise<AdminUser | undefined> {
  const [row] = await db.select(publicColumns).from(adminUsers).where(eq(adminUsers.id, id));
  return row;
}

export async function findAdminForLogin(db: Executor, username: string) {
  const [row] = await db
    .select({ ...publicColumns, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(sameUsername(username))
    .limit(1);
  return row;
}

export async function usernameTaken(db: Executor, username: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).where(sameUsername(username)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

/** Adds an admin, unless another has the username whatever its case (docs/rules/league-data.md#admin-accounts). */
export async function addAdmin(
  tx: Transaction,
  values: { name: string; username: string; passwordHash: string },
): Promise<Write<AdminUser, 'username taken'>> {
  if (await usernameTaken(tx, values.username)) return refused('username taken');
  const [row] = await tx.insert(adminUsers).values(values).returning(publicColumns);
  if (!row) throw new Error('insert returned no row');
  return done(row);
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
    .returning(publicColumns);
  return row ? done(row) : refused('not found');
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
