import { and, eq, sql } from 'drizzle-orm';
import type { User } from '@common/contracts/auth';
import type { Db } from '../database';
import { users } from '../schema';

type UserRow = typeof users.$inferSelect;

/** The columns of the public shape: what a look-up that only needs `User` selects. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  nationality: users.nationality,
  destination: users.destination,
  visaType: users.visaType,
  createdAt: users.createdAt,
};

/** The public shape: never the password hash. */
export function toUser(row: Pick<UserRow, keyof typeof publicUserColumns>): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    nationality: row.nationality,
    destination: row.destination,
    visaType: row.visaType,
    createdAt: row.createdAt.toISOString(),
  };
}

const lower = (value: string) => value.toLowerCase();

/**
 * The account a sign-in names. A text with an @ is an email first: the account whose email it
 * is wins, and only when there is none may an older account whose username has an @ (made
 * before usernames lost it) match. Without an @ it can only be a username.
 */
export async function findUserByUsernameOrEmail(
  db: Db,
  login: string,
): Promise<UserRow | undefined> {
  const byColumn = async (column: typeof users.username | typeof users.email) => {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${column})`, lower(login)))
      .limit(1);
    return row;
  };
  if (login.includes('@')) return (await byColumn(users.email)) ?? byColumn(users.username);
  return byColumn(users.username);
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function usernameExists(
  db: Db,
  username: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, lower(username)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function emailExists(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, lower(email)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<UserRow, 'email' | 'nationality' | 'destination' | 'visaType'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Gives the account a nationality when it has none (null or blank), never replacing one the
 * user gave; true when it was filled.
 */
export async function fillEmptyNationality(
  db: Db,
  id: string,
  nationality: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ nationality, updatedAt: new Date() })
    .where(and(eq(users.id, id), sql`coalesce(trim(${users.nationality}), '') = ''`))
    .returning({ id: users.id });
  return rows.length > 0;
}
