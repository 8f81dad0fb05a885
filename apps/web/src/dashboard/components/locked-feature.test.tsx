import type { Role } from '@coperto/shared/auth/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser, jsonResponse } from '../../shared/session/session-fixtures';
import { useSessionStore } from '../../shared/session/session-store';
import { initTestI18n } from '../../test/test-i18n';
import { FeatureGate, LockedFeatureBadge, useFeatureLock } from './locked-feature';
import { NavigationDrawer } from './navigation-drawer';

// A busy machine runs these beside the API tests: give each screen time to load its data.
configure({ asyncUtilTimeout: 5000 });

const fetchMock = vi.fn<typeof fetch>();
let features: string[];
const plan = (code: string, monthly_price: number, planFeatures: string[]) => ({
  id: monthly_price,
  code,
  name: code,
  description: '',
  monthly_price,
  features: planFeatures,
  limits: { restaurants: 1, users: 3 },
});
// The dearer plan first: the badge must still name the cheapest one with the feature.
const PLANS = [
  plan('business', 99, ['website', 'ordering', 'invoices']),
  plan('pro', 59, ['website', 'ordering']),
  plan('starter', 19, ['website', 'gallery']),
];

/** Says what the lock knows, so a test can wait until it knows. */
function LockState() {
  return <output>{`locked: ${String(useFeatureLock('ordering').locked)}`}</output>;
}

function renderBadge(role: Role) {
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000, role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <button type="button">Attiva gli ordini online</button>
        <LockedFeatureBadge feature="ordering" />
        <LockState />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function renderGate() {
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000, 'owner'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FeatureGate feature="ordering" heading={<h1>Ordini</h1>}>
          <p>Gli ordini di oggi</p>
        </FeatureGate>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function renderNavigation() {
  const user = fakeCurrentUser(Date.now() + 3_600_000, 'owner');
  useSessionStore.getState().setCurrentUser(user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NavigationDrawer user={user} permanent mobileOpen={false} onMobileClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The sections shown with a lock, by their link text without the lock's own title. */
async function lockedSections() {
  const nav = await screen.findByRole('navigation', { name: 'Sezioni della dashboard' });
  await within(nav).findAllByTitle('Non incluso nel tuo piano');
  return within(nav)
    .getAllByRole('link')
    .filter((link) => within(link).queryByTitle('Non incluso nel tuo piano'))
    .map((link) => link.querySelector('.MuiListItemText-primary')?.textContent);
}

beforeAll(async () => {
  await initTestI18n('it');
});
beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const { pathname } = new URL(String(input));
    if (pathname === '/api/restaurant/features/1') {
      return jsonResponse(200, {
        restaurant_id: 1,
        plan_code: 'starter',
        status: 'active',
        features,
      });
    }
    if (pathname === '/api/subscriptions/plans') return jsonResponse(200, { items: PLANS });
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
});

describe('locked sections in the navigation', () => {
  it('marks the sections not built yet as coming, not locked, whatever the plan', async () => {
    features = ['website', 'menu', 'gallery', 'contact'];
    renderNavigation();
    const nav = await screen.findByRole('navigation', { name: 'Sezioni della dashboard' });
    const coming = within(nav)
      .getAllByRole('link')
      .filter((link) => within(link).queryByText('In arrivo'))
      .map((link) => link.querySelector('.MuiListItemText-primary')?.textContent);
    expect(coming).toEqual(['Fatture', 'Guida']);
    expect(within(nav).queryAllByTitle('Non incluso nel tuo piano')).toEqual([]);
  });

  it('locks the built sections the plan lacks: orders, bookings and the room, cash-ups, expenses, staff and rota, gift cards, discounts, menus, and the gallery once it has ended', async () => {
    features = [];
    renderNavigation();
    expect(await lockedSections()).toEqual([
      'Ordini',
      'Prenotazioni',
      'Sala',
      'Chiusure cassa',
      'Spese e fornitori',
      'Personale e turni',
      'Gift card',
      'Sconti',
      'Menù',
      'Galleria',
    ]);
  });
});

describe('the lock beside an action', () => {
  it('names the cheapest plan with the feature and links the owner to the subscription', async () => {
    features = ['website', 'gallery'];
    renderBadge('owner');
    const badge = await screen.findByRole('link', { name: 'Disponibile con il piano Pro' });
    expect(badge.textContent).toBe('Pro');
    expect(badge.getAttribute('href')).toBe('/dashboard/subscription');
  });

  it('is not a link for a manager, and not there at all when the plan has the feature', async () => {
    features = ['website'];
    renderBadge('manager');
    expect(await screen.findByText('Pro')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    features = ['website', 'ordering'];
    renderBadge('owner');
    expect(await screen.findByText('locked: false')).toBeTruthy();
    expect(screen.queryByText('Pro')).toBeNull();
    expect(screen.queryByText('Non incluso nel tuo piano')).toBeNull();
  });
});

describe('the gate in place of a screen', () => {
  it('shows the heading and the notice naming the cheapest plan, not the screen, when locked', async () => {
    features = ['website', 'gallery'];
    renderGate();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ordini online' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ordini' })).toBeTruthy();
    expect(
      (await screen.findByText(/È disponibile con il piano/)).textContent?.replace(/\s/g, ' '),
    ).toBe('È disponibile con il piano Pro, a 59,00 € al mese.');
    expect(screen.queryByText('Gli ordini di oggi')).toBeNull();
  });

  it('shows the screen alone when the plan has the feature', async () => {
    features = ['website', 'ordering'];
    renderGate();
    expect(await screen.findByText('Gli ordini di oggi')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Non incluso nel tuo piano')).toBeNull();
  });

  it("locks nothing when the plan's features cannot be read: the API has the last word", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(500, { detail: 'Internal error', code: 'INTERNAL' }),
    );
    renderGate();
    expect(await screen.findByText('Gli ordini di oggi')).toBeTruthy();
    expect(screen.queryByText('Non incluso nel tuo piano')).toBeNull();
  });
});
