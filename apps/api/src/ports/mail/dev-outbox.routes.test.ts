import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { systemAccess } from '../../db/system-access';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEV_OUTBOX_PATH, linkifiedText } from './dev-outbox.routes';
import { findRecentOutboxMessages } from './outbox.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the development outbox page', () => {
  it('says so when no mail was kept yet', async () => {
    const res = await t.app.inject({ url: DEV_OUTBOX_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('No mail yet');
  });

  it('lists kept mail newest first, escaped, with its links followable, no script or style', async () => {
    const link = 'http://localhost:3000/dashboard/reset-password?token=abc&lang=it';
    await t.app.mail.send({ to: 'first@demo.test', subject: 'First', text: 'Hello' });
    await t.app.mail.send({
      to: 'new.staff@demo.test',
      subject: 'You are invited <b>now</b>',
      text: `Accept the invitation: ${link}.\nSee you <soon>`,
    });

    const res = await t.app.inject({ url: `${DEV_OUTBOX_PATH}/` });
    expect(res.statusCode).toBe(200);
    expect(res.body.indexOf('You are invited')).toBeLessThan(res.body.indexOf('First'));
    expect(res.body).toContain('You are invited &#60;b&#62;now&#60;/b&#62;');
    expect(res.body).toContain('See you &#60;soon&#62;');
    // The sentence's full stop is not part of the address.
    const href = link.replace('&', '&#38;');
    expect(res.body).toContain(`<a href="${href}">${href}</a>.`);
    // /api answers are under a Content-Security-Policy that allows neither.
    expect(res.body).not.toMatch(/<script|<style|style=/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is only for a caller at this machine: another address or a proxied request finds nothing', async () => {
    await t.app.mail.send({ to: 'owner@demo.test', subject: 'Reset', text: 'http://x/reset?t=1' });
    for (const request of [
      { url: DEV_OUTBOX_PATH, remoteAddress: '203.0.113.7' },
      { url: DEV_OUTBOX_PATH, headers: { 'x-forwarded-for': '203.0.113.7' } },
    ]) {
      const res = await t.app.inject(request);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Reset');
    }
  });

  it('changes nothing when read', async () => {
    const before = await findRecentOutboxMessages(systemAccess(t.app.db), 100);
    await t.app.inject({ url: DEV_OUTBOX_PATH });
    expect(await findRecentOutboxMessages(systemAccess(t.app.db), 100)).toEqual(before);
  });
});

describe('where the development outbox does not exist', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
  };

  for (const [name, env] of [
    ['in production', production],
    ['when mail goes out by SMTP', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ] as const) {
    it(`answers 404 ${name}`, async () => {
      // Another app on the same database, which holds mail.
      await t.app.mail.send({ to: 'someone@demo.test', subject: 'Kept', text: 'x' });
      const app = await buildApp({ config: testConfig(env), database: t.database, logger: false });
      try {
        const res = await app.inject({ url: DEV_OUTBOX_PATH });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      } finally {
        await app.close();
      }
    });
  }
});

describe('links in a message text', () => {
  it('become anchors; the rest stays text', () => {
    expect(linkifiedText('Go to https://a.test/x?y=1, or "http://b.test/".')).toBe(
      'Go to <a href="https://a.test/x?y=1">https://a.test/x?y=1</a>, or &#34;<a href="http://b.test/">http://b.test/</a>&#34;.',
    );
    expect(linkifiedText('javascript:alert(1) <a>')).toBe('javascript:alert(1) &#60;a&#62;');
  });
});
