import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadGoogleMaps } from '../../../shared/lib/google-maps-script';
import { useCookieConsentStore } from '../../../shared/stores/cookie-consent-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { initTestI18n } from '../../../test/test-i18n';
import { mapsSearchUrl } from '../lib/address-text';
import { MapsLoader } from './maps-loader';
import { RestaurantLocation } from './restaurant-location';

vi.mock('../../../shared/lib/google-maps-script', () => ({ loadGoogleMaps: vi.fn() }));
const load = vi.mocked(loadGoogleMaps);

const ADDRESS = {
  state: 'it',
  cap: '00186',
  city: 'Roma',
  province: 'RM',
  address: 'Via del Corso',
  street_number: '12',
};

/** What the server injects into index.html (plugins/web.ts). */
function setMapsKey(key: string | undefined) {
  document.querySelector('meta[name="coperto-config"]')?.remove();
  if (!key) return;
  const meta = document.createElement('meta');
  meta.name = 'coperto-config';
  meta.content = JSON.stringify({ mapsBrowserKey: key });
  document.head.append(meta);
}
function setConsent(functional: boolean) {
  act(() => {
    if (functional)
      useCookieConsentStore.getState().saveChoices({
        functional: true,
        experience: false,
        stats: false,
        marketing: false,
      });
    else useCookieConsentStore.getState().restoreSettings();
  });
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  load.mockReset();
});
afterEach(() => {
  setMapsKey(undefined);
  window.localStorage.clear();
  act(() => {
    useCookieConsentStore.getState().restoreSettings();
    useUiStore.getState().closeAlert();
  });
});

describe('maps loader', () => {
  it('without a key requests no script, and shows the address with a link to a maps site', () => {
    setConsent(true);
    render(<RestaurantLocation name="Trattoria Demo" address={ADDRESS} />);
    expect(screen.getByText('Via del Corso 12, 00186 Roma (RM)')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Apri in Google Maps/ });
    expect(link.getAttribute('href')).toBe(
      mapsSearchUrl('Trattoria Demo, Via del Corso 12, 00186 Roma (RM)'),
    );
    expect(link.getAttribute('href')).toContain(
      'https://www.google.com/maps/search/?api=1&query=Trattoria%20Demo%2C%20Via%20del%20Corso',
    );
    expect(screen.queryByTestId('maps-loading')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for the functional cookies consent, which the visitor can give in place', async () => {
    setMapsKey('browser-key');
    setConsent(false);
    load.mockReturnValue(new Promise(() => {}));
    render(<MapsLoader>map</MapsLoader>);
    expect(screen.getByTestId('maps-consent')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Mostra la mappa' }));
    expect(await screen.findByTestId('maps-loading')).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledWith('browser-key'));
    // Asking for a map agrees to functional cookies only.
    expect(useCookieConsentStore.getState().settings).toMatchObject({
      hasOptedIn: true,
      functional: true,
      stats: false,
      marketing: false,
    });
  });

  it('shows the indicator while loading, then the content', async () => {
    setMapsKey('browser-key');
    setConsent(true);
    let loaded: () => void = () => {};
    load.mockReturnValue(
      new Promise<void>((resolve) => {
        loaded = resolve;
      }),
    );
    render(<MapsLoader>the map</MapsLoader>);
    expect(screen.getByRole('progressbar', { name: 'Caricamento della mappa' })).toBeTruthy();
    expect(screen.queryByText('the map')).toBeNull();
    await act(async () => loaded());
    expect(await screen.findByText('the map')).toBeTruthy();
    expect(screen.queryByTestId('maps-loading')).toBeNull();
  });

  it("on failure raises the error alert 'Errore caricamento script google', and the indicator stays", async () => {
    setMapsKey('browser-key');
    setConsent(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue(new Error('The Google Maps JavaScript API could not load.'));
    render(<MapsLoader>the map</MapsLoader>);
    await waitFor(() =>
      expect(useUiStore.getState().alert).toEqual({
        open: true,
        severity: 'error',
        message: 'Errore caricamento script google',
      }),
    );
    expect(screen.getByTestId('maps-loading')).toBeTruthy();
    expect(screen.queryByText('the map')).toBeNull();
  });
});
