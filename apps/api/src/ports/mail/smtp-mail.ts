import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SMTPTransportOptions } from 'nodemailer';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { MailPort } from './mail-port';
import { insertOutboxMessage } from './outbox.repository';

/** A request waits for the mail: fail within seconds, not nodemailer's minutes (2 min connect, 10 min idle). */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * `SMTP_URL` -> nodemailer options. `smtps://` is TLS from the first byte (default port 465);
 * `smtp://` starts in plaintext (default port 587) and upgrades with STARTTLS when the server
 * offers it. User and password come percent-decoded from the URL. The query may carry
 * `requireTLS=true` (refuse a server without STARTTLS) or `ignoreTLS=true` (never upgrade).
 */
export function smtpTransportOptions(smtpUrl: string): SMTPTransportOptions {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const flag = (name: string) => url.searchParams.get(name) === 'true';
  return {
    // WHATWG keeps IPv6 hosts in brackets; sockets want the bare address.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: flag('requireTLS'),
    ignoreTLS: flag('ignoreTLS'),
    auth:
      url.username || url.password
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
}

/**
 * Sends through the SMTP server of `SMTP_URL`; every attempt is recorded with its outcome.
 * A refused or unreachable server becomes a 503 for the caller, after the failure is recorded.
 */
export function createSmtpMail(
  smtpUrl: string,
  from: string,
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): MailPort {
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
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
        throw new AppError(
          503,
          'SERVICE_UNAVAILABLE',
          'The email could not be sent, please try again later',
        );
      }
      await insertOutboxMessage(db, { ...message, transport: 'smtp', sentAt: clock.now() });
    },
  };
}
