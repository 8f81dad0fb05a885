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
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUserRow, 'id' | 'business_id' | 'created_at'>>;

/** Login, reset and sign-in by email happen before any tenant is known: a narrow system lookup. */
export async function findUserByEmail(db: SystemDb, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserByGoogleSubject(db: SystemDb, subject: string) {
  const [row] = await db.select().from(users).where(eq(users.google_subject, subject));
  return row;
}

export async function findUserById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(tenantFilter(tx, users.business_id), eq(users.id, q.id)));
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

export async function listUsers(tx: TenantTx, q: UserListQuery) {
  const conditions: (SQL | undefined)[] = [tenantFilter(tx, users.business_id)];
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
  const items = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[q.orderByColumn]), asc(users.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx.select({ value: count() }).from(users).where(where);
  return { items, total: total?.value ?? 0 };
}

/** The business's people who can work a shift: enabled, not platform admins, by name. */
export async function listWorkingUsers(tx: TenantTx) {
  return tx
    .select()
    .from(users)
    .where(
      and(tenantFilter(tx, users.business_id), isNull(users.disabled_at), ne(users.role, 'admin')),
    )
    .orderBy(asc(users.name), asc(users.surname), asc(users.id));
}

export async function insertUser(tx: TenantTx, values: NewUserRow) {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(tx: TenantTx, q: { id: number; changes: UserChanges }) {
  const [row] = await tx
    .update(users)
    .set(q.changes)
    .where(and(tenantFilter(tx, users.business_id), eq(users.id, q.id)))
    .returning();
  return row;
}

/** Users of a business with a given role that are still enabled (e.g. to keep one owner). */
export async function countEnabledUsersWithRole(
  tx: TenantTx,
  q: { businessId: number; role: Role },
) {
  const [row] = await tx
    .select({ value: count() })
    .from(users)
    .where(
      and(eq(users.business_id, q.businessId), eq(users.role, q.role), isNull(users.disabled_at)),
    );
  return row?.value ?? 0;
}

/** Ends a user's live sessions but one: a password change keeps the session that made it. */
export async function revokeOtherSessionsOfUser(
  tx: TenantTx,
  q: { userId: number; keepSessionId: string; now: Date },
) {
  await tx
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
