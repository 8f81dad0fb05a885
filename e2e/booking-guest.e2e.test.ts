import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFor, openForBookings, postBooking, romeDay } from '../apps/api/src/test/bookings';
import { demoRestaurantIds, loginAs } from '../apps/api/src/test/build-test-app';
import { seriousViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/start-server';

// A guest on a phone books a table on the restaurant's own site (issue 16 "The guest"): party,
// day, only the times with room, who, consents; the booking's own page; change and cancel.

/** An iPhone 12–15's page: the size the public site is designed for first. */
const PHONE = { width: 390, height: 844 };
const ESSENTIALS_ONLY = {
  hasOptedIn: true,
  essentials: true,
  functional: false,
  experience: false,
  stats: false,
  marketing: false,
};
const TRATTORIA = 'trattoria.localhost';

let server: RunningServer;
let browser: Browser;
let owner: { headers: Record<string, string> };
let trattoria: { id: number; publicKey: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
  const { app } = server.testApp;
  owner = await loginAs(app, 'owner@demo.test');
  const ids = await demoRestaurantIds(app);
  // Lunch and dinner every day; eight covers a slot, so other guests can fill a time meanwhile.
  await openForBookings(app, ids.trattoria, owner.headers, {
    max_covers_per_slot: 8,
    max_covers_per_service: 500,
    max_party_online: 6,
  });
  const site = await app.inject({ url: `/api/restaurant/hostname/${TRATTORIA}` });
  trattoria = { id: ids.trattoria, publicKey: site.json().public_key };
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

async function openPhone(
  locale: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
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

/** The day's times with room for the party, as the API answers them. */
async function freeTimes(date: string, party: number) {
  const res = await server.testApp.app.inject({
    url: `/api/booking/${trattoria.publicKey}/availability?date=${date}&party_size=${party}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().times as { start: string; remaining: number }[];
}

/** The booking as the restaurant's dashboard reads it. */
async function storedBooking(date: string, publicId: string) {
  const res = await server.testApp.app.inject({
    url: `/api/bookings?restaurant_id=${trattoria.id}&date=${date}&limit=100`,
    headers: owner.headers,
  });
  expect(res.statusCode).toBe(200);
  const rows = res.json().items as {
    public_id: string;
    status: string;
    starts_at: string;
    party_size: number;
    notes: string;
    name: string;
    marketing_consent: boolean;
  }[];
  return rows.find((row) => row.public_id === publicId);
}

async function landOnManage(page: Page, language: string) {
  await page.waitForURL(new RegExp(`/${language}/booking/[A-Za-z0-9_-]{22}$`), { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

describe('a guest books a table on a phone', () => {
  it('books for 2 in Italian, is told when the time was taken meanwhile, lands on the booking, changes the time and cancels', async () => {
    const { context, page, errors } = await openPhone('it-IT');
    const day = romeDay(new Date(), 1);
    await page.goto(server.urlFor(TRATTORIA, '/it/'));
    // The home's button leads to the booking page.
    const book = page.getByRole('link', { name: 'Prenota un tavolo' }).first();
    await book.click();
    await page.waitForURL(/\/it\/booking$/);
    await expect.poll(() => page.title()).toBe('Prenota un tavolo · Trattoria Demo');
    const form = page.getByTestId('booking-form');
    await form.waitFor();

    // Above the online maximum: the phone instead of days and times.
    const more = form.getByRole('button', { name: 'Una persona in più' });
    for (let i = 0; i < 5; i += 1) await more.click();
    await form.getByTestId('booking-large-party').waitFor();
    expect(await form.getByTestId('booking-call').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await more.isDisabled()).toBe(true);
    const fewer = form.getByRole('button', { name: 'Una persona in meno' });
    for (let i = 0; i < 5; i += 1) await fewer.click();
    expect((await form.getByTestId('booking-party').textContent())?.includes('2 persone')).toBe(
      true,
    );

    // Sent empty, the form says what is missing, in Italian, and sends nothing.
    await form.getByTestId(`booking-day-${day}`).check();
    await form.getByTestId('booking-times').waitFor();
    await form.getByRole('button', { name: 'Prenota', exact: true }).click();
    await page.getByText('Scegli un orario.').waitFor();
    await page.getByText('Scrivi nome e cognome.').waitFor();
    await page.getByText('Per prenotare serve il consenso al trattamento dei dati.').waitFor();
    expect(await seriousViolations(page), 'the booking form with its errors').toEqual([]);

    // Only times with room are offered: what the API answers for two.
    const offered = await form
      .getByTestId('booking-time')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const free = await freeTimes(day, 2);
    expect(offered).toEqual(free.map((time) => time.start).sort());
    const [first, second] = free;
    expect(first && second).toBeTruthy();
    await form.locator(`input[value="${first!.start}"]`).check();

    await form.getByRole('textbox', { name: 'Nome e cognome' }).fill('Anna Ospite');
    await form.getByRole('textbox', { name: 'Email' }).fill('anna@ospite.test');
    await form.getByRole('textbox', { name: 'Telefono' }).fill('+39 333 123 4567');
    const notes = form.getByRole('textbox', { name: 'Note per il ristorante' });
    expect(await notes.getAttribute('placeholder')).toContain('seggiolone');
    await notes.fill('Un seggiolone, per favore');
    // The privacy notice opens in a new tab, so the form keeps what was typed.
    const privacyLink = form.getByRole('link', { name: "Leggi l'informativa" });
    expect(await privacyLink.getAttribute('href')).toBe('/it/privacy');
    expect(await privacyLink.getAttribute('target')).toBe('_blank');
    const marketing = form.getByRole('checkbox', { name: /novità e offerte/ });
    expect(await marketing.isChecked()).toBe(false);
    await form.getByRole('checkbox', { name: /informativa privacy/ }).check();

    // Meanwhile another guest takes the places left at that time.
    for (let left = first!.remaining; left >= 2; ) {
      const party = Math.min(6, left - 1);
      const rival = await postBooking(
        server.testApp.app,
        trattoria.publicKey,
        bookingFor(first!.start, { party_size: party }),
      );
      expect(rival.statusCode).toBe(201);
      left -= party;
    }
    await form.getByRole('button', { name: 'Prenota', exact: true }).click();
    await form.getByTestId('booking-time-taken').waitFor();
    // The times are read again: the taken one is no longer free (it is full now, offered for its
    // waitlist), what was typed is still there.
    await expect
      .poll(() => form.getByTestId('booking-time').locator(`[value="${first!.start}"]`).count())
      .toBe(0);
    await expect
      .poll(() => form.locator(`input[value="${first!.start}"]`).getAttribute('data-testid'))
      .toBe('booking-full-time');
    expect(await form.getByRole('textbox', { name: 'Nome e cognome' }).inputValue()).toBe(
      'Anna Ospite',
    );

    await form.locator(`input[value="${second!.start}"]`).check();
    await form.getByRole('button', { name: 'Prenota', exact: true }).click();
    const publicId = await landOnManage(page, 'it');

    const manage = page.getByTestId('booking-manage');
    await manage.waitFor();
    expect(await page.getByTestId('booking-manage-title').textContent()).toBe(
      'Prenotazione confermata',
    );
    await page.getByTestId('booking-just-booked').waitFor();
    expect(await page.getByTestId('booking-party-size').textContent()).toBe('2 persone');
    expect(await page.getByTestId('booking-phone').getAttribute('href')).toMatch(/^tel:/);
    await expect.poll(() => page.title()).toBe('La tua prenotazione · Trattoria Demo');
    expect(await seriousViolations(page), 'the booking page').toEqual([]);

    // Stored as the guest sent it.
    const stored = await storedBooking(day, publicId);
    expect(stored).toMatchObject({
      status: 'confirmed',
      party_size: 2,
      name: 'Anna Ospite',
      notes: 'Un seggiolone, per favore',
      marketing_consent: false,
    });
    expect(Date.parse(stored!.starts_at)).toBe(Date.parse(second!.start));

    // Change the time: another free one of the same day.
    await page.getByTestId('booking-change').click();
    const change = page.getByTestId('booking-change-form');
    await change.getByTestId('booking-times').waitFor();
    const choices = await change
      .getByTestId('booking-time')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const later = choices.find((start) => Date.parse(start) > Date.parse(second!.start));
    expect(later).toBeTruthy();
    await change.locator(`input[value="${later}"]`).check();
    await change.getByRole('button', { name: 'Salva le modifiche' }).click();
    await page.getByText('Prenotazione modificata').waitFor();
    expect(Date.parse((await storedBooking(day, publicId))!.starts_at)).toBe(Date.parse(later!));

    // Cancel, asked once more.
    await page.getByTestId('booking-cancel').click();
    const dialog = page.getByRole('dialog', { name: 'Annullare la prenotazione?' });
    await dialog.getByRole('button', { name: 'Sì, annulla' }).click();
    await expect
      .poll(() => page.getByTestId('booking-manage-title').textContent())
      .toBe('Prenotazione annullata');
    expect((await storedBooking(day, publicId))?.status).toBe('cancelled');
    // Nothing left to change or cancel; a new booking is a tap away.
    expect(await page.getByTestId('booking-change').count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('books in English and confirms from the reminder link', async () => {
    const { context, page, errors } = await openPhone('en-GB');
    const day = romeDay(new Date(), 2);
    await page.goto(server.urlFor(TRATTORIA, '/en/booking'));
    const form = page.getByTestId('booking-form');
    await form.waitFor();
    await expect.poll(() => page.title()).toBe('Book a table · Trattoria Demo');
    await form.getByRole('button', { name: 'One person more' }).click();
    expect((await form.getByTestId('booking-party').textContent())?.includes('3 people')).toBe(
      true,
    );
    await form.getByTestId(`booking-day-${day}`).check();
    await form.getByTestId('booking-times').waitFor();
    await form.getByRole('heading', { name: 'Dinner' }).waitFor();
    await form.getByTestId('booking-time').last().check();
    await form.getByRole('textbox', { name: 'Full name' }).fill('John Guest');
    await form.getByRole('textbox', { name: 'Email' }).fill('john@guest.test');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000');
    await form.getByRole('checkbox', { name: /privacy notice/ }).check();
    await form.getByRole('checkbox', { name: /news and offers/ }).check();
    await form.getByRole('button', { name: 'Book', exact: true }).click();
    const publicId = await landOnManage(page, 'en');
    expect(await page.getByTestId('booking-manage-title').textContent()).toBe('Booking confirmed');
    expect(await page.getByTestId('booking-party-size').textContent()).toBe('3 people');
    expect((await storedBooking(day, publicId))?.marketing_consent).toBe(true);

    // The reminder's "I am coming" link: confirmed once, and the address loses the action.
    await page.goto(server.urlFor(TRATTORIA, `/en/booking/${publicId}?action=confirm`));
    await page.getByText('Thank you for confirming').waitFor();
    await page.getByTestId('booking-guest-confirmed').waitFor();
    await page.waitForURL((url) => !url.search.includes('action'));

    // A link of another site finds nothing here.
    await page.goto(server.urlFor('pizzeria.localhost', `/it/booking/${publicId}`));
    await page.getByTestId('booking-manage-error').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
