import {
  CONTACT_LIMIT_PER_IP,
  CONTACT_WINDOW_MS,
  MAX_CONTACT_MESSAGE_LENGTH,
} from '@coperto/shared/site/contact.schemas';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/site';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import type { MailMessage } from '../../ports/mail/mail-port';
import { createOutboxMail } from '../../ports/mail/outbox-mail';
import {
  buildTestApp,
  demoRestaurantIds,
  lastMailTo,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';

type Headers = Record<string, string>;

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
const ids = { trattoria: 0, pizzeria: 0, osteria: 0 };
/** Every message the app sent, as handed to the mail port (the outbox keeps them too). */
const sent: MailMessage[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    mail: {
      async send(message) {
        sent.push(message);
        await createOutboxMail(t.database.db, t.clock, t.app.log).send(message);
      },
    },
  });
  team = await loginDemoTeam(t.app);
  Object.assign(ids, await demoRestaurantIds(t.app));
});
afterAll(() => t.close());

let lastAddress = 0;
/** A visitor address of the test's own, so rate limits of one test never touch another. */
const newVisitorIp = () => `198.51.100.${++lastAddress}`;

const GUEST = {
  name: 'Anna Bianchi',
  email: 'Anna.Bianchi@Example.com',
  message: 'Buongiorno, avete un tavolo per sei persone sabato sera?',
  language: 'en',
};

function postContact(
  restaurantId: number,
  payload: object,
  ip = newVisitorIp(),
  headers: Headers = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/restaurant/${restaurantId}/contact`,
    payload,
    headers,
    remoteAddress: ip,
  });
}

const messagesFrom = (ip: string) =>
  t.app.db.select().from(contactMessages).where(eq(contactMessages.ip, ip));

/** What an SMTP server would receive for the message: the raw headers and body. */
async function rawMessageOf(message: MailMessage) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    from: 'Coperto <no-reply@coperto.test>',
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
  });
  const raw = (info.message as Buffer).toString('utf8');
  const split = raw.indexOf('\r\n\r\n');
  return { headers: raw.slice(0, split), body: raw.slice(split + 4) };
}

describe('POST /api/restaurant/{id}/contact', () => {
  it('keeps the message and emails the restaurant, in Italian, with a reply-to the guest', async () => {
    const ip = newVisitorIp();
    const res = await postContact(ids.trattoria, GUEST, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: 'Thank you: your message has been sent to the restaurant',
    });

    const rows = await messagesFrom(ip);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      restaurant_id: ids.trattoria,
      name: 'Anna Bianchi',
      email: 'anna.bianchi@example.com',
      message: GUEST.message,
      language: 'en',
      ip,
    });

    const mail = await lastMailTo(t.app, 'trattoria@demo.test');
    expect(mail.subject).toBe('Nuovo messaggio dal sito di Trattoria Demo: Anna Bianchi');
    expect(mail.text_body).toContain('Nome: Anna Bianchi');
    expect(mail.text_body).toContain('Email: anna.bianchi@example.com');
    expect(mail.text_body).toContain('Lingua: inglese (en)');
    expect(mail.text_body).toContain(GUEST.message);
    expect(mail.html_body).toBeNull();
    expect(mail.business_id).toBe(rows[0]!.business_id);
    expect(sent.at(-1)).toMatchObject({
      to: 'trattoria@demo.test',
      replyTo: 'anna.bianchi@example.com',
    });
  });

  it('says when the guest gave no language', async () => {
    const { language: _, ...withoutLanguage } = GUEST;
    expect((await postContact(ids.trattoria, withoutLanguage)).statusCode).toBe(200);
    expect((await lastMailTo(t.app, 'trattoria@demo.test')).text_body).toContain(
      'Lingua: non indicata',
    );
  });

  it("falls back to the bookings email, then to the owner's email", async () => {
    const setEmails = (email: string, bookings_email: string) =>
      t.app.db
        .update(restaurants)
        .set({ email, bookings_email })
        .where(eq(restaurants.id, ids.osteria));
    await setEmails('', 'prenotazioni@osteria.test');
    await postContact(ids.osteria, { ...GUEST, message: 'Primo messaggio di prova, grazie.' });
    expect((await lastMailTo(t.app, 'prenotazioni@osteria.test')).text_body).toContain(
      'Primo messaggio',
    );
    await setEmails('', '');
    await postContact(ids.osteria, { ...GUEST, message: 'Secondo messaggio di prova, grazie.' });
    expect((await lastMailTo(t.app, DEMO.users.otherOwner)).text_body).toContain(
      'Secondo messaggio',
    );
    await setEmails('osteria@demo.test', '');
  });

  it('keeps hostile input as plain text: a line break in the name cannot add a header', async () => {
    const ip = newVisitorIp();
    const res = await postContact(
      ids.trattoria,
      {
        name: 'Mario\r\nBcc: victim@example.com\r\nX-Evil: 1',
        email: GUEST.email,
        message: '<script>alert(1)</script>\r\n\r\nBcc: another@example.com',
      },
      ip,
    );
    expect(res.statusCode).toBe(200);
    const message = sent.at(-1)!;
    expect(message.subject).toBe(
      'Nuovo messaggio dal sito di Trattoria Demo: Mario Bcc: victim@example.com X-Evil: 1',
    );
    expect(message.html).toBeUndefined();
    const raw = await rawMessageOf(message);
    expect(raw.headers).not.toMatch(/^(Bcc|X-Evil):/im);
    expect(raw.headers).toMatch(/^Reply-To: anna\.bianchi@example\.com$/m);
    // The message itself is kept as written, for the dashboard to show as text.
    expect((await messagesFrom(ip))[0]!.message).toContain('<script>');
  });

  it.each([
    ['a missing name', { email: GUEST.email, message: GUEST.message }, 'name'],
    ['an empty name', { ...GUEST, name: '   ' }, 'name'],
    ['a missing email', { name: GUEST.name, message: GUEST.message }, 'email'],
    ['a bad email', { ...GUEST, email: 'anna@' }, 'email'],
    ['an email with a line break', { ...GUEST, email: 'a@b.it\r\nBcc: x@y.it' }, 'email'],
    ['a too short message', { ...GUEST, message: 'Ciao' }, 'message'],
    [
      'a too long message',
      { ...GUEST, message: 'x'.repeat(MAX_CONTACT_MESSAGE_LENGTH + 1) },
      'message',
    ],
    ['a name too long', { ...GUEST, name: 'x'.repeat(121) }, 'name'],
    ['an unknown language', { ...GUEST, language: 'xx' }, 'language'],
    ['an extra field', { ...GUEST, phone: '123' }, 'phone'],
  ])(
    'refuses %s with 400 and the field, keeping and sending nothing',
    async (_, payload, field) => {
      const ip = newVisitorIp();
      const mails = sent.length;
      const res = await postContact(ids.trattoria, payload, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields).toHaveProperty(field);
      expect(await messagesFrom(ip)).toEqual([]);
      expect(sent.length).toBe(mails);
    },
  );

  it('answers a bot that filled the honeypot as usual, and keeps and sends nothing', async () => {
    const ip = newVisitorIp();
    const mails = sent.length;
    const res = await postContact(ids.trattoria, { ...GUEST, website: 'https://spam.example' }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: 'Thank you: your message has been sent to the restaurant',
    });
    expect(await messagesFrom(ip)).toEqual([]);
    expect(sent.length).toBe(mails);
  });

  it(`limits an address to ${CONTACT_LIMIT_PER_IP} messages per restaurant per hour`, async () => {
    const ip = newVisitorIp();
    for (let i = 0; i < CONTACT_LIMIT_PER_IP; i++) {
      expect((await postContact(ids.pizzeria, GUEST, ip)).statusCode).toBe(200);
    }
    const refused = await postContact(ids.pizzeria, GUEST, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many attempts. Please try again in 60 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(await messagesFrom(ip)).toHaveLength(CONTACT_LIMIT_PER_IP);
    // Another restaurant, and another address, are counted apart.
    expect((await postContact(ids.trattoria, GUEST, ip)).statusCode).toBe(200);
    expect((await postContact(ids.pizzeria, GUEST)).statusCode).toBe(200);

    t.clock.advance(CONTACT_WINDOW_MS);
    expect((await postContact(ids.pizzeria, GUEST, ip)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown restaurant', async () => {
    const res = await postContact(999_999, GUEST);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Restaurant not found', code: 'NOT_FOUND' });
  });

  it('works the same for a signed-in visitor', async () => {
    expect((await postContact(ids.trattoria, GUEST, newVisitorIp(), team.staff)).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/restaurant/{id}/contact-messages', () => {
  const list = (restaurantId: number, query: string, headers: Headers = team.owner) =>
    t.app.inject({ url: `/api/restaurant/${restaurantId}/contact-messages${query}`, headers });

  beforeAll(async () => {
    // The rate-limit test moved the clock past the access tokens' lifetime.
    team = await loginDemoTeam(t.app);
    for (const [index, name] of ['Primo Ospite', 'Secondo Ospite', 'Terzo Ospite'].entries()) {
      t.clock.advance(60_000);
      await postContact(ids.osteria, { ...GUEST, name, message: `Messaggio numero ${index + 1}.` });
    }
  });

  it("lists the restaurant's messages newest first, a page at a time", async () => {
    const all = (await list(ids.osteria, '?limit=100', team.otherOwner)).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items.slice(0, 3).map((m: { name: string }) => m.name)).toEqual([
      'Terzo Ospite',
      'Secondo Ospite',
      'Primo Ospite',
    ]);
    expect(all.items[0]).toEqual({
      id: expect.any(Number),
      name: 'Terzo Ospite',
      email: 'anna.bianchi@example.com',
      message: 'Messaggio numero 3.',
      language: 'en',
      created_at: expect.any(String),
    });
    expect(all.items[0]).not.toHaveProperty('ip');

    const page = (await list(ids.osteria, '?limit=1&page=2', team.otherOwner)).json();
    expect(page).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect(page.items.map((m: { name: string }) => m.name)).toEqual(['Secondo Ospite']);
    const oldestFirst = (await list(ids.osteria, '?orderByType=asc&limit=100', team.otherOwner))
      .json()
      .items.map((m: { id: number }) => m.id);
    expect(oldestFirst).toEqual(all.items.map((m: { id: number }) => m.id).reverse());
    const found = (await list(ids.osteria, '?search=numero%202', team.otherOwner)).json();
    expect(found.items.map((m: { name: string }) => m.name)).toEqual(['Secondo Ospite']);
  });

  it('lets the owner and manager read, refuses staff, hides other businesses', async () => {
    expect((await list(ids.trattoria, '')).statusCode).toBe(200);
    expect((await list(ids.trattoria, '', team.manager)).statusCode).toBe(200);
    expect((await list(ids.trattoria, '', team.staff)).statusCode).toBe(403);
    expect((await list(ids.osteria, '', team.owner)).statusCode).toBe(404);
    expect((await list(ids.trattoria, '', {})).statusCode).toBe(401);
    const osteria = (await list(ids.osteria, '?limit=100', team.otherOwner)).json().items;
    const trattoria = (await list(ids.trattoria, '?limit=100')).json().items;
    const osteriaIds = new Set(osteria.map((m: { id: number }) => m.id));
    expect(trattoria.some((m: { id: number }) => osteriaIds.has(m.id))).toBe(false);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?page=0', '?orderByColumn=email', '?x=1']) {
      expect((await list(ids.trattoria, query)).statusCode, query).toBe(400);
    }
  });
});
