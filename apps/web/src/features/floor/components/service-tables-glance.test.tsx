import type { Service } from '@coperto/shared/floor/service.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { jsonResponse, seating, serviceOf, serviceTable } from '../testing/service-fixtures';
import ServiceTablesGlance from './service-tables-glance';

configure({ asyncUtilTimeout: 5000 });
const fetchMock = vi.fn<typeof fetch>();
let answer: Service;

function renderGlance() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ServiceTablesGlance restaurantId={1} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  answer = serviceOf(
    [
      serviceTable({ id: 1, name: '1' }),
      serviceTable({ id: 2, name: '2' }),
      serviceTable({ id: 3, name: '3', state: 'reserved_soon', next_booking_id: 9 }),
      serviceTable({ id: 4, name: '4', state: 'ordered', seating_id: 10 }),
      serviceTable({ id: 5, name: '5', state: 'bill_requested', seating_id: 11 }),
      serviceTable({ id: 6, name: '6', state: 'to_clean', seating_id: 12 }),
    ],
    [
      seating({ id: 10, table_ids: [4], party_size: 4 }),
      seating({ id: 11, table_ids: [5], party_size: 3 }),
      // Paid and gone: nobody sits there any more.
      seating({ id: 12, table_ids: [6], party_size: 6, paid_at: new Date().toISOString() }),
    ],
  );
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/floor/1/service') return jsonResponse(200, answer);
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the home's glance at the room", () => {
  it('counts the tables free now (not the ones held for a booking due), the taken ones and their covers', async () => {
    renderGlance();
    const free = await screen.findByTestId('glance-free-tables');
    expect(free.textContent).toBe('Tavoli liberi ora2su 6');
    const glance = screen.getByRole('region', { name: 'Sala ora' });
    expect(within(glance).getByText('7 coperti in sala')).toBeTruthy();
    expect(within(glance).getByText('Conti e da pulire').nextSibling?.textContent).toBe('2');
    expect(
      within(glance).getByRole('link', { name: 'Apri il servizio' }).getAttribute('href'),
    ).toBe('/dashboard/floor');
  });

  it('shows nothing for a restaurant without tables', async () => {
    answer = serviceOf([]);
    const { container } = renderGlance();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
