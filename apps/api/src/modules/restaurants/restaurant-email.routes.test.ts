import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import { findOutboxMessagesTo } from '../../ports/mail/outbox.repository';
import { buildTestApp, lastMailTo, loginAs, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let trattoriaId: number;

async function restaurantIdNamed(app: TestApp['app'], name: string) {
  const [row] = await app.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.name, name));
  return row!.id;
}

async function sendTestEmail(
  app: TestApp['app'],
  headers: { authorization: string },
  payload: object,
) {
  return app.inject({ method: 'POST', url: '/api/restaurant/test-email/', headers, payload });
}

beforeAll(async () => {
  t = await buildTestApp();
  trattoriaId = await restaurantIdNamed(t.app, 'Trattoria Demo');
});
afterAll(() => t?.close());

describe('POST /api/restaurant/test-email/', () => {
  it("sends a bilingual test message, Italian first, to the restaurant's email", async () => {
    const { headers } = await loginAs(t.app, DEMO.users.manager);
    const res = await sendTestEmail(t.app, headers, { restaurant_id: trattoriaId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: 'Test email sent to trattoria@demo.test',
      sent_to: 'trattoria@demo.test',
    });

    const mail = await lastMailTo(t.app, 'trattoria@demo.test');
    expect(mail.subject).toBe(
      'Email di prova da Coperto / Test email from Coperto – Trattoria Demo',
    );
    const italian = mail.text_body.indexOf("questa è un'email di prova");
    const english = mail.text_body.indexOf('this is a test email');
    expect(italian).toBeGreaterThanOrEqual(0);
    expect(english).toBeGreaterThan(italian);
    expect(mail.text_body).toContain('Trattoria Demo');
    expect(mail.business_id).not.toBeNull();
  });

  it('answers 422 naming the email field when the restaurant has none, sending nothing', async () => {
    const pizzeriaId = await restaurantIdNamed(t.app, 'Pizzeria Demo');
    await t.app.db.update(restaurants).set({ email: '' }).where(eq(restaurants.id, pizzeriaId));
    const { headers } = await loginAs(t.app, DEMO.users.owner);
    const res = await sendTestEmail(t.app, headers, { restaurant_id: pizzeriaId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'RULE_BROKEN',
      fields: { email: expect.any(String) },
    });
    await expect(lastMailTo(t.app, 'pizzeria@demo.test')).rejects.toThrow('no mail');
  });

  it('forbids staff (403)', async () => {
    const { headers } = await loginAs(t.app, DEMO.users.staff);
    const res = await sendTestEmail(t.app, headers, { restaurant_id: trattoriaId });
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 for another business's restaurant", async () => {
    const { headers } = await loginAs(t.app, DEMO.users.otherOwner);
    const res = await sendTestEmail(t.app, headers, { restaurant_id: trattoriaId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Restaurant not found', code: 'NOT_FOUND' });
  });

  it('validates the body (400)', async () => {
    const { headers } = await loginAs(t.app, DEMO.users.owner);
    const res = await sendTestEmail(t.app, headers, { restaurant_id: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('restaurant_id');
  });

  it('refuses a missing, malformed, oversized or hostile body, sending nothing', async () => {
    const { headers } = await loginAs(t.app, DEMO.users.owner);
    const sentBefore = (await findOutboxMessagesTo(t.app.db, 'trattoria@demo.test')).length;
    const bodies: [string, object | undefined][] = [
      ['missing', undefined],
      ['empty', {}],
      ['negative', { restaurant_id: -1 }],
      ['fraction', { restaurant_id: 1.5 }],
      ['past the safe integers', { restaurant_id: Number.MAX_SAFE_INTEGER + 2 }],
      ['a list', { restaurant_id: [trattoriaId] }],
      // The recipient is the restaurant's own address: nobody may redirect the message.
      ['another recipient', { restaurant_id: trattoriaId, to: 'attacker@example.com' }],
    ];
    for (const [what, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/restaurant/test-email',
        headers,
        ...(payload && { payload }),
      });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().code, what).toBe('VALIDATION_FAILED');
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/test-email',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ restaurant_id: trattoriaId, padding: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(await findOutboxMessagesTo(t.app.db, 'trattoria@demo.test')).toHaveLength(sentBefore);
    expect(await findOutboxMessagesTo(t.app.db, 'attacker@example.com')).toEqual([]);
  });

  it('needs a session (401), and refuses staff (403) whatever the body', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/test-email',
      payload: { restaurant_id: trattoriaId },
    });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await loginAs(t.app, DEMO.users.staff);
    expect((await sendTestEmail(t.app, headers, { nonsense: true })).statusCode).toBe(403);
  });
});

describe('when the SMTP server cannot be reached', () => {
  let smtpDown: TestApp;
  beforeAll(async () => {
    // A loopback port nothing listens on: bound once by the OS, then released.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    smtpDown = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(() => smtpDown?.close());

  it("answers the mail port's 503 with a clear detail", async () => {
    const { headers } = await loginAs(smtpDown.app, DEMO.users.owner);
    const id = await restaurantIdNamed(smtpDown.app, 'Trattoria Demo');
    const res = await sendTestEmail(smtpDown.app, headers, { restaurant_id: id });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      detail: 'The email could not be sent, please try again later',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
