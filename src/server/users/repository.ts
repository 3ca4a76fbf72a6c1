import { asc, eq, sql } from 'drizzle-orm';
import type { AdminUser } from '#domain/users.ts';
import type { Executor } from '../db/client.ts';
import { adminUsers } from '../db/schema.ts';

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

export async function insertAdmin(
  db: Executor,
  values: { name: string; username: string; passwordHash: string; isProtected?: boolean },
): Promise<AdminUser> {
  const [row] = await db.insert(adminUsers).values(values).returning(publicColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAdmin(
  db: Executor,
  id: number,
  values: { name: string; username: string; passwordHash?: string },
): Promise<AdminUser | undefined> {
  const [row] = await db
    .update(adminUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(adminUsers.id, id))
    .returning(publicColumns);
  return row;
}

export async function deleteAdmin(db: Executor, id: number): Promise<void> {
  await db.delete(adminUsers).where(eq(adminUsers.id, id));
}
