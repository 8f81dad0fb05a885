import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/lib/query-client';
import { initTestI18n } from '../../../test/test-i18n';
import { ContactForm } from './contact-form';

/** Typing without pauses: the fields are long and the machines are shared. */
const user = userEvent.setup({ delay: null });

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderForm(answer: Response) {
  const fetchMock = vi.fn(async (_url: URL, _init?: RequestInit) => answer);
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm restaurantId={7} restaurantName="Trattoria Demo" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

async function fillAndSend(email = 'giulia@example.com') {
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Giulia');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(
    screen.getByRole('textbox', { name: 'Messaggio' }),
    'Avete un tavolo per sei venerdì?',
  );
  await user.click(screen.getByRole('button', { name: 'Invia il messaggio' }));
}

beforeAll(() => initTestI18n('it'));
afterEach(() => vi.unstubAllGlobals());

describe('contact form', () => {
  it('sends the message with the page language and thanks in place of the form', async () => {
    const fetchMock = renderForm(json(201, { detail: 'Sent' }));
    await fillAndSend();
    const confirmation = await screen.findByTestId('contact-sent');
    expect(confirmation.getAttribute('role')).toBe('status');
    expect(confirmation.textContent).toContain('Grazie, Giulia!');
    expect(confirmation.textContent).toContain('ti risponderemo a giulia@example.com');
    expect(screen.queryByTestId('contact-form')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Grazie, Giulia!');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/restaurant\/7\/contact$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Giulia',
      email: 'giulia@example.com',
      message: 'Avete un tavolo per sei venerdì?',
      website: '',
      language: 'it',
    });
  });

  it('checks the fields before sending, in Italian', async () => {
    const fetchMock = renderForm(json(201, { detail: 'Sent' }));
    await user.type(screen.getByRole('textbox', { name: 'Messaggio' }), 'Ciao');
    await user.click(screen.getByRole('button', { name: 'Invia il messaggio' }));
    expect(await screen.findByText('Scrivi il tuo nome')).toBeTruthy();
    expect(screen.getByText('Scrivi la tua email')).toBeTruthy();
    expect(screen.getByText('Scrivi almeno 10 caratteri')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under their fields and keeps the input", async () => {
    renderForm(
      json(400, {
        detail: 'Invalid body',
        code: 'VALIDATION_FAILED',
        fields: { email: 'This domain does not receive mail' },
      }),
    );
    await fillAndSend('giulia@example.invalid');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('This domain does not receive mail')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This domain does not receive mail',
    );
    expect(screen.getByRole('alert').textContent).toBe('Controlla i campi segnalati qui sotto.');
    expect((email as HTMLInputElement).value).toBe('giulia@example.invalid');
    expect((screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).value).toBe(
      'Giulia',
    );
  });

  it('says kindly when too many messages were sent, keeping the input', async () => {
    renderForm(json(429, { detail: 'Too many requests', code: 'RATE_LIMITED' }));
    await fillAndSend();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hai già inviato diversi messaggi: riprova più tardi, oppure chiamaci.',
    );
    expect((screen.getByRole('textbox', { name: 'Messaggio' }) as HTMLTextAreaElement).value).toBe(
      'Avete un tavolo per sei venerdì?',
    );
  });

  it('has a honeypot that people and assistive technology never meet', () => {
    renderForm(json(201, { detail: 'Sent' }));
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toBeTruthy();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    const wrapper = screen.getByTestId('contact-honeypot');
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(wrapper.className).toBe('visually-hidden');
    expect(wrapper.contains(honeypot)).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Sito web' })).toBeNull();
  });
});
