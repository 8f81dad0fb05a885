import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { TableCheckoutForm, type TableCheckoutFormProps } from './table-checkout-form';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const PLACED = { public_id: 'p'.repeat(22), number: 12, type: 'table' };

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The API: the table's order call answering what the test queues. */
function serve(answers: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      calls.push({
        url: String(url),
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call ${String(url)}`);
      return answer();
    }),
  );
  return calls;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderForm(props: Partial<TableCheckoutFormProps> = {}) {
  const onPlaced = vi.fn();
  const onLeaveTable = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TableCheckoutForm
        restaurant={{ name: 'Trattoria Demo' }}
        table={{ token: TOKEN, name: '12' }}
        items={[{ item_id: 7, quantity: 2 }]}
        cartTempId={'t'.repeat(22)}
        summary={<div data-testid="summary" />}
        privacyUrl="/it/privacy"
        onLeaveTable={onLeaveTable}
        onPlaced={onPlaced}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onPlaced, onLeaveTable };
}

const submitButton = () => screen.getByRole('button', { name: "Invia l'ordine al tavolo 12" });
const helperOf = (name: string | RegExp) =>
  document.getElementById(
    screen.getByRole('textbox', { name }).getAttribute('aria-describedby') ?? '',
  )?.textContent;

beforeEach(async () => {
  await initTestI18n('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('the checkout at a table', () => {
  it('offers only "Al tavolo 12": no kind, time, address or payment to choose', () => {
    serve([]);
    renderForm();
    expect(screen.getByTestId('checkout-table').textContent).toContain('Al tavolo 12');
    expect(screen.getByTestId('checkout-table').textContent).toContain('Paghi con il conto');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'CAP' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Via o piazza/ })).toBeNull();
    // Name required for the waiter; email and phone the guest's choice.
    expect(
      (screen.getByRole('textbox', { name: /Nome e cognome/ }) as HTMLInputElement).required,
    ).toBe(true);
    expect(
      (screen.getByRole('textbox', { name: 'Email (facoltativa)' }) as HTMLInputElement).required,
    ).toBe(false);
    expect(
      (screen.getByRole('textbox', { name: 'Telefono (facoltativo)' }) as HTMLInputElement)
        .required,
    ).toBe(false);
    // Never ticked beforehand.
    expect(
      (screen.getByRole('checkbox', { name: /Acconsento al trattamento/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(
      (screen.getByRole('checkbox', { name: /novità e offerte/ }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByText(/si aggiunge al conto del tavolo/)).toBeTruthy();
  });

  it('asks for the name and the privacy consent in Italian, and sends nothing without them', async () => {
    const calls = serve([]);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Email (facoltativa)' }), 'anna@');
    await user.click(submitButton());
    await waitFor(() => expect(helperOf(/Nome e cognome/)).toBe('Scrivi nome e cognome.'));
    expect(helperOf('Email (facoltativa)')).toBe(
      'Scrivi un indirizzo email valido, per esempio nome@esempio.it.',
    );
    expect(
      screen.getByText('Per ordinare serve il consenso al trattamento dei dati.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('places the order at the table with an Idempotency-Key, the same when retried after a network error', async () => {
    const calls = serve([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(201, PLACED),
    ]);
    const user = userEvent.setup();
    const { onPlaced } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Nome e cognome/ }), 'Anna');
    await user.click(screen.getByRole('checkbox', { name: /Acconsento al trattamento/ }));
    await user.click(submitButton());
    expect((await screen.findByTestId('checkout-alert')).textContent).toContain(
      'non verrà inviato due volte',
    );
    expect(onPlaced).not.toHaveBeenCalled();

    await user.click(submitButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(PLACED));
    const [first, retry] = calls;
    expect(first?.method).toBe('POST');
    expect(first?.url).toContain(`/api/table-qr/${TOKEN}/orders`);
    expect(first?.headers['idempotency-key']).toMatch(/^order-[0-9a-f]{32}$/);
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(first?.body).toEqual({
      items: [{ item_id: 7, quantity: 2 }],
      customer: { name: 'Anna' },
      notes: '',
      privacy_consent: true,
      marketing_consent: false,
      language: 'it',
      cart_temp_id: 't'.repeat(22),
    });
  });

  it('says clearly when ordering is paused or a dish sold out meanwhile, keeping what was typed', async () => {
    const calls = serve([
      () =>
        json(422, {
          code: 'RULE_BROKEN',
          detail: 'Refused',
          fields: { type: 'ordering_closed', 'items.0': 'sold_out' },
        }),
      () => json(201, PLACED),
    ]);
    const user = userEvent.setup();
    const { onPlaced } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Nome e cognome/ }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: 'Telefono (facoltativo)' }), '333 1234567');
    await user.click(screen.getByRole('checkbox', { name: /Acconsento al trattamento/ }));
    await user.click(submitButton());
    const alert = await screen.findByTestId('checkout-alert');
    expect(alert.textContent).toContain('Il ristorante non accetta ordini in questo momento.');
    expect(alert.textContent).toContain('Un piatto del carrello è esaurito');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(
      (screen.getByRole('textbox', { name: /Nome e cognome/ }) as HTMLInputElement).value,
    ).toBe('Anna');
    expect(onPlaced).not.toHaveBeenCalled();
    // The guest changes the order (a note): a new attempt, a new key.
    await user.type(
      screen.getByRole('textbox', { name: 'Note per il ristorante' }),
      'senza glutine',
    );
    await user.click(submitButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(calls[1]?.headers['idempotency-key']).not.toBe(calls[0]?.headers['idempotency-key']);
    expect(calls[1]?.body).toMatchObject({ customer: { name: 'Anna', phone: '333 1234567' } });
  });

  it('says the kitchen is full now, not that a time is', async () => {
    serve([
      () => json(422, { code: 'RULE_BROKEN', detail: 'Full', fields: { slot: 'slot_full' } }),
    ]);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /Nome e cognome/ }), 'Anna');
    await user.click(screen.getByRole('checkbox', { name: /Acconsento al trattamento/ }));
    await user.click(submitButton());
    expect((await screen.findByTestId('checkout-alert')).textContent).toBe(
      'La cucina è al completo in questo momento: riprova tra qualche minuto o chiedi al personale.',
    );
  });

  it('says when the table was deactivated meanwhile, and offers to leave table mode', async () => {
    serve([() => json(404, { code: 'NOT_FOUND', detail: 'Table not found' })]);
    const user = userEvent.setup();
    const { onLeaveTable, onPlaced } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Nome e cognome/ }), 'Anna');
    await user.click(screen.getByRole('checkbox', { name: /Acconsento al trattamento/ }));
    await user.click(submitButton());
    const alert = await screen.findByTestId('checkout-alert');
    expect(alert.textContent).toContain('Questo tavolo non accetta più ordini dal telefono');
    expect(onPlaced).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Esci dal tavolo' }));
    expect(onLeaveTable).toHaveBeenCalledOnce();
  });

  it('lets a guest who is not at the table leave table mode', async () => {
    serve([]);
    const user = userEvent.setup();
    const { onLeaveTable } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Non sono al tavolo 12' }));
    expect(onLeaveTable).toHaveBeenCalledOnce();
  });
});
