import { ROLES, type Role } from '@coperto/shared/auth/permissions';
import type { UserListQuery, UserSortColumn } from '@coperto/shared/users/users.schemas';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { sessions, users } from '../../db/schema/identity';
import { type BusinessScope, businessFilter, type Executor } from '../../db/tenant-scope';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUserRow, 'id' | 'business_id' | 'created_at'>>;

/** Login, reset and sign-in by email happen before any tenant is known: a narrow system lookup. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserByGoogleSubject(db: Executor, subject: string) {
  const [row] = await db.select().from(users).where(eq(users.google_subject, subject));
  return row;
}

export async function findUserById(db: Executor, q: { scope: BusinessScope; id: number }) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(businessFilter(users.business_id, q.scope), eq(users.id, q.id)));
  return row;
}

/** Roles sort by rank (ascending: most powerful first), not by their names' spelling. */
const roleRank = sql`case ${users.role} ${sql.join(
  ROLES.map((role, rank) => sql`when ${role} then ${rank}`),
  sql` `,
)} end`;

const SORT_COLUMNS: Record<UserSortColumn, AnyColumn | SQL> = {
  date: users.created_at,
  name: users.name,
  surname: users.surname,
  email: users.email,
  role: roleRank,
};

export async function listUsers(db: Executor, q: UserListQuery & { scope: BusinessScope }) {
  const conditions: (SQL | undefined)[] = [businessFilter(users.business_id, q.scope)];
  if (q.role) conditions.push(eq(users.role, q.role));
  if (q.restaurant_id) conditions.push(eq(users.restaurant_id, q.restaurant_id));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.surname, pattern), ilike(users.email, pattern)),
    );
  }
  const where = and(...conditions);
  const direction = q.orderByType === 'asc' ? asc : desc;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[q.orderByColumn]), asc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function insertUser(db: Executor, values: NewUserRow) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Executor,
  q: { scope: BusinessScope; id: number; changes: UserChanges },
) {
  const [row] = await db
    .update(users)
    .set(q.changes)
    .where(and(businessFilter(users.business_id, q.scope), eq(users.id, q.id)))
    .returning();
  return row;
}

/** Users of a business with a given role that are still enabled (e.g. to keep one owner). */
export async function countEnabledUsersWithRole(
  db: Executor,
  q: { businessId: number; role: Role },
) {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(
      and(eq(users.business_id, q.businessId), eq(users.role, q.role), isNull(users.disabled_at)),
    );
  return row?.value ?? 0;
}

/** Ends a user's live sessions but one: a password change keeps the session that made it. */
export async function revokeOtherSessionsOfUser(
  db: Executor,
  q: { userId: number; keepSessionId: string; now: Date },
) {
  await db
    .update(sessions)
    .set({ revoked_at: q.now })
    .where(
      and(
        eq(sessions.user_id, q.userId),
        ne(sessions.id, q.keepSessionId),
        isNull(sessions.revoked_at),
      ),
    );
}
