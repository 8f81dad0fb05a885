import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import { OpeningHoursEditor } from './opening-hours-editor';

const fetchMock = vi.fn<typeof fetch>();
const lunch = { open: '12:00', close: '15:00' };

function restaurantWith(openingTimes: OpeningTimes) {
  return {
    id: 1,
    name: 'Trattoria Demo',
    time_zone: 'Europe/Rome',
    opening_times: openingTimes,
  } as Restaurant;
}

/** Answers the restaurant, and a PATCH with the restaurant as saved; records what was sent. */
function serve(openingTimes: OpeningTimes) {
  const sent: { opening_times: OpeningTimes }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname;
    if (path === '/api/restaurant/1' && init?.method === 'GET') {
      return jsonResponse(200, restaurantWith(openingTimes));
    }
    if (path === '/api/restaurant/opening-times/1' && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return jsonResponse(200, restaurantWith(body.opening_times));
    }
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  return sent;
}

async function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OpeningHoursEditor restaurantId={1} />
        <GlobalAlert />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('group', { name: 'Martedì' });
}

const week = (days: Partial<OpeningTimes['weekly']>): OpeningTimes['weekly'] => ({
  mon: [],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
  ...days,
});

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000, 'manager'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
});

describe('OpeningHoursEditor', () => {
  it('adds a dinner to a day with lunch and saves the week', async () => {
    const sent = serve({ weekly: week({ tue: [lunch] }), exceptions: [] });
    const tuesday = await renderEditor();
    expect(screen.getByRole('group', { name: 'Lunedì' }).textContent).toContain('Chiuso');

    await userEvent.click(
      within(tuesday).getByRole('button', { name: 'Aggiungi un servizio a Martedì' }),
    );
    expect(within(tuesday).getByLabelText('Apertura, servizio 2 di Martedì')).toHaveProperty(
      'value',
      '19:00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.opening_times.weekly.tue).toEqual([lunch, { open: '19:00', close: '23:00' }]);
    expect(sent[0]!.opening_times.weekly.mon).toEqual([]);
    expect(await screen.findByText('Orari salvati: il sito li mostra già.')).toBeTruthy();
  });

  it('writes a service past midnight as 24:00–29:59 when "next day" is ticked', async () => {
    const sent = serve({
      weekly: week({ sat: [{ open: '19:00', close: '23:30' }] }),
      exceptions: [],
    });
    await renderEditor();
    const saturday = screen.getByRole('group', { name: 'Sabato' });
    fireEvent.input(within(saturday).getByLabelText('Chiusura, servizio 1 di Sabato'), {
      target: { value: '01:30' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    // 01:30 after 19:00 the same day is an inverted range: the editor says how to fix it.
    expect(
      await within(saturday).findByText(
        'Chiude prima di aprire: se chiude dopo mezzanotte, segna «giorno dopo»',
      ),
    ).toBeTruthy();

    await userEvent.click(
      within(saturday).getByRole('checkbox', {
        name: 'Chiude il giorno dopo, servizio 1 di Sabato',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.opening_times.weekly.sat).toEqual([{ open: '19:00', close: '25:30' }]);
  });

  it('shows an overlap under the service that causes it, and sends nothing', async () => {
    const sent = serve({
      weekly: week({ tue: [lunch, { open: '19:00', close: '23:00' }] }),
      exceptions: [],
    });
    const tuesday = await renderEditor();
    fireEvent.input(within(tuesday).getByLabelText('Apertura, servizio 2 di Martedì'), {
      target: { value: '14:00' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

    const error = await within(tuesday).findByText(
      'Si sovrappone a un altro servizio dello stesso giorno',
    );
    expect(error.id).toBe('weekly.tue.1-error');
    expect(
      within(tuesday)
        .getByLabelText('Apertura, servizio 2 di Martedì')
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      within(tuesday)
        .getByLabelText('Apertura, servizio 1 di Martedì')
        .getAttribute('aria-invalid'),
    ).toBe('false');
    expect(sent).toEqual([]);
  });

  it('copies a day to the others it is asked to', async () => {
    const sent = serve({ weekly: week({ tue: [lunch] }), exceptions: [] });
    const tuesday = await renderEditor();
    await userEvent.click(
      within(tuesday).getByRole('button', { name: 'Copia gli orari di Martedì su altri giorni' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Copia gli orari di Martedì su:' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mercoledì' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Venerdì' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const { weekly } = sent[0]!.opening_times;
    expect([weekly.wed, weekly.thu, weekly.fri]).toEqual([[lunch], [], [lunch]]);
  });

  it('adds a closure over a range of days with its reason, sent as one exception a day', async () => {
    const sent = serve({ weekly: week({ tue: [lunch] }), exceptions: [] });
    await renderEditor();
    expect(screen.getByText('Nessuna chiusura o orario speciale in programma.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi data' }));
    fireEvent.input(screen.getByLabelText('Dal'), { target: { value: '2030-08-10' } });
    fireEvent.input(screen.getByLabelText('Al'), { target: { value: '2030-08-12' } });
    fireEvent.input(screen.getByLabelText('Motivo'), { target: { value: 'Ferie estive' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.opening_times.exceptions).toEqual(
      ['2030-08-10', '2030-08-11', '2030-08-12'].map((date) => ({
        date,
        closed: true,
        services: [],
        note: 'Ferie estive',
      })),
    );
  });

  it('shows stored days alike as one range, and special hours with their services', async () => {
    const christmas = { closed: true, services: [], note: 'Natale' };
    const eve = { closed: false, services: [{ open: '19:00', close: '26:00' }], note: 'Capodanno' };
    serve({
      weekly: week({ tue: [lunch] }),
      exceptions: [
        { date: '2030-12-25', ...christmas },
        { date: '2030-12-26', ...christmas },
        { date: '2030-12-31', ...eve },
      ],
    });
    await renderEditor();
    const rows = screen.getAllByRole('group', { name: /^Eccezione del/ });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByLabelText('Dal')).toHaveProperty('value', '2030-12-25');
    expect(within(rows[0]!).getByLabelText('Al')).toHaveProperty('value', '2030-12-26');
    expect(
      within(rows[0]!)
        .getByRole('button', { name: 'Chiuso tutto il giorno' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(rows[1]!).getByRole('checkbox', { name: /^Chiude il giorno dopo/ }),
    ).toHaveProperty('checked', true);
  });

  it("refuses a range that ends before it starts, showing the week's errors with it", async () => {
    const sent = serve({
      weekly: week({ tue: [lunch, { open: '14:00', close: '16:00' }] }),
      exceptions: [],
    });
    await renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi data' }));
    fireEvent.input(screen.getByLabelText('Dal'), { target: { value: '2030-08-10' } });
    fireEvent.input(screen.getByLabelText('Al'), { target: { value: '2030-08-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Viene prima della data di inizio')).toBeTruthy();
    expect(screen.getByText('Si sovrappone a un altro servizio dello stesso giorno')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
