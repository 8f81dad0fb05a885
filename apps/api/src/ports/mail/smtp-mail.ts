import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import type { Clock } from '../../shared/clock';
import type { MailPort } from './mail-port';
import { insertOutboxMessage } from './outbox.repository';

/** Sends through the SMTP server of `SMTP_URL`; every attempt is recorded with its outcome. */
export function createSmtpMail(
  smtpUrl: string,
  from: string,
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): MailPort {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await insertOutboxMessage(db, {
          ...message,
          transport: 'smtp',
          sentAt: null,
          error: reason,
        });
        log.error({ to: message.to, err: error }, 'mail not sent');
        throw error;
      }
      await insertOutboxMessage(db, { ...message, transport: 'smtp', sentAt: clock.now() });
    },
  };
}
