import { type Address, AddressSchema, EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initTestI18n } from '../../test/test-i18n';
import { ApiRequestError } from '../lib/api-client';
import { useUiStore } from '../stores/ui-store';
import { AddressFields } from './address-fields';
import { FormTextField } from './form-text-field';
import { SaveBar } from './save-bar';
import { useServerForm } from './use-server-form';

const user = userEvent.setup({ delay: null });

const PlaceSchema = z.strictObject({
  name: z.string().trim().min(1).max(20),
  address: AddressSchema,
});
type PlaceForm = { name: string; address: Address };

const SAVED: PlaceForm = {
  name: 'Trattoria Demo',
  address: { ...EMPTY_ADDRESS, city: 'Milano', province: 'MI' },
};

function PlaceEditor({
  values,
  onSubmit,
}: {
  values?: PlaceForm;
  onSubmit(body: z.output<typeof PlaceSchema>): Promise<unknown>;
}) {
  const { form, submit, saving, dirty, discard } = useServerForm<
    PlaceForm,
    z.output<typeof PlaceSchema>
  >({
    schema: PlaceSchema,
    values,
    defaultValues: { name: '', address: EMPTY_ADDRESS },
    onSubmit,
    successMessage: 'Locale salvato',
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormTextField name="name" control={form.control} label="Nome" />
      <AddressFields name="address" control={form.control} />
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeAll(() => initTestI18n('it'));
afterEach(() => {
  act(() => {
    useUiStore.getState().closeAlert();
    useUiStore.getState().closeConfirm();
  });
});

describe('useServerForm', () => {
  it('checks the shared schema before sending, in Italian, nested fields too', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<PlaceEditor values={SAVED} onSubmit={onSubmit} />);
    await user.clear(field('Nome'));
    await user.click(field('Comune'));
    await user.paste('x'.repeat(95));
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    expect(screen.getByText('Al massimo 100 caratteri')).toBeTruthy();
    expect(field('Comune').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows progress, sends the parsed values, then says saved and is no longer dirty', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<PlaceEditor values={SAVED} onSubmit={onSubmit} />);
    expect(screen.getByRole('status').textContent).toBe('Tutto salvato');
    expect((screen.getByRole('button', { name: 'Salva' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.type(field('Nome'), '  ');
    await user.type(field('CAP'), ' 20121 ');
    expect(screen.getByRole('status').textContent).toBe('Modifiche non salvate');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Salvataggio…'));
    expect((screen.getByRole('button', { name: 'Salva' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Trattoria Demo',
      address: { ...SAVED.address, cap: '20121' },
    });
    await act(async () => finish());

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Tutto salvato'));
    expect(useUiStore.getState().alert).toEqual({
      open: true,
      severity: 'success',
      message: 'Locale salvato',
    });
    expect(screen.queryByRole('button', { name: 'Annulla modifiche' })).toBeNull();
  });

  it("puts the server's field errors on their fields, nested ones too, and keeps the input", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(409, 'CONFLICT', 'Name taken', {
        name: 'This name is already used',
        'address.city': 'Unknown town',
      });
    });
    render(<PlaceEditor values={SAVED} onSubmit={onSubmit} />);
    await user.clear(field('Nome'));
    await user.type(field('Nome'), 'Osteria');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(field('Nome').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Comune').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Questo valore è già in uso')).toHaveLength(2);
    expect(document.activeElement).toBe(field('Nome'));
    expect(field('Nome').value).toBe('Osteria');
    expect(screen.getByRole('status').textContent).toBe('Modifiche non salvate');
    expect(useUiStore.getState().alert).toMatchObject({
      severity: 'error',
      message: 'Non salvato: controlla i campi segnalati.',
    });
  });

  it('sends errors that belong to no field to the alert, in Italian, keeping the input', async () => {
    const onSubmit = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiRequestError(403, 'FORBIDDEN', 'Forbidden'))
      .mockRejectedValueOnce(
        new ApiRequestError(400, 'VALIDATION_FAILED', 'Bad', { colour: 'Unknown key' }),
      )
      .mockRejectedValueOnce(new ApiRequestError(422, 'RULE_BROKEN', 'Menus are full'));
    render(<PlaceEditor values={SAVED} onSubmit={onSubmit} />);
    await user.type(field('Nome'), '!');
    const save = screen.getByRole('button', { name: 'Salva' });

    await user.click(save);
    await waitFor(() =>
      expect(useUiStore.getState().alert.message).toBe('Non hai i permessi per questa modifica.'),
    );
    await user.click(save);
    await waitFor(() =>
      expect(useUiStore.getState().alert.message).toBe(
        'Salvataggio non riuscito, riprova tra poco. Le modifiche sono ancora qui.',
      ),
    );
    await user.click(save);
    await waitFor(() => expect(useUiStore.getState().alert.message).toBe('Menus are full'));
    expect(field('Nome').value).toBe('Trattoria Demo!');
    expect(field('Nome').getAttribute('aria-invalid')).toBe('false');
  });

  it("takes values that arrive later, but never over the user's edits", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { rerender } = render(<PlaceEditor onSubmit={onSubmit} />);
    expect(field('Nome').value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Paese' }) as HTMLElement).textContent).toBe(
      'Italia',
    );

    rerender(<PlaceEditor values={SAVED} onSubmit={onSubmit} />);
    await waitFor(() => expect(field('Nome').value).toBe('Trattoria Demo'));
    expect(field('Comune').value).toBe('Milano');

    await user.type(field('Nome'), ' 2');
    rerender(<PlaceEditor values={{ ...SAVED, name: 'Refetched' }} onSubmit={onSubmit} />);
    expect(field('Nome').value).toBe('Trattoria Demo 2');

    await user.click(screen.getByRole('button', { name: 'Annulla modifiche' }));
    expect(field('Nome').value).toBe('Refetched');
  });
});
