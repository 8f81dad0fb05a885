import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { runLogoutResets } from '../../lib/logout-reset-registry';
import { type DataColumn, DataTable } from './data-table';
import { listQueryParams, useListState } from './use-list-state';

const user = userEvent.setup({ delay: null });

interface Person {
  id: number;
  surname: string;
  role: string;
}

const PEOPLE: Person[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  surname: `Rossi ${String(index + 1).padStart(2, '0')}`,
  role: index % 2 ? 'staff' : 'manager',
}));

const COLUMNS: DataColumn<Person>[] = [
  { key: 'surname', header: 'Cognome', sortBy: true },
  { key: 'role', header: 'Ruolo', render: (person) => person.role.toUpperCase(), sortBy: 'role' },
  { key: 'id', header: 'N.' },
];

/** A fake list call: the API's answer for the list's current query. */
function pageOf(query: Record<string, string | number>) {
  const matching = PEOPLE.filter((p) => !query.search || p.surname.includes(String(query.search)));
  const sorted = [...matching].sort((a, b) => {
    const column = query.orderByColumn as 'surname' | 'role';
    const order = a[column].localeCompare(b[column]) || a.id - b.id;
    return query.orderByType === 'desc' ? -order : order;
  });
  const start = (Number(query.page) - 1) * Number(query.limit);
  return { items: sorted.slice(start, start + Number(query.limit)), total: matching.length };
}

function PeopleList({ loaded = true, onAdd = () => {} }: { loaded?: boolean; onAdd?: () => void }) {
  const list = useListState('people', { orderByColumn: 'surname', orderByType: 'asc' });
  const page = pageOf(listQueryParams(list));
  return (
    <>
      <button type="button" onClick={() => list.setSearch('Rossi 4')}>
        Cerca Rossi 4
      </button>
      <button type="button" onClick={() => list.setSearch('Bianchi')}>
        Cerca Bianchi
      </button>
      <DataTable
        list={list}
        label="Persone"
        columns={COLUMNS}
        rows={loaded ? page.items : undefined}
        total={page.total}
        rowId={(person) => person.id}
        selectable
        emptyState={{
          title: 'Nessuno qui',
          text: 'Aggiungi la prima persona.',
          action: { label: 'Aggiungi', onClick: onAdd },
        }}
      />
    </>
  );
}

/** The list on a screen that can be left and come back to. */
function Screens() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        Cambia schermata
      </button>
      {shown && <PeopleList />}
    </>
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);

beforeAll(() => initTestI18n('it'));
afterEach(() => act(() => runLogoutResets()));

describe('DataTable with useListState', () => {
  it('shows 20 rows a page in the default order, and pages through the rest', async () => {
    render(<PeopleList />);
    expect(bodyRows()).toHaveLength(20);
    expect(firstCells()[0]).toBe('Rossi 01');
    expect(screen.getByText('1–20 di 45')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(firstCells()[0]).toBe('Rossi 21');
    expect(screen.getByText('21–40 di 45')).toBeTruthy();
  });

  it('sorts by a header, flips on a second click, and goes back to page 1', async () => {
    render(<PeopleList />);
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    const surname = screen.getByRole('button', { name: 'Cognome' });

    await user.click(surname);
    expect(firstCells()[0]).toBe('Rossi 45');
    expect(screen.getByText('1–20 di 45')).toBeTruthy();
    expect(surname.closest('th')?.getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Ruolo' }));
    expect(bodyRows()[0]?.textContent).toContain('MANAGER');
    expect(
      screen.getByRole('button', { name: 'Ruolo' }).closest('th')?.getAttribute('aria-sort'),
    ).toBe('ascending');
  });

  it('keeps search, sort, page and selection when the screen is left and opened again', async () => {
    render(<Screens />);
    await user.click(screen.getByRole('button', { name: 'Cognome' }));
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await user.click(within(bodyRows()[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona le righe di questa pagina' }));
    expect(screen.getByText('21 selezionati')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cambia schermata' }));
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cambia schermata' }));

    expect(firstCells()[0]).toBe('Rossi 45');
    expect(screen.getByText('21 selezionati')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect((within(bodyRows()[0]!).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(bodyRows()[1]!).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Deseleziona tutto' }));
    expect(screen.queryByText(/selezionat/)).toBeNull();
  });

  it('says what to do when nothing matches, with its action', async () => {
    const onAdd = vi.fn();
    render(<PeopleList onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Cerca Rossi 4' }));
    expect(bodyRows()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Cerca Bianchi' }));
    const empty = screen.getByTestId('list-empty');
    expect(empty.textContent).toContain('Nessuno qui');
    expect(empty.textContent).toContain('Aggiungi la prima persona.');
    await user.click(within(empty).getByRole('button', { name: 'Aggiungi' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.queryByText(/di 0/)).toBeNull();
  });

  it('shows placeholder rows while the first page loads', () => {
    render(<PeopleList loaded={false} />);
    expect(screen.getAllByTestId('data-table-skeleton')).toHaveLength(5);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });
});

describe('useListState', () => {
  it('keeps one state per list; a new filter starts from page 1, an empty one is removed', () => {
    const { result } = renderHook(() => ({
      users: useListState('users', { filters: { role: 'staff' } }),
      orders: useListState('orders'),
    }));
    expect(result.current.users).toMatchObject({
      filters: { role: 'staff' },
      orderByColumn: 'date',
      orderByType: 'desc',
      page: 1,
      limit: 20,
    });
    act(() => result.current.users.setPage(3));
    act(() => result.current.orders.setPage(2));
    act(() => result.current.users.setFilter('restaurant_id', 4));
    expect(result.current.users.page).toBe(1);
    expect(result.current.users.filters).toEqual({ role: 'staff', restaurant_id: 4 });
    act(() => result.current.users.setFilter('role', ''));
    expect(result.current.users.filters).toEqual({ restaurant_id: 4 });
    expect(result.current.orders.page).toBe(2);

    act(() => result.current.users.reset());
    expect(result.current.users.filters).toEqual({ role: 'staff' });
  });

  it('forgets every list at logout', async () => {
    const { result } = renderHook(() => useListState('users'));
    act(() => result.current.setSearch('rossi'));
    await act(() => runLogoutResets());
    expect(result.current.search).toBe('');
  });
});

describe('listQueryParams', () => {
  it("gives the API's list query: trimmed search and set filters only", () => {
    expect(
      listQueryParams({
        search: '  rossi ',
        filters: { role: 'staff', restaurant_id: 3, from: '', to: undefined },
        orderByColumn: 'date',
        orderByType: 'desc',
        page: 2,
        limit: 20,
      }),
    ).toEqual({
      orderByColumn: 'date',
      orderByType: 'desc',
      page: 2,
      limit: 20,
      search: 'rossi',
      role: 'staff',
      restaurant_id: 3,
    });
    expect(
      listQueryParams({
        search: ' ',
        filters: {},
        orderByColumn: 'surname',
        orderByType: 'asc',
        page: 1,
        limit: 50,
      }),
    ).toEqual({ orderByColumn: 'surname', orderByType: 'asc', page: 1, limit: 50 });
  });
});
