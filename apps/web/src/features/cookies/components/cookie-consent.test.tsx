import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasConsent } from '../../../shared/lib/has-consent';
import { useCookieConsentStore } from '../../../shared/stores/cookie-consent-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { initTestI18n } from '../../../test/test-i18n';
import { CookieConsent } from './cookie-consent';
import { CookiePreferencesLink } from './cookie-preferences-link';

const storedSettings = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cookieSettings) ?? 'null');

/** A page load: the stores read storage again and every overlay starts closed. */
function startPage() {
  act(() => {
    useCookieConsentStore.getState().restoreSettings();
    const { overlays } = useUiStore.getState();
    useUiStore.setState({
      overlays: Object.fromEntries(Object.keys(overlays).map((k) => [k, false])) as typeof overlays,
    });
  });
  return render(
    <>
      <CookieConsent />
      <CookiePreferencesLink />
    </>,
  );
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => window.localStorage.clear());

describe('cookie banner', () => {
  it('shows on the first visit, and "essentials only" is remembered across a reload', async () => {
    const page = startPage();
    const banner = await screen.findByRole('dialog', { name: 'Rispettiamo la tua privacy' });
    expect(banner).toBeTruthy();
    expect(hasConsent('functional')).toBe(false);
    expect(hasConsent('stats')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Solo essenziali' }));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(storedSettings()).toEqual({
      hasOptedIn: true,
      essentials: true,
      functional: false,
      experience: false,
      stats: false,
      marketing: false,
    });

    page.unmount();
    startPage();
    // Give a lazily loaded banner the chance to appear: it must not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(hasConsent('essentials')).toBe(true);
    expect(hasConsent('stats')).toBe(false);
  });

  it('"accept all" agrees to every category', async () => {
    startPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accetta tutti' }));
    expect(storedSettings()).toMatchObject({
      hasOptedIn: true,
      functional: true,
      experience: true,
      stats: true,
      marketing: true,
    });
    expect(hasConsent('marketing')).toBe(true);
  });

  it('customizes per category, with essentials locked on', async () => {
    startPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Personalizza' }));
    await screen.findByRole('dialog', { name: 'Preferenze cookie' });

    const essentials = screen.getByRole('switch', { name: 'Essenziali' }) as HTMLInputElement;
    expect(essentials.checked).toBe(true);
    expect(essentials.disabled).toBe(true);
    // A disabled switch takes no pointer; even a forced click leaves it on.
    fireEvent.click(essentials);
    expect(essentials.checked).toBe(true);
    // Spec §3: statistics start ticked; the rest off.
    expect((screen.getByRole('switch', { name: 'Statistiche' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('switch', { name: 'Funzionali' }) as HTMLInputElement).checked).toBe(
      false,
    );

    await userEvent.click(screen.getByRole('switch', { name: 'Funzionali' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Statistiche' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva le scelte' }));
    await waitFor(() => expect(screen.queryByTestId('advanced-cookie-banner')).toBeNull());
    expect(storedSettings()).toEqual({
      hasOptedIn: true,
      essentials: true,
      functional: true,
      experience: false,
      stats: false,
      marketing: false,
    });
    expect(hasConsent('functional')).toBe(true);
  });

  it('brings the first banner back when the advanced one is closed without a choice', async () => {
    startPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Personalizza' }));
    await screen.findByRole('dialog', { name: 'Preferenze cookie' });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByTestId('cookie-banner')).toBeTruthy();
    expect(storedSettings()).toBeNull();
  });

  it('reopens from the preferences link with the stored choices, so consent can be withdrawn', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cookieSettings,
      JSON.stringify({ hasOptedIn: true, essentials: true, functional: true, stats: false }),
    );
    startPage();
    await userEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    const functional = (await screen.findByRole('switch', {
      name: 'Funzionali',
    })) as HTMLInputElement;
    expect(functional.checked).toBe(true);
    await userEvent.click(functional);
    await userEvent.click(screen.getByRole('button', { name: 'Salva le scelte' }));
    expect(storedSettings().functional).toBe(false);
    expect(hasConsent('functional')).toBe(false);
  });
});
