import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ESSENTIALS_ONLY, settingsFromChoices } from '../shared/lib/cookie-settings';
import { useCookieConsentStore } from '../shared/stores/cookie-consent-store';
import { useUiStore } from '../shared/stores/ui-store';
import { initTestI18n } from '../test/test-i18n';
import { GlobalUi } from './global-ui';
// Loaded up front: GlobalUi's cart loads it in an effect, and a load still on its way when this
// file ends would break the next file that this worker runs (decision 087).
import '../features/cart/components/cart-runtime';

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  window.localStorage.setItem(
    STORAGE_KEYS.cookieSettings,
    JSON.stringify(settingsFromChoices(ESSENTIALS_ONLY)),
  );
  useCookieConsentStore.getState().restoreSettings();
});
afterEach(() => {
  act(() => {
    useUiStore.getState().closeAlert();
    useUiStore.getState().closeConfirm();
  });
  vi.unstubAllGlobals();
});

describe('global overlays', () => {
  it('render nothing until used, then load and show the alert', async () => {
    render(<GlobalUi />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => useUiStore.getState().showAlert('Salvato', 'success'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Salvato');
  });

  it('load the confirm dialog when a confirmation is asked, and run what is confirmed', async () => {
    render(<GlobalUi />);
    const onConfirm = vi.fn();
    act(() =>
      useUiStore.getState().askConfirm({
        title: 'Svuotare il carrello?',
        message: 'Tutti gli articoli saranno tolti.',
        onConfirm,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Svuotare il carrello?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(useUiStore.getState().confirm).toBeNull();
  });

  it('ask a first-time visitor about cookies', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.cookieSettings);
    useCookieConsentStore.getState().restoreSettings();
    render(<GlobalUi />);
    expect(await screen.findByRole('dialog', { name: 'Rispettiamo la tua privacy' })).toBeTruthy();
  });
});
