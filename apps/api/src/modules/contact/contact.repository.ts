import type { ContactMessageListQuery } from '@coperto/shared/site/contact.schemas';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema/identity';
import { contactMessages } from '../../db/schema/site';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type NewContactMessageRow = typeof contactMessages.$inferInsert;

export async function insertContactMessage(tx: TenantTx, values: NewContactMessageRow) {
  const [row] = await tx.insert(contactMessages).values(values).returning();
  return row!;
}

const SORT_COLUMNS = { date: contactMessages.created_at } as const;

/** A restaurant's messages, searchable by name, email and text. */
export async function listContactMessages(
  tx: TenantTx,
  q: ContactMessageListQuery & { restaurantId: number },
) {
  const conditions: (SQL | undefined)[] = [
    tenantFilter(tx, contactMessages.business_id),
    eq(contactMessages.restaurant_id, q.restaurantId),
  ];
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.message, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const direction = q.orderByType === 'asc' ? asc : desc;
  const items = await tx
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[q.orderByColumn]), direction(contactMessages.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx.select({ value: count() }).from(contactMessages).where(where);
  return { items, total: total?.value ?? 0 };
}

/** The email of the business's first enabled owner: the last resort for a restaurant's mail. */
export async function findOwnerEmail(tx: TenantTx, businessId: number) {
  const [row] = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(eq(users.business_id, businessId), eq(users.role, 'owner'), isNull(users.disabled_at)),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return row?.email;
}
