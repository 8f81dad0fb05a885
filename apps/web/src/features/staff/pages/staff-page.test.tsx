import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { DEFAULT_TIME_ZONE } from '@coperto/shared/common/constants';
import { addDays, mondayOf } from '@coperto/shared/staff/staff-pay';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../../shared/lib/dates';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { initTestI18n } from '../../../test/test-i18n';
import StaffScreen from './staff-page';

const session = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => session.user,
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const HOUR = 60 * 60 * 1000;
const MANAGER = fakeCurrentUser(Date.now() + HOUR, 'manager');
const STAFF = fakeCurrentUser(Date.now() + HOUR, 'staff');
const WEEK = mondayOf(todayIn(DEFAULT_TIME_ZONE));
const fetchMock = vi.fn<typeof fetch>();
let weekShifts: { user_id: number; day: string; service: string }[];

const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([input, init]) => ({
      path: new URL(String(input)).pathname,
      body: JSON.parse(String(init?.body)),
    }));

function renderAt(path: string, user: CurrentUser) {
  session.user = user;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/staff/*" element={<StaffScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function rotaWeek() {
  return {
    restaurant_id: 1,
    week_start: WEEK,
    time_zone: 'Europe/Rome',
    status: weekShifts.length ? 'draft' : 'empty',
    published_at: null,
    people: [{ id: 3, name: 'Luca', surname: 'Verdi', role: 'staff', duty: 'Sala' }],
    shifts: weekShifts,
  };
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  weekShifts = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/rota/week' && init?.method === 'PUT') {
      weekShifts = JSON.parse(String(init.body)).shifts;
      return jsonResponse(200, rotaWeek());
    }
    if (url.pathname === '/api/rota/week') return jsonResponse(200, rotaWeek());
    if (url.pathname === '/api/rota/mine') {
      return jsonResponse(200, {
        week_start: url.searchParams.get('week'),
        language: 'it',
        shifts: [
          { restaurant_id: 1, restaurant_name: 'Trattoria Demo', day: WEEK, service: 'dinner' },
          { restaurant_id: 1, restaurant_name: 'Trattoria Demo', day: WEEK, service: 'lunch' },
        ],
      });
    }
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the staff section', () => {
  it('a manager adds a person to a service with "+" and a tap: the whole week is saved', async () => {
    renderAt('/dashboard/staff', MANAGER);
    const add = await screen.findAllByRole('button', { name: /^Aggiungi a Pranzo di / });
    await userEvent.click(add[0]!);
    await userEvent.click(await screen.findByRole('menuitem', { name: /Luca Verdi/ }));
    await screen.findByText('Luca Verdi');
    expect(puts()).toEqual([
      {
        path: '/api/rota/week',
        body: {
          restaurant_id: MANAGER.restaurant!.id,
          week_start: WEEK,
          shifts: [{ user_id: 3, day: WEEK, service: 'lunch' }],
        },
      },
    ]);
    // Managers have no wages tab: only the owner sees others' wages.
    expect(screen.queryByRole('tab', { name: 'Stipendi' })).toBeNull();
  });

  it('staff see their own week, a day per line, and no planner', async () => {
    renderAt('/dashboard/staff', STAFF);
    const monday = await screen.findByTestId(`my-day-${WEEK}`);
    const chips = within(monday).getAllByText(/Pranzo|Cena/);
    // In the order of the day, whatever the server's order.
    expect(chips.map((c) => c.textContent)).toEqual(['Pranzo', 'Cena']);
    expect(
      within(screen.getByTestId(`my-day-${addDays(WEEK, 1)}`)).getByText('Riposo'),
    ).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Turni' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Le mie buste paga' })).toBeTruthy();
  });
});
