import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, lastMailTo, type TestApp } from '../../test/build-test-app';
import { smtpTransportOptions } from './smtp-mail';

interface ReceivedMail {
  from: string;
  to: string[];
  login: { username?: string; password?: string } | null;
  raw: string;
}

/** A real SMTP server on loopback, plaintext only, keeping every message it accepts. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: { username: auth.username, password: auth.password } });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          login: (session.user as ReceivedMail['login']) ?? null,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on: bound once by the OS, then released. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** nodemailer sends the non-ASCII text quoted-printable: undo soft breaks and `=XX` escapes. */
function decodeQuotedPrintable(body: string) {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function sendResetEmail(t: TestApp, email: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/send-reset-email', payload: { email } });
}

describe('SMTP_URL to nodemailer options', () => {
  it('starts smtp:// in plaintext with opportunistic STARTTLS and decoded credentials', () => {
    expect(smtpTransportOptions('smtp://mailer:p%40ss%3Aword@mail.example.com:2525')).toMatchObject(
      {
        host: 'mail.example.com',
        port: 2525,
        secure: false,
        ignoreTLS: false,
        requireTLS: false,
        auth: { user: 'mailer', pass: 'p@ss:word' },
      },
    );
  });

  it('uses TLS from the first byte only for smtps://, with the usual default ports', () => {
    expect(smtpTransportOptions('smtps://mail.example.com')).toMatchObject({
      port: 465,
      secure: true,
    });
    const plain = smtpTransportOptions('smtp://[::1]?requireTLS=true');
    expect(plain).toMatchObject({ host: '::1', port: 587, secure: false, requireTLS: true });
    expect(plain.auth).toBeUndefined();
  });
});

describe('SMTP mail adapter against a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({
      env: { SMTP_URL: `smtp://mailer:s%40cret@127.0.0.1:${smtp.port}` },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the reset link to the SMTP server and records the message as sent', async () => {
    const res = await sendResetEmail(t, DEMO.users.owner);
    expect(res.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([DEMO.users.owner]);
    expect(mail!.login).toEqual({ username: 'mailer', password: 's@cret' });
    expect(mail!.raw).toMatch(new RegExp(`^To: ${DEMO.users.owner}\\r?$`, 'm'));
    const body = decodeQuotedPrintable(mail!.raw);
    const link = body.match(/\S+\/dashboard\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeDefined();

    const recorded = await lastMailTo(t.app, DEMO.users.owner);
    expect(recorded).toMatchObject({ transport: 'smtp', error: null });
    expect(recorded.sent_at).toBeInstanceOf(Date);
    expect(recorded.text_body).toContain(link);

    // The delivered link works: its token sets a new password once.
    const token = new URL(link!).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-new-password-1', password_confirm: 'a-new-password-1' },
    });
    expect(reset.statusCode).toBe(200);
  });
});

describe('SMTP mail adapter when the SMTP server cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => t?.close());

  it('records the failure and answers 503 with the error shape, not a 500', async () => {
    const res = await sendResetEmail(t, DEMO.users.owner);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      detail: 'The email could not be sent, please try again later',
      code: 'SERVICE_UNAVAILABLE',
    });

    const recorded = await lastMailTo(t.app, DEMO.users.owner);
    expect(recorded).toMatchObject({ transport: 'smtp', sent_at: null });
    expect(recorded.error).toMatch(/ECONNREFUSED/);
    expect(recorded.text_body).toContain('/dashboard/reset-password?token=');
  });

  it('still answers a sign-up with its id, saying the code was not sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        business_name: 'Senza Posta S.r.l.',
        restaurant_name: 'Bar Senza Posta',
        name: 'Nino',
        surname: 'Rossi',
        email: 'nino@example.test',
        password: 'password-nino',
        password_confirm: 'password-nino',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'nino@example.test', email_sent: false });
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/auth/resend-code-email/${res.json().signUpTempId}`,
    });
    expect(resend.statusCode).toBe(503);
  });
});
