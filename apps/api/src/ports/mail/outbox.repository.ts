import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail';
import type { SystemDb } from '../../db/system-access';
import type { Executor } from '../../db/tenant-scope';
import type { MailMessage } from './mail-port';

export async function insertOutboxMessage(
  db: Executor,
  m: MailMessage & { transport: 'outbox' | 'smtp'; sentAt: Date | null; error?: string },
) {
  await db.insert(mailOutbox).values({
    business_id: m.businessId ?? null,
    to_address: m.to,
    subject: m.subject,
    text_body: m.text,
    html_body: m.html ?? null,
    transport: m.transport,
    sent_at: m.sentAt,
    error: m.error ?? null,
  });
}

/** Newest first: tests and the dev tools read messages back by recipient. */
export function findOutboxMessagesTo(db: Executor, to: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, to.toLowerCase()))
    .orderBy(desc(mailOutbox.id));
}

/** The latest messages of every recipient, newest first: the development outbox page. */
export function findRecentOutboxMessages(db: SystemDb, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
