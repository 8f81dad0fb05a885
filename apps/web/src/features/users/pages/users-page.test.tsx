import type { Role } from '@coperto/shared/auth/permissions';
import type { User } from '@coperto/shared/users/users.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runLogoutResets } from '../../../shared/lib/logout-reset-registry';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { initTestI18n } from '../../../test/test-i18n';
import { fakeUser } from '../testing/user-fixtures';
import UsersPage from './users-page';

const user = userEvent.setup({ delay: null });
const fetchMock = vi.fn<typeof fetch>();

/** The signed-in user is id 7 (fixtures); the others are the business's team. */
function team(viewer: Role): User[] {
  const owners = viewer === 'owner';
  return [
    fakeUser(7, viewer, 'Olga', 'Owner', { withWages: owners }),
    fakeUser(1, 'owner', 'Giulia', 'Rossi', { withWages: owners }),
    fakeUser(2, 'manager', 'Marco', 'Bianchi', { withWages: owners }),
    fakeUser(3, 'staff', 'Luca', 'Verdi', { withWages: owners, pending: true }),
  ];
}

function answerAs(viewer: Role) {
  const people = team(viewer);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/restaurant/names') {
      return jsonResponse(200, [{ id: 1, name: 'Trattoria Demo' }]);
    }
    if (url.pathname === '/api/users') {
      return jsonResponse(200, { items: people, total: people.length, page: 1, limit: 20 });
    }
    const one = /^\/api\/users\/(\d+)$/.exec(url.pathname);
    const found = one && people.find((person) => person.id === Number(one[1]));
    if (found) return jsonResponse(200, found);
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderUsers(viewer: Role, path = '/dashboard/users') {
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000, viewer));
  answerAs(viewer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/users/*', element: <UsersPage /> }], {
    initialEntries: [path],
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function rowOf(name: string) {
  const cell = await screen.findByText(name);
  return cell.closest('tr') as HTMLElement;
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
  // The kept list filters, as a logout forgets them.
  await runLogoutResets();
});

describe('users list, by role', () => {
  it('gives an owner the invitation and every action but disabling themselves', async () => {
    renderUsers('owner');
    expect(await screen.findByRole('button', { name: 'Invita un collaboratore' })).toBeTruthy();
    await user.click(
      within(await rowOf('Giulia Rossi')).getByRole('button', { name: 'Azioni per Giulia Rossi' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Disattiva' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Azioni per Olga Owner' }));
    expect(screen.getByRole('menuitem', { name: 'Modifica' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Disattiva' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Azioni per Luca Verdi' }));
    expect(screen.getByRole('menuitem', { name: "Invia di nuovo l'invito" })).toBeTruthy();
  });

  it("leaves a manager no action on an owner's row and only lower roles to invite", async () => {
    renderUsers('manager');
    const ownerRow = await rowOf('Giulia Rossi');
    expect(within(ownerRow).queryByRole('button', { name: /Azioni per/ })).toBeNull();
    expect(
      within(await rowOf('Marco Bianchi')).getByRole('button', {
        name: 'Azioni per Marco Bianchi',
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invita un collaboratore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invita un collaboratore' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Ruolo' }));
    const roles = screen.getAllByRole('option').map((option) => option.textContent);
    expect(roles).toEqual(['Responsabile', 'Personale']);
  });

  it('filters by role and keeps the filter in the API query', async () => {
    renderUsers('owner');
    await rowOf('Giulia Rossi');
    await user.click(screen.getByRole('combobox', { name: 'Ruolo' }));
    await user.click(screen.getByRole('option', { name: 'Personale' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) => new URL(String(input)).searchParams.get('role') === 'staff',
        ),
      ).toBe(true),
    );
  });
});

describe('user screen, by role', () => {
  it('shows an owner the shift rates, a save bar and the disable button', async () => {
    renderUsers('owner', '/dashboard/users/3');
    expect(await screen.findByRole('heading', { name: 'Luca Verdi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paga per turno' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Turno singolo' }) as HTMLInputElement).value).toBe(
      '60,00',
    );
    expect(screen.getByRole('button', { name: 'Salva' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disattiva' })).toBeTruthy();
  });

  it('shows a manager no wages at all', async () => {
    renderUsers('manager', '/dashboard/users/3');
    expect(await screen.findByRole('heading', { name: 'Luca Verdi' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Paga per turno' })).toBeNull();
    expect(screen.queryByText('Turno singolo')).toBeNull();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeTruthy();
  });

  it("lets a manager only read an owner's page: no save, no disable", async () => {
    renderUsers('manager', '/dashboard/users/1');
    expect(await screen.findByRole('heading', { name: 'Giulia Rossi' })).toBeTruthy();
    expect(screen.getByText(/Puoi vedere questo utente ma non modificarlo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disattiva' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /Nome/ }) as HTMLInputElement).readOnly).toBe(true);
  });

  it('says so for a user that does not exist', async () => {
    renderUsers('owner', '/dashboard/users/999');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
  });
});
