import type {
  MonthReport,
  ReportFigures,
  YearReport,
} from '@coperto/shared/reports/report.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/session/session-fixtures';
import { initTestI18n } from '../../../test/test-i18n';
import ReportsScreen from './reports-page';

// The chart draws SVG from measured sizes jsdom does not have: its own tests are MUI's.
vi.mock('../components/year-chart', () => ({ YearChart: () => <div>chart</div> }));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function figures(changes: Partial<ReportFigures> = {}): ReportFigures {
  return {
    takings_cashups: 10_000,
    takings_online: 500.5,
    takings: 10_500.5,
    online_orders: 12,
    covers: 400,
    average_spend: 25,
    expenses: 4_000,
    food_cost: 2_500,
    beverage_cost: 500,
    food_beverage_share: 28.6,
    labour: 3_150,
    labour_share: 30,
    ...changes,
  };
}

function yearReport(includesLabour: boolean): YearReport {
  const labour = includesLabour ? {} : { labour: null, labour_share: null };
  return {
    year: 2026,
    restaurant_id: null,
    restaurants: [
      { id: 1, name: 'Trattoria Demo' },
      { id: 2, name: 'Pizzeria Demo' },
    ],
    includes_labour: includesLabour,
    months: Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      ...figures(labour),
    })),
    totals: figures({ takings: 126_006, ...labour }),
  };
}

function monthReport(): MonthReport {
  return {
    month: '2026-03',
    restaurant_id: null,
    restaurants: yearReport(true).restaurants,
    includes_labour: true,
    figures: figures(),
    expenses_by_category: [
      { key: 'food', name: 'Cibo', amount: 2_500 },
      { key: null, name: 'Pulizie', amount: 100 },
    ],
    expenses_by_supplier: [
      { supplier_id: 4, name: 'Ortofrutta Rossi', amount: 2_000 },
      { supplier_id: null, name: '', amount: 600 },
    ],
    by_restaurant: [
      { restaurant_id: 1, name: 'Trattoria Demo', ...figures() },
      { restaurant_id: 2, name: 'Pizzeria Demo', ...figures({ labour_share: 12.5 }) },
    ],
  };
}

function renderScreen(path = '/dashboard/reports?year=2026') {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/reports/*" element={<ReportsScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let labour = true;
beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  labour = true;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/reports/year') return jsonResponse(200, yearReport(labour));
    if (url.pathname === '/api/reports/month') return jsonResponse(200, monthReport());
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the reports screen', () => {
  it("shows the year's figures, the shares of takings and every month", async () => {
    renderScreen();
    await screen.findByRole('heading', { name: 'Numeri 2026' });
    expect(plain((await screen.findByTestId('report-takings')).textContent)).toContain(
      '126.006,00 €',
    );
    expect(plain(screen.getByTestId('report-food-cost').textContent)).toContain('28,6%');
    expect(plain(screen.getByTestId('report-labour-cost').textContent)).toContain('30,0%');
    const table = screen.getByRole('table', { name: 'Mese per mese' });
    expect(within(table).getByRole('button', { name: 'Marzo' })).toBeTruthy();
    expect(within(table).getByText('Totale anno')).toBeTruthy();
    const asked = new URL(String(fetchMock.mock.calls[0]![0]));
    expect(asked.searchParams.get('year')).toBe('2026');
    expect(asked.searchParams.has('restaurant_id')).toBe(false);
  });

  it('leaves the labour cost out when the API leaves it out (a manager)', async () => {
    labour = false;
    renderScreen();
    await screen.findByTestId('report-food-cost');
    expect(screen.queryByTestId('report-labour-cost')).toBeNull();
    expect(screen.getByText('Visibile solo al titolare')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Personale % incasso' })).toBeNull();
  });

  it('opens a month with its expenses by category and supplier and each restaurant', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Mese per mese' });
    await userEvent.click(within(table).getByRole('button', { name: 'Marzo' }));
    await screen.findByRole('heading', { name: 'Marzo 2026' });
    await screen.findByRole('heading', { name: 'Spese per categoria' });
    expect(screen.getByText('Cibo')).toBeTruthy();
    expect(screen.getByText('Pulizie')).toBeTruthy();
    expect(screen.getByText('Altri fornitori')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Per ristorante' })).toBeTruthy();
    const monthCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .find((url) => url.pathname === '/api/reports/month');
    expect(monthCall?.searchParams.get('month')).toBe('2026-03');
  });

  it('says a month that cannot be is not found', async () => {
    renderScreen('/dashboard/reports/month/1899-13');
    expect(await screen.findByText(/non trovat/i)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
