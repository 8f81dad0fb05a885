import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: its envelope's recipients and the raw text. */
export interface CapturedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free loopback port that keeps every message it receives (DESIGN.md §9's
 * options: no auth, no STARTTLS): the app is pointed at it with `SMTP_URL`, and a test reads what
 * was sent, as a guest's mailbox would.
 */
export async function startSmtpCapture(): Promise<{
  url: string;
  received: CapturedMail[];
  close(): Promise<void>;
}> {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message's text as written: quoted-printable's soft line breaks and escapes undone. */
export function decodedMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
