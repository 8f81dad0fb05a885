import type { PrivacyNotice } from '@coperto/shared/restaurants/privacy-notice.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { createQueryClient } from '../../shared/lib/query-client';
import { initTestI18n } from '../../test/test-i18n';
import { demoRestaurant } from '../demo-restaurant.fixture';
import { RestaurantPrivacyPage } from './restaurant-privacy-page';

const FULL: PrivacyNotice = {
  controller: {
    legal_name: 'Demo Ristorazione S.r.l.',
    vat_number: '01234567897',
    tax_code: '01234567897',
    address: {
      state: 'it',
      cap: '00186',
      city: 'Roma',
      province: 'RM',
      address: 'Via dei Coronari',
      street_number: '12',
    },
  },
  contact_email: 'trattoria@demo.test',
  contact_phone: '+39 06 1234 5678',
  processing: { ordering: true, card_payments: false, bookings: false },
  updated_on: '2026-11-26',
};

/** A business that has filled in nothing yet, and a restaurant with no email nor phone. */
const BARE: PrivacyNotice = {
  controller: {
    legal_name: '',
    vat_number: '',
    tax_code: '',
    address: { state: 'it', cap: '', city: '', province: '', address: '', street_number: '' },
  },
  contact_email: '',
  contact_phone: '',
  processing: { ordering: false, card_payments: false, bookings: false },
  updated_on: '2026-11-26',
};

async function renderPrivacy(answer: () => Response, language = 'it') {
  await initTestI18n(language);
  const fetch = vi.fn(async (_url: RequestInfo | URL) => answer());
  vi.stubGlobal('fetch', fetch);
  act(() => useCurrentRestaurantStore.setState({ currentRestaurant: demoRestaurant() }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/${language}/privacy`]}>
        <RestaurantPrivacyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page's text with no-break spaces as spaces. */
const pageText = () =>
  (screen.getByTestId('privacy-page').textContent ?? '').replace(/\u00a0/g, ' ');

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => useCurrentRestaurantStore.setState({ currentRestaurant: null }));
  await initTestI18n('it');
});

describe('the privacy notice page', () => {
  it("names the restaurant's business as controller, from its own public key", async () => {
    const fetch = await renderPrivacy(json(FULL));
    const controller = await screen.findByTestId('privacy-controller');
    expect(String(fetch.mock.calls[0]?.[0])).toContain(
      `/api/restaurant/privacy-notice/${demoRestaurant().public_key}`,
    );
    const rows = within(controller)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(rows).toEqual([
      'Demo Ristorazione S.r.l.',
      '01234567897',
      // The fiscal code equals the VAT number: said once.
      'Via dei Coronari 12, 00186 Roma (RM)',
      'trattoria@demo.test',
      '+39 06 1234 5678',
    ]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' }),
    ).toBeTruthy();
    expect(pageText()).toContain('Ultimo aggiornamento: 26 novembre 2026');
    expect(screen.getByRole('link', { name: '+39 06 1234 5678' }).getAttribute('href')).toBe(
      'tel:+390612345678',
    );
    expect(document.title).toBe(`Privacy · ${demoRestaurant().name}`);
  });

  it('describes orders, the contact form, marketing and the cookie categories, with rights and the Garante', async () => {
    await renderPrivacy(json(FULL));
    await screen.findByTestId('privacy-purpose-orders');
    expect(screen.getByTestId('privacy-purpose-contact')).toBeTruthy();
    expect(screen.getByTestId('privacy-purpose-marketing')).toBeTruthy();
    // No card payments here: neither the purpose nor the provider is named.
    expect(screen.queryByTestId('privacy-purpose-payments')).toBeNull();
    expect(pageText()).not.toContain('Stripe');
    for (const category of ['Essenziali', 'Funzionali', 'Esperienza', 'Statistiche', 'Marketing']) {
      expect(pageText()).toContain(`${category}: `);
    }
    expect(screen.getByRole('button', { name: 'Preferenze cookie' })).toBeTruthy();
    const how = screen.getByTestId('privacy-rights-how');
    expect(how.textContent).toBe(
      'Basta scrivere a trattoria@demo.test: ti rispondiamo entro un mese.',
    );
    expect(within(how).getByRole('link').getAttribute('href')).toBe('mailto:trattoria@demo.test');
    expect(screen.getByRole('link', { name: 'www.garanteprivacy.it' }).getAttribute('href')).toBe(
      'https://www.garanteprivacy.it/',
    );
  });

  it('names the payment provider only where guests can pay by card', async () => {
    await renderPrivacy(
      json({ ...FULL, processing: { ordering: true, card_payments: true, bookings: false } }),
    );
    await screen.findByTestId('privacy-purpose-payments');
    expect(pageText()).toContain('Stripe');
  });

  it('reads naturally with nothing filled in: no empty label, no "undefined"', async () => {
    await renderPrivacy(json(BARE));
    await screen.findByTestId('privacy-purpose-contact');
    expect(screen.queryByTestId('privacy-controller')).toBeNull();
    expect(pageText()).toContain(`è chi gestisce ${demoRestaurant().name}.`);
    // Without ordering, neither orders nor the marketing consent asked at the checkout.
    expect(screen.queryByTestId('privacy-purpose-orders')).toBeNull();
    expect(screen.queryByTestId('privacy-purpose-marketing')).toBeNull();
    expect(screen.getByTestId('privacy-rights-how').textContent).toBe(
      'Basta chiederlo al ristorante: ti rispondiamo entro un mese.',
    );
    expect(pageText()).not.toMatch(/undefined|null|\{\{|Partita IVA|Sede/);
  });

  it('falls back to the phone when the restaurant has no email', async () => {
    await renderPrivacy(json({ ...BARE, contact_phone: '06 1234' }));
    const how = await screen.findByTestId('privacy-rights-how');
    expect(how.textContent).toBe('Basta chiamare il 06 1234: ti rispondiamo entro un mese.');
  });

  it('is complete in English', async () => {
    await renderPrivacy(json(FULL), 'en');
    await screen.findByTestId('privacy-controller');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeTruthy();
    expect(pageText()).toContain('Last updated: November 26, 2026');
    expect(screen.getByRole('heading', { level: 3, name: 'Online orders' })).toBeTruthy();
    expect(screen.getByTestId('privacy-rights-how').textContent).toBe(
      'Just write to trattoria@demo.test: we reply within one month.',
    );
  });

  it('offers a retry when the notice cannot be read', async () => {
    let fail = true;
    await renderPrivacy(() => (fail ? new Response('{}', { status: 503 }) : json(FULL)()));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('privacy-controller')).toBeTruthy();
  });
});
