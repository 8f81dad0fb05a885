import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/test-i18n';
import { useUiStore } from '../stores/ui-store';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

const user = userEvent.setup({ delay: null });

function Editor() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  useUnsavedChangesGuard(text !== '');
  return (
    <>
      <input aria-label="Nome" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/elsewhere">Altrove</Link>
      <button type="button" onClick={() => navigate('/elsewhere', { replace: true })}>
        Vai
      </button>
    </>
  );
}

const routes = (
  <Routes>
    <Route path="/" element={<Editor />} />
    <Route
      path="/elsewhere"
      element={
        <p>
          Altra pagina <Link to="/">Modifica</Link>
        </p>
      }
    />
  </Routes>
);

function leavePrompt() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeAll(() => initTestI18n('it'));
afterEach(() => act(() => useUiStore.getState().closeConfirm()));

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    render(<MemoryRouter>{routes}</MemoryRouter>);
    expect(leavePrompt()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Altrove' }));
    expect(screen.getByText('Altra pagina')).toBeTruthy();
    expect(useUiStore.getState().confirm).toBeNull();
  });

  it('asks before a link or navigate() leaves a dirty form, and stays on cancel', async () => {
    render(
      <MemoryRouter>
        {routes}
        <ConfirmDialog />
      </MemoryRouter>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Osteria');

    await user.click(screen.getByRole('link', { name: 'Altrove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uscire senza salvare?' });
    expect(dialog.textContent).toContain('Hai modifiche non salvate');
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).value).toBe(
      'Osteria',
    );

    await user.click(screen.getByRole('button', { name: 'Vai' }));
    await user.click(await screen.findByRole('button', { name: 'Esci senza salvare' }));
    expect(await screen.findByText('Altra pagina')).toBeTruthy();
  });

  it('asks the browser before closing or reloading the tab only while dirty', async () => {
    const { unmount } = render(<MemoryRouter>{routes}</MemoryRouter>);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'x');
    expect(leavePrompt()).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Nome' }));
    expect(leavePrompt()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'x');
    unmount();
    expect(leavePrompt()).toBe(false);
  });

  it("holds the browser's back button on a dirty form and replays it once confirmed", async () => {
    window.history.replaceState(null, '', '/elsewhere');
    render(
      <BrowserRouter>
        {routes}
        <ConfirmDialog />
      </BrowserRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Modifica' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Osteria');

    act(() => window.history.back());
    expect(await screen.findByRole('dialog', { name: 'Uscire senza salvare?' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    // Still the editor, with the input, behind the dialog.
    const name = screen.getByRole('textbox', { name: 'Nome', hidden: true }) as HTMLInputElement;
    expect(name.value).toBe('Osteria');

    await user.click(screen.getByRole('button', { name: 'Esci senza salvare' }));
    expect(await screen.findByText('Altra pagina')).toBeTruthy();
    expect(window.location.pathname).toBe('/elsewhere');
  });
});
