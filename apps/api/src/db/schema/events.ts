import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt } from './columns';
import { businesses, restaurants } from './tenancy';

/**
 * Live updates (decision 043): every event published inside a tenant transaction, kept for about an
 * hour so a stream that reconnects with Last-Event-ID resumes from here. The NOTIFY carries only the
 * id; the payload is read from this row.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: id(),
    business_id: ref('business_id')
      .notNull()
      .references(() => businesses.id),
    /** null for a business-wide event every stream of the business hears. */
    restaurant_id: ref('restaurant_id').references(() => restaurants.id),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    created_at: stampedAt(),
  },
  // Resume (business, id > last) and the prune of a business's oldest rows both walk this index.
  (t) => [index('live_events_business_id_idx').on(t.business_id, t.id)],
);
