import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { bookingFor, openForBookings, postBooking, romeDay } from '../apps/api/src/test/bookings';
import { demoRestaurantIds, loginAs } from '../apps/api/src/test/build-test-app';
import { decodedMail, startSmtpCapture } from '../apps/api/src/test/smtp-capture';
import { seriousViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/start-server';

// Issue 16's "Done when": "a cancelled booking frees the slot and the waitlisted guest gets the
// offer email". A guest on a phone finds a time full, joins its waitlist from the booking page;
// the guest who held the time cancels from their booking's page; the waitlisted guest gets the
// offer by email (a real SMTP server) and accepts it from its link. The host's day view shows the
// line live, and a booking is changed from its drawer.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
const TRATTORIA = DEMO.hosts.trattoria;
const SHOTS_DIR = process.env.SHOTS_WAITLIST_DIR ?? '/tmp/shots-waitlist';
const ESSENTIALS_ONLY = {
  hasOptedIn: true,
  essentials: true,
  functional: false,
  experience: false,
  stats: false,
  marketing: false,
};
/** The waitlisted guest. */
const LIA = { name: 'Lia Attesa', email: 'lia@attesa.test', phone: '+39 347 000 1234' };

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let trattoria: { id: number; publicKey: string };

/** What reached the guests' mailboxes so far, as written. */
const mails = () => smtp.received.map((mail) => ({ to: mail.to, text: decodedMail(mail.raw) }));

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([
    startServer({ seedMedia: false, env: { SMTP_URL: smtp.url } }),
    launchChromium(),
  ]);
  const { app } = server.testApp;
  const owner = await loginAs(app, DEMO.users.owner);
  const ids = await demoRestaurantIds(app);
  // Four covers a time: one party of four fills it.
  await openForBookings(app, ids.trattoria, owner.headers, {
    max_covers_per_slot: 4,
    max_covers_per_service: 500,
    max_party_online: 4,
  });
  const site = await app.inject({ url: `/api/restaurant/hostname/${TRATTORIA}` });
  trattoria = { id: ids.trattoria, publicKey: site.json().public_key };
  mkdirSync(SHOTS_DIR, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
  await smtp?.close();
});

async function openContext(
  viewport: typeof PHONE,
  phone = false,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: 'it-IT',
    viewport,
    deviceScaleFactor: 1,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  await context.addInitScript((settings: unknown) => {
    if (!localStorage.getItem('cookieSettings')) {
      localStorage.setItem('cookieSettings', JSON.stringify(settings));
    }
  }, ESSENTIALS_ONLY);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The emails' jobs, run now (the test's server runs them when told). */
async function sendMails() {
  const run = await server.testApp.app.jobs.runDueJobs();
  expect(run.failed).toBe(0);
}

/** The day's list as the restaurant reads it. */
async function dayBookings(date: string) {
  const owner = await loginAs(server.testApp.app, DEMO.users.owner);
  const res = await server.testApp.app.inject({
    url: `/api/bookings?restaurant_id=${trattoria.id}&date=${date}&limit=100`,
    headers: owner.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().items as {
    id: number;
    name: string;
    status: string;
    starts_at: string;
    party_size: number;
  }[];
}

/** Signs the manager in and opens the day view of `daysAhead` days from today. */
async function openDayView(page: Page, daysAhead: number) {
  await page.goto(server.urlFor(TRATTORIA, '/dashboard'));
  await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
  await page.getByLabel(/^Email/).fill(DEMO.users.manager);
  await page.getByLabel(/^Password/).fill('demo-password');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /^Ciao, / }).waitFor();
  await page.goto(server.urlFor(TRATTORIA, '/dashboard/bookings'));
  await page.getByRole('heading', { level: 1, name: 'Prenotazioni' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'In diretta' }).waitFor();
  for (let i = 0; i < daysAhead; i += 1) {
    await page.getByRole('button', { name: 'Giorno dopo' }).click();
  }
}

describe('the waitlist of a full time', () => {
  it('a guest joins it on a phone, a cancellation offers the place by email, the guest accepts it; the host sees the line live', async () => {
    const day = romeDay(new Date(), 1);
    // A dinner time with room for four and no more: a party of four fills it.
    const free = await server.testApp.app.inject({
      url: `/api/booking/${trattoria.publicKey}/availability?date=${day}&party_size=4`,
    });
    const time = (free.json().times as { start: string; remaining: number }[]).find(
      (option) => option.remaining === 4 && new Date(option.start).getUTCHours() >= 18,
    );
    expect(time, 'a dinner time with four places').toBeTruthy();
    const held = await postBooking(
      server.testApp.app,
      trattoria.publicKey,
      bookingFor(time!.start, {
        party_size: 4,
        guest: { name: 'Piero Pieno', email: 'piero@pieno.test', phone: '+39 333 111 2222' },
      }),
    );
    expect(held.statusCode).toBe(201);
    const heldId = held.json().public_id as string;

    // The host keeps the day open: the line will change under their eyes.
    const host = await openContext(DESKTOP);
    await openDayView(host.page, 1);

    // The guest, on a phone: the time is shown full, and asks for its waitlist.
    const guest = await openContext(PHONE, true);
    await guest.page.goto(server.urlFor(TRATTORIA, '/it/booking'));
    const form = guest.page.getByTestId('booking-form');
    await form.waitFor();
    await form.getByTestId(`booking-day-${day}`).check();
    const full = form.locator(`input[value="${time!.start}"]`);
    await full.waitFor({ state: 'attached' });
    expect(await full.getAttribute('data-testid')).toBe('booking-full-time');
    expect(await full.getAttribute('aria-label')).toMatch(/al completo: lista d'attesa/);
    await form.getByTestId('booking-full-hint').waitFor();
    await guest.page.screenshot({ path: `${SHOTS_DIR}/guest-full-times-390.png`, fullPage: true });
    await form
      .getByTestId('booking-times')
      .screenshot({ path: `${SHOTS_DIR}/guest-full-times-close-390.png` });
    await full.check();
    const box = form.getByTestId('booking-waitlist');
    await box.waitFor();
    expect(await box.textContent()).toMatch(/non c'è più posto per 2 persone/);
    await form.getByRole('textbox', { name: 'Nome e cognome' }).fill(LIA.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(LIA.email);
    await form.getByRole('textbox', { name: 'Telefono' }).fill(LIA.phone);
    await form.getByRole('checkbox', { name: /lista d'attesa di Trattoria Demo/ }).check();
    await guest.page.screenshot({
      path: `${SHOTS_DIR}/guest-waitlist-form-390.png`,
      fullPage: true,
    });
    expect(await seriousViolations(guest.page), 'the booking form asking for the waitlist').toEqual(
      [],
    );
    await form.getByRole('button', { name: 'Avvisami se si libera' }).click();
    const joined = guest.page.getByTestId('booking-waitlist-joined');
    await joined.waitFor();
    expect(await joined.textContent()).toMatch(/2 persone/);
    await guest.page.screenshot({ path: `${SHOTS_DIR}/guest-waitlist-joined-390.png` });
    await guest.page.getByRole('link', { name: 'Vedi il tuo posto in lista' }).click();
    await guest.page.waitForURL(/\/it\/waitlist\/[A-Za-z0-9_-]{22}$/);
    const entryId = new URL(guest.page.url()).pathname.split('/').pop() ?? '';
    await expect
      .poll(() => guest.page.getByTestId('waitlist-title').textContent())
      .toBe("Sei in lista d'attesa");
    await sendMails();
    expect(mails().some((mail) => mail.to.includes(LIA.email))).toBe(true);

    // The host sees Lia in line without a reload.
    const panel = host.page.getByRole('region', { name: "Lista d'attesa" });
    await panel.getByText(LIA.name).waitFor();
    await expect
      .poll(() => panel.getByTestId('waitlist-status').first().textContent())
      .toBe('In attesa');

    // Piero cancels from his booking's page, asked once more: the time frees.
    const piero = await openContext(PHONE, true);
    await piero.page.goto(server.urlFor(TRATTORIA, `/it/booking/${heldId}`));
    await piero.page.getByTestId('booking-cancel').click();
    const dialog = piero.page.getByRole('dialog', { name: 'Annullare la prenotazione?' });
    await dialog.getByRole('button', { name: 'Sì, annulla' }).click();
    await expect
      .poll(() => piero.page.getByTestId('booking-manage-title').textContent())
      .toBe('Prenotazione annullata');

    // The place is offered to Lia: on the host's screen at once, and by email.
    await expect
      .poll(() => panel.getByTestId('waitlist-status').first().textContent())
      .toMatch(/^Posto offerto fino alle \d{2}:\d{2}$/);
    await host.page.screenshot({
      path: `${SHOTS_DIR}/dashboard-waitlist-1366.png`,
      fullPage: true,
    });
    expect(
      await seriousViolations(host.page, '[data-testid="waitlist-panel"]'),
      "the day's waitlist",
    ).toEqual([]);
    await sendMails();
    const offer = mails().find(
      (mail) => mail.to.includes(LIA.email) && mail.text.includes('action=accept'),
    );
    expect(offer, 'the offer email').toBeDefined();
    const link = /https?:\/\/[^\s"<>]+\/it\/waitlist\/([A-Za-z0-9_-]{22})\?action=accept/.exec(
      offer!.text,
    );
    expect(link?.[1]).toBe(entryId);

    // Lia accepts from the email's link: booked, by the booking rules.
    await guest.page.goto(server.urlFor(TRATTORIA, `/it/waitlist/${entryId}?action=accept`));
    await expect
      .poll(() => guest.page.getByTestId('waitlist-title').textContent())
      .toBe('Il tuo tavolo è prenotato');
    await guest.page.waitForURL((url) => !url.search.includes('action'));
    await guest.page.screenshot({ path: `${SHOTS_DIR}/guest-waitlist-booked-390.png` });
    const booked = (await dayBookings(day)).find((one) => one.name === LIA.name);
    expect(booked).toMatchObject({ status: 'confirmed', party_size: 2 });
    expect(Date.parse(booked!.starts_at)).toBe(Date.parse(time!.start));
    await expect
      .poll(() => panel.getByTestId('waitlist-status').first().textContent())
      .toBe('Ha prenotato');

    // The host changes Lia's booking from the drawer: three people now.
    await host.page.getByRole('button', { name: `Dettagli di ${LIA.name}` }).click();
    const drawer = host.page.getByRole('presentation').filter({ hasText: 'Storico' });
    await drawer.getByRole('button', { name: 'Modifica' }).click();
    const edit = drawer.getByRole('form', { name: `Modifica la prenotazione di ${LIA.name}` });
    await edit.waitFor();
    await edit.getByRole('button', { name: '3', exact: true }).click();
    await host.page.screenshot({ path: `${SHOTS_DIR}/dashboard-edit-drawer-1366.png` });
    await host.page.setViewportSize(TABLET);
    await host.page.screenshot({ path: `${SHOTS_DIR}/dashboard-edit-drawer-820.png` });
    await edit.getByRole('button', { name: 'Salva le modifiche' }).click();
    await host.page.getByText(`Prenotazione di ${LIA.name} modificata`).waitFor();
    await expect
      .poll(async () => (await dayBookings(day)).find((one) => one.name === LIA.name)?.party_size)
      .toBe(3);
    await drawer.getByRole('button', { name: 'Chiudi' }).click();
    await drawer.waitFor({ state: 'detached' });
    await host.page.screenshot({ path: `${SHOTS_DIR}/dashboard-waitlist-820.png`, fullPage: true });
    await host.page.setViewportSize(PHONE);
    await panel.screenshot({ path: `${SHOTS_DIR}/dashboard-waitlist-panel-390.png` });
    await host.page.setViewportSize(TABLET);
    // The same day by table: Lia at no table yet.
    await host.page.getByRole('button', { name: 'Per tavolo' }).click();
    const timeline = host.page.getByRole('region', { name: 'Prenotazioni per tavolo' });
    await timeline
      .getByRole('list', { name: 'Senza tavolo' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await host.page.screenshot({ path: `${SHOTS_DIR}/dashboard-timeline-820.png`, fullPage: true });
    expect(
      await seriousViolations(host.page, '[data-testid="bookings-timeline"]'),
      'the day by table',
    ).toEqual([]);
    await host.page.setViewportSize(DESKTOP);
    await host.page.screenshot({
      path: `${SHOTS_DIR}/dashboard-timeline-1366.png`,
      fullPage: true,
    });
    await timeline
      .getByRole('list', { name: 'Senza tavolo' })
      .screenshot({ path: `${SHOTS_DIR}/dashboard-timeline-row-1366.png` });

    // Today by table: a phone booking for tonight held at a table from the floor's own call
    // (decision 061) shows on that table's row, live.
    await host.page.getByRole('button', { name: 'Oggi' }).click();
    await timeline.getByRole('list', { name: 'Senza tavolo' }).waitFor();
    const { app } = server.testApp;
    const manager = await loginAs(app, DEMO.users.manager);
    const floor = await app.inject({ url: `/api/floor/${trattoria.id}`, headers: manager.headers });
    expect(floor.statusCode).toBe(200);
    const table = (
      floor.json().areas as { tables: { id: number; name: string; active: boolean }[] }[]
    )
      .flatMap((area) => area.tables)
      .find((one) => one.active);
    expect(table, 'a table on the demo floor').toBeTruthy();
    // The last time today still takes a booking (none late at night: then only the rows show).
    const todays = await app.inject({
      url: `/api/booking/${trattoria.publicKey}/availability?date=${romeDay(new Date(), 0)}&party_size=2`,
    });
    const later = (todays.json().times as { start: string }[]).at(-1);
    if (later) {
      const tonight = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { ...manager.headers, 'idempotency-key': 'waitlist-e2e-tonight' },
        payload: {
          restaurant_id: trattoria.id,
          source: 'phone',
          starts_at: later.start,
          party_size: 2,
          guest: { name: 'Teo Tavolo', phone: '+39 333 999 8888' },
        },
      });
      expect(tonight.statusCode).toBe(201);
      const heldTables = await app.inject({
        method: 'PUT',
        url: `/api/bookings/${tonight.json().id}/tables`,
        headers: manager.headers,
        payload: { table_ids: [table!.id] },
      });
      expect(heldTables.statusCode).toBe(200);
      const row = timeline.getByRole('list', { name: `Tavolo ${table!.name}` });
      await row.getByRole('button', { name: /^Teo Tavolo, 2 persone, / }).waitFor();
    }
    await host.page.screenshot({ path: `${SHOTS_DIR}/dashboard-timeline-today-1366.png` });

    expect([...guest.errors, ...piero.errors, ...host.errors]).toEqual([]);
    await Promise.all([guest.context.close(), piero.context.close(), host.context.close()]);
  });

  it('the host offers a full time by hand after confirming, and the guest gets the offer by email', async () => {
    const { app } = server.testApp;
    const day = romeDay(new Date(), 2);
    const free = await app.inject({
      url: `/api/booking/${trattoria.publicKey}/availability?date=${day}&party_size=4`,
    });
    const time = (free.json().times as { start: string; remaining: number }[]).find(
      (option) => option.remaining === 4 && new Date(option.start).getUTCHours() >= 18,
    );
    expect(time, 'a dinner time with four places').toBeTruthy();
    const held = await postBooking(
      app,
      trattoria.publicKey,
      bookingFor(time!.start, {
        party_size: 4,
        guest: { name: 'Pia Piena', email: 'pia@piena.test', phone: '+39 333 111 3333' },
      }),
    );
    expect(held.statusCode).toBe(201);
    const guest = { name: 'Nora Attesa', email: 'nora@attesa.test', phone: '+39 347 000 5678' };
    const joined = await app.inject({
      method: 'POST',
      url: `/api/booking/${trattoria.publicKey}/waitlist`,
      headers: { 'idempotency-key': 'waitlist-e2e-by-hand' },
      payload: {
        starts_at: time!.start,
        party_size: 2,
        guest,
        language: 'it',
        privacy_consent: true,
        notes: 'Anche al bancone va bene',
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);

    const host = await openContext(DESKTOP);
    await openDayView(host.page, 2);
    const panel = host.page.getByRole('region', { name: "Lista d'attesa" });
    const offer = panel.getByRole('button', { name: `Offri il posto a ${guest.name} via email` });
    await offer.waitFor();
    await panel.screenshot({ path: `${SHOTS_DIR}/dashboard-offer-button-1366.png` });
    await host.page.setViewportSize(TABLET);
    await panel.screenshot({ path: `${SHOTS_DIR}/dashboard-offer-button-820.png` });
    await host.page.setViewportSize(PHONE);
    await panel.screenshot({ path: `${SHOTS_DIR}/dashboard-offer-button-390.png` });

    // The time is full: the host is asked before a table is squeezed in.
    await offer.click();
    const dialog = host.page.getByRole('dialog', { name: /sono al completo$/ });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/non c'è posto per 2 persone/);
    await host.page.screenshot({ path: `${SHOTS_DIR}/dashboard-offer-confirm-390.png` });
    await dialog.getByRole('button', { name: 'Offri comunque' }).click();
    await host.page.getByText(`Posto offerto a ${guest.name}`).waitFor();
    await expect
      .poll(() => panel.getByTestId('waitlist-offered-by').first().textContent())
      .toMatch(/^Offerto a mano da .+, oltre la capienza$/);
    await panel.screenshot({ path: `${SHOTS_DIR}/dashboard-offered-by-hand-390.png` });
    await host.page.setViewportSize(DESKTOP);
    await host.page.screenshot({
      path: `${SHOTS_DIR}/dashboard-offered-by-hand-1366.png`,
      fullPage: true,
    });
    expect(
      await seriousViolations(host.page, '[data-testid="waitlist-panel"]'),
      'the waitlist offered by hand',
    ).toEqual([]);
    await sendMails();
    expect(
      mails().some((mail) => mail.to.includes(guest.email) && mail.text.includes('action=accept')),
      'the offer email',
    ).toBe(true);
    expect(host.errors).toEqual([]);
    await host.context.close();
  });
});
