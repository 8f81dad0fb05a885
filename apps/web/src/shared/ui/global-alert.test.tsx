import { ALERT_AUTO_HIDE_MS } from '@coperto/shared/common/constants';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/test-i18n';
import { useUiStore } from '../stores/ui-store';
import { GlobalAlert } from './global-alert';

beforeAll(() => initTestI18n('it'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => useUiStore.getState().closeAlert());
  vi.useRealTimers();
});

const alertState = () => useUiStore.getState().alert;

describe('global alert', () => {
  it('shows the message with its severity, info by default', () => {
    render(<GlobalAlert />);
    act(() => useUiStore.getState().showAlert('Salvato'));
    expect(screen.getByRole('alert').textContent).toContain('Salvato');
    expect(screen.getByTestId('global-alert').className).toContain('Info');
    act(() => useUiStore.getState().showAlert('Errore caricamento script google', 'error'));
    expect(screen.getByTestId('global-alert').className).toContain('Error');
  });

  it('hides itself after 6000 ms', () => {
    render(<GlobalAlert />);
    act(() => useUiStore.getState().showAlert('Qualcosa è andato storto', 'error'));
    act(() => vi.advanceTimersByTime(ALERT_AUTO_HIDE_MS - 1));
    expect(alertState().open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(alertState()).toMatchObject({ open: false, severity: 'error' });
  });

  it('counts the 6 s of a new alert from when it appears', () => {
    render(<GlobalAlert />);
    act(() => useUiStore.getState().showAlert('Primo'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => useUiStore.getState().showAlert('Primo'));
    act(() => vi.advanceTimersByTime(4000));
    expect(alertState().open).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(alertState().open).toBe(false);
  });

  it('closes on its close button', () => {
    render(<GlobalAlert />);
    act(() => useUiStore.getState().showAlert('Chiudimi', 'warning'));
    act(() => screen.getByRole('button', { name: 'Chiudi' }).click());
    expect(alertState().open).toBe(false);
  });
});
