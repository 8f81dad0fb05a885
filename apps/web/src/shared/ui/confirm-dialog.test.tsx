import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/test-i18n';
import { useUiStore } from '../stores/ui-store';
import { ConfirmDialog } from './confirm-dialog';

beforeAll(() => initTestI18n('it'));
afterEach(() => {
  act(() => {
    useUiStore.getState().closeConfirm();
    useUiStore.getState().closeAlert();
  });
});

describe('confirm dialog', () => {
  it('runs onConfirm, then closes', async () => {
    const order: string[] = [];
    const onConfirm = vi.fn(async () => {
      order.push('confirmed');
      expect(useUiStore.getState().confirm).not.toBeNull();
    });
    render(<ConfirmDialog />);
    act(() =>
      useUiStore.getState().askConfirm({
        title: 'Svuotare il carrello?',
        message: 'Tutto verrà rimosso.',
        confirmLabel: 'Svuota',
        onConfirm,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Svuotare il carrello?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Svuota' }));
    await waitFor(() => expect(useUiStore.getState().confirm).toBeNull());
    expect(order).toEqual(['confirmed']);
  });

  it('closes on cancel without running onConfirm', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog />);
    act(() =>
      useUiStore.getState().askConfirm({ title: 'Sicuro?', message: 'Davvero.', onConfirm }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(useUiStore.getState().confirm).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes and shows the error when onConfirm fails', async () => {
    render(<ConfirmDialog />);
    act(() =>
      useUiStore.getState().askConfirm({
        title: 'Sicuro?',
        message: 'Davvero.',
        onConfirm: () => Promise.reject(new Error('Il server non risponde')),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(useUiStore.getState().confirm).toBeNull());
    expect(useUiStore.getState().alert).toMatchObject({
      open: true,
      severity: 'error',
      message: 'Il server non risponde',
    });
  });
});
