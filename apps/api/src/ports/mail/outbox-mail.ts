import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../shared/clock';
import type { MailPort } from './mail-port';
import { insertOutboxMessage } from './outbox.repository';

/** The default transport: logs each message and keeps it in the database to be read back. */
export function createOutboxMail(db: Database, clock: Clock, log: FastifyBaseLogger): MailPort {
  return {
    async send(message) {
      await insertOutboxMessage(db, { ...message, transport: 'outbox', sentAt: clock.now() });
      log.info({ to: message.to, subject: message.subject }, 'mail kept in the dev outbox');
    },
  };
}
