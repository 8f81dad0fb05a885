import {
  FEATURE_KEYS,
  type Plan,
  type Subscription,
} from '@coperto/shared/subscriptions/subscription.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/subscription.json';
import it_ from '../../../locales/it/subscription.json';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { initTestI18n } from '../../../test/test-i18n';
import SubscriptionPage from './subscription-page';

// A busy machine runs these beside the API tests: give each screen time to load its data.
configure({ asyncUtilTimeout: 5000 });

const plan = (code: string, monthly_price: number, features: Plan['features']): Plan => ({
  id: monthly_price,
  code,
  name: code,
  description: '',
  monthly_price,
  features,
  limits: { restaurants: code === 'pro' ? 10 : 1, users: code === 'pro' ? 100 : 3 },
});
const STARTER = plan('starter', 19, ['website', 'menu', 'gallery', 'contact']);
const PRO = plan('pro', 59, [...FEATURE_KEYS]);
const TRIAL = plan('trial', 0, [...FEATURE_KEYS]);

const DAY = 86_400_000;
let subscription: Subscription;
const fetchMock = vi.fn<typeof fetch>();

function renderPage() {
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000, 'owner'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubscriptionPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The comparison's column heads, left to right, and which one is marked current. */
function comparedPlans() {
  const table = screen.getByRole('table', { name: 'I piani a confronto' });
  const heads = within(table).getAllByRole('columnheader').slice(1);
  return heads.map((head) => ({
    name: head.querySelector('p')?.textContent,
    current: head.getAttribute('aria-current') === 'true',
  }));
}

beforeAll(async () => {
  await initTestI18n('it');
});
beforeEach(() => {
  subscription = {
    id: 1,
    business_id: 1,
    status: 'active',
    current_period_end: new Date(Date.now() + 30 * DAY).toISOString(),
    plan: STARTER,
  };
  fetchMock.mockImplementation(async (input) => {
    const { pathname } = new URL(String(input));
    if (pathname === '/api/subscriptions/business/1') return jsonResponse(200, subscription);
    if (pathname === '/api/subscriptions/plans')
      return jsonResponse(200, {
        items: [STARTER, PRO],
        plan_change_email: 'vendite@ristoranti.example',
      });
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
});

describe('subscription screen', () => {
  it('shows the current plan with its status, renewal date, price, limits and features', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Starter', level: 2 })).closest(
      '[aria-labelledby="current-plan-title"]',
    ) as HTMLElement;
    expect(within(card).getByText('Attivo')).toBeTruthy();
    const renewal = new Intl.DateTimeFormat('it', { dateStyle: 'long' }).format(
      new Date(subscription.current_period_end),
    );
    expect(within(card).getByText(`Si rinnova il ${renewal}.`)).toBeTruthy();
    expect(within(card).getByText('19,00 € al mese')).toBeTruthy();
    expect(within(card).getByText('Fino a 1 ristorante')).toBeTruthy();
    expect(within(card).getByText('Fino a 3 utenti')).toBeTruthy();
    for (const name of ['Sito web', 'Menu digitale', 'Galleria fotografica', 'Modulo contatti']) {
      expect(within(card).getByText(name)).toBeTruthy();
    }
    expect(within(card).queryByText('Ordini online')).toBeNull();
  });

  it('compares the plans side by side with the current one marked', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'I piani a confronto' });
    expect(comparedPlans()).toEqual([
      { name: 'Starter', current: true },
      { name: 'Pro', current: false },
    ]);
    const google = screen
      .getByRole('rowheader', { name: "Profilo dell'attività su Google" })
      .closest('tr')!;
    expect(within(google).getByTitle('Non inclusa')).toBeTruthy();
    expect(within(google).getByTitle('Inclusa')).toBeTruthy();
    const ordering = screen.getByRole('rowheader', { name: 'Ordini online' }).closest('tr')!;
    expect(within(ordering).getByTitle('Non inclusa')).toBeTruthy();
    expect(within(ordering).getByTitle('Inclusa')).toBeTruthy();
    // What does not work yet is never ticked as included: the plan that will have it says "coming".
    const invoices = screen.getByRole('rowheader', { name: 'Fatture elettroniche' }).closest('tr')!;
    expect(within(invoices).getByTitle('Non inclusa')).toBeTruthy();
    expect(within(invoices).queryByTitle('Inclusa')).toBeNull();
    expect(within(invoices).getByText('In arrivo')).toBeTruthy();
  });

  it('puts a trial first in the comparison, as it is not a plan to move to', async () => {
    subscription = { ...subscription, status: 'trialing', plan: TRIAL };
    renderPage();
    await screen.findByRole('table', { name: 'I piani a confronto' });
    expect(comparedPlans()).toEqual([
      { name: 'Prova gratuita', current: true },
      { name: 'Starter', current: false },
      { name: 'Pro', current: false },
    ]);
    expect(screen.getByText('In prova')).toBeTruthy();
    expect(screen.getByText(/^La prova gratuita termina il /)).toBeTruthy();
  });

  it.each([
    ['past_due', 30, 'Pagamento non riuscito', /^Il rinnovo non è stato pagato/],
    ['canceled', -3, 'Disdetto', /^L'abbonamento è disdetto/],
    ['active', -1, 'Scaduto', /^Il periodo è terminato il /],
  ] as const)('words the %s state clearly', async (status, days, label, text) => {
    subscription = {
      ...subscription,
      status,
      current_period_end: new Date(Date.now() + days * DAY).toISOString(),
    };
    renderPage();
    expect(await screen.findByText(label)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('offers to change plan by email, with the business and plan written in', async () => {
    renderPage();
    const contact = await screen.findByRole('link', { name: 'Contattaci per cambiare piano' });
    const href = new URL(contact.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    // The address the server is configured with, answered with the plans.
    expect(href.pathname).toBe('vendite@ristoranti.example');
    expect(href.searchParams.get('subject')).toBe('Cambio piano per Demo Ristorazione S.r.l.');
    expect(href.searchParams.get('body')).toContain('piano attuale: Starter');
  });

  it('says so when the subscription cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { detail: 'x', code: 'INTERNAL' }));
    renderPage();
    expect(await screen.findByText("Non è stato possibile caricare l'abbonamento.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('has a readable name for every feature key, in Italian and English', () => {
    for (const strings of [it_, en]) {
      for (const feature of FEATURE_KEYS) {
        expect(strings.features[feature], feature).toMatch(/\w/);
      }
      expect(Object.keys(strings.features).sort()).toEqual([...FEATURE_KEYS].sort());
    }
  });
});
