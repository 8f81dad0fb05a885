import type { Role } from '@coperto/shared/auth/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser, jsonResponse } from '../../shared/session/session-fixtures';
import { useSessionStore } from '../../shared/session/session-store';
import { initTestI18n } from '../../test/test-i18n';
import { dashboardRoutes } from '../dashboard-routes';

// A busy machine runs these beside the API tests: give each screen time to load its data.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn<typeof fetch>();
let features: string[];
const plan = (id: number, code: string, monthly_price: number, planFeatures: string[]) => ({
  id,
  code,
  name: code,
  description: '',
  monthly_price,
  features: planFeatures,
  limits: { restaurants: 1, users: 3 },
});
// The dearer plan first: the notice must still name the cheapest one with the feature.
const PLANS = [
  plan(3, 'pro', 59, ['website', 'menu', 'gallery', 'contact', 'ordering', 'invoices']),
  plan(2, 'starter', 19, ['website', 'menu', 'gallery', 'contact']),
];

/** The API as the frame and the gallery and menus screens use it; `features` is the plan's. */
function answerApi(input: RequestInfo | URL): Response {
  const { pathname } = new URL(String(input));
  switch (pathname) {
    case '/api/restaurant/features/1':
      return jsonResponse(200, {
        restaurant_id: 1,
        plan_code: 'starter',
        status: 'active',
        features,
      });
    case '/api/subscriptions/plans':
      return jsonResponse(200, { items: PLANS });
    case '/api/restaurant/names':
      return jsonResponse(200, [{ id: 1, name: 'Trattoria Demo' }]);
    case '/api/restaurant/1':
      return jsonResponse(200, { id: 1, name: 'Trattoria Demo', language: ['it', 'en'] });
    case '/api/restaurant/1/gallery':
      return jsonResponse(200, { images: [] });
    case '/api/restaurant/1/menu-list':
      return jsonResponse(200, { menus: [] });
    default:
      return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  }
}

function renderSection(path: string, role: Role = 'owner') {
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000, role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(dashboardRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The page beside the navigation, once the frame is there: the navigation has locks of its own. */
const findPage = async () => within(await screen.findByRole('main'));
const requested = (pathname: string) =>
  fetchMock.mock.calls.some(([input]) => new URL(String(input)).pathname === pathname);

// Sections built and gated by their plan feature, with what their screen shows once loaded.
const GATED_SECTIONS = [
  {
    section: 'gallery',
    title: 'Galleria',
    feature: 'Galleria fotografica',
    screenText: 'Trascina qui le foto',
    screenData: '/api/restaurant/1/gallery',
  },
  {
    section: 'menus',
    title: 'Menù',
    feature: 'Menu digitale',
    screenText: 'Ancora nessun menù',
    screenData: '/api/restaurant/1/menu-list',
  },
];

beforeAll(async () => {
  await initTestI18n('it');
  // The lazy modules, loaded once up front: their first transform is slow on a busy machine.
  await Promise.all([
    import('../dashboard-frame'),
    import('./section-page'),
    import('../../features/gallery-editor/pages/gallery-editor-page'),
    import('../../features/menu-editor/pages/menu-editor-page'),
  ]);
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => answerApi(input));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
});

describe('a section whose plan feature the restaurant lacks', () => {
  it.each(GATED_SECTIONS)(
    'shows $section locked under its title, naming the cheapest plan that unlocks it, instead of its screen',
    async ({ section, title, feature, screenText, screenData }) => {
      features = ['website', 'contact'];
      renderSection(`/dashboard/${section}`);
      const page = await findPage();
      expect(await page.findByRole('heading', { level: 2, name: feature })).toBeTruthy();
      expect(page.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(
        (await page.findByText(/È disponibile con il piano/)).textContent?.replace(/\s/g, ' '),
      ).toBe('È disponibile con il piano Starter, a 19,00 € al mese.');
      expect(page.getByRole('link', { name: 'Vedi i piani' }).getAttribute('href')).toBe(
        '/dashboard/subscription',
      );
      expect(page.queryByText(screenText)).toBeNull();
      // The screen never started: it did not even ask for its data.
      expect(requested(screenData)).toBe(false);
    },
  );

  it("tells a manager to ask the owner: billing is not a manager's", async () => {
    features = [];
    renderSection('/dashboard/gallery', 'manager');
    const page = await findPage();
    expect(
      await page.findByText('Per attivarla, chiedi al titolare di cambiare piano.'),
    ).toBeTruthy();
    expect(page.queryByRole('link', { name: 'Vedi i piani' })).toBeNull();
  });

  it('says a section not built yet is coming, not locked, and which plan will include it', async () => {
    features = ['website', 'menu', 'gallery', 'contact'];
    // Invoices: not built yet (gift cards, the example until issue 17, now are).
    renderSection('/dashboard/invoices');
    const page = await findPage();
    expect(page.getByRole('heading', { level: 1, name: 'Fatture' })).toBeTruthy();
    expect(await page.findByText(/^Questa sezione non è ancora disponibile/)).toBeTruthy();
    expect(await page.findByText(/sarà compresa nel piano Pro/)).toBeTruthy();
    expect(page.getByRole('link', { name: 'Vedi i piani' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
    expect(page.queryByText('Non incluso nel tuo piano')).toBeNull();
  });

  it('names no plan for a coming section the plan will already include', async () => {
    features = ['website', 'menu', 'gallery', 'contact', 'invoices'];
    renderSection('/dashboard/invoices', 'manager');
    const page = await findPage();
    expect(await page.findByText(/^Questa sezione non è ancora disponibile/)).toBeTruthy();
    expect(page.getByRole('heading', { level: 1, name: 'Fatture' })).toBeTruthy();
    expect(page.queryByText(/sarà compresa nel piano/)).toBeNull();
    expect(requested('/api/subscriptions/plans')).toBe(false);
  });
});

describe('a section whose plan feature the restaurant has', () => {
  it.each(GATED_SECTIONS)(
    'shows the $section screen, with no lock',
    async ({ section, screenText, screenData }) => {
      features = ['website', 'menu', 'gallery', 'contact'];
      renderSection(`/dashboard/${section}`);
      const page = await findPage();
      expect(await page.findByText(screenText)).toBeTruthy();
      expect(requested(screenData)).toBe(true);
      expect(page.queryByText('Non incluso nel tuo piano')).toBeNull();
      expect(requested('/api/subscriptions/plans')).toBe(false);
    },
  );
});
