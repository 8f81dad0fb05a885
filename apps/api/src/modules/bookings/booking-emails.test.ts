import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_GUEST,
  bookingFor,
  openForBookings,
  postBooking,
  romeDay,
  romeTime,
} from '../../test/bookings';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import { publicKeyOf } from '../../test/ordering';
import { startSmtpCapture } from '../../test/smtp-capture';
import { bookingCalendarFile } from './booking-calendar';

describe('the calendar event of a booking', () => {
  it('is an iCalendar event in UTC with one UID per booking and the version of its history', () => {
    const file = bookingCalendarFile({
      publicId: 'AbCdEfGhIjKlMnOpQrStUv',
      startsAt: new Date('2026-10-25T19:30:00Z'),
      endsAt: new Date('2026-10-25T21:30:00Z'),
      title: 'Trattoria Demo — 4 persone',
      description: 'Seggiolone',
      location: 'Trattoria Demo, Via della Scrofa 1, 00186 Roma',
      manageUrl: 'http://trattoria.localhost:3000/it/booking/AbCdEfGhIjKlMnOpQrStUv',
      sequence: 3,
    });
    expect(file).toMatchObject({
      filename: 'prenotazione.ics',
      contentType: 'text/calendar; charset=utf-8',
    });
    const ics = file.content.replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('UID:booking-AbCdEfGhIjKlMnOpQrStUv@coperto');
    expect(ics).toContain('DTSTART:20261025T193000Z');
    expect(ics).toContain('DTEND:20261025T213000Z');
    expect(ics).toContain('SEQUENCE:3');
    expect(ics).toContain('SUMMARY:Trattoria Demo — 4 persone');
  });
});

describe('the confirmation sent by SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    const team = await loginDemoTeam(t.app);
    const ids = await demoRestaurantIds(t.app);
    await openForBookings(t.app, ids.trattoria, team.owner);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('carries the booking as an .ics attachment the guest adds to their calendar', async () => {
    const key = await publicKeyOf(t.app, 'trattoria');
    const at = romeTime(romeDay(t.clock.now(), 2), '20:00');
    const res = await postBooking(t.app, key, bookingFor(at, { party_size: 3, language: 'de' }));
    expect(res.statusCode).toBe(201);
    const run = await t.app.jobs.runDueJobs();
    expect(run.failed).toBe(0);
    const mail = smtp.received.find((m) => m.to.includes(BOOKING_GUEST.email));
    expect(mail).toBeDefined();
    // In the guest's language: the subject is MIME-encoded, the body quoted-printable.
    expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Trattoria_Demo=3A_Ihre_Reservierung/m);
    expect(mail!.raw).toMatch(
      /Content-Type: text\/calendar; charset=utf-8; name=prenotazione\.ics/i,
    );
    // The part's body, whatever transfer encoding nodemailer chose for it.
    const part = mail!.raw.split(/Content-Type: text\/calendar[^\n]*\n/i)[1]!;
    const [headers, ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest[0]!;
    const ics = /base64/i.test(headers!)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body;
    const compact = new Date(at)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART:${compact}`);
    expect(ics).toContain(`UID:booking-${res.json().public_id}@coperto`);
  });
});
