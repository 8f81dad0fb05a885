import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestamptz } from './columns';
import { businesses } from './tenancy';

/** Every message the product sends, kept so the dev outbox can be read back and failures retried. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    business_id: ref('business_id').references(() => businesses.id),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
    sent_at: timestamptz('sent_at'),
    error: text('error'),
    created_at: stampedAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to_address)],
);
