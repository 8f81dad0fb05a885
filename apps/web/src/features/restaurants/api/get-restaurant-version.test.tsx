import { RESTAURANT_VERSION_REFETCH_MS } from '@coperto/shared/common/constants';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/lib/query-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useCurrentRestaurantStore } from '../stores/current-restaurant-store';
import { restaurantAfterVersionAnswer, useRestaurantVersionPoll } from './get-restaurant-version';

const HOST = 'pizzeria.localhost';

function restaurantAt(lastUpdated: string, name = 'Pizzeria Demo'): PublicRestaurant {
  return {
    id: 2,
    name,
    description: '',
    public_key: 'pk_pizzeria',
    hostname: [HOST],
    language: ['it', 'en', 'de'],
    font: 'Poppins',
    logo_url: null,
    image_url: null,
    alt_image_url: null,
    email: '',
    phone_number: '',
    address: {} as PublicRestaurant['address'],
    time_zone: 'Europe/Rome',
    theme: {} as PublicRestaurant['theme'],
    social: {},
    opening_times: {} as PublicRestaurant['opening_times'],
    description_translations: {},
    cuisines: [],
    geo: null,
    features: [],
    last_updated: lastUpdated,
  };
}

const V1 = restaurantAt('2026-11-20T10:00:00.000Z');
const V2 = restaurantAt('2026-11-20T11:30:00.000Z', 'Pizzeria Demo, rinnovata');

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The version-poll answers in turn; records the URL of every call. */
function serveAnswers(...answers: Response[]) {
  const urls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return urls;
}

function renderPoll() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const held = useCurrentRestaurantStore((s) => s.currentRestaurant);
      useRestaurantVersionPoll(held, HOST, 'it');
      return held;
    },
    { wrapper },
  );
}

const versionUrl = (restaurant: PublicRestaurant) =>
  `http://localhost:3000/api/restaurant/current_version/${HOST}/${encodeURIComponent(restaurant.last_updated)}?language=it`;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  useCurrentRestaurantStore.setState({ currentRestaurant: V1 });
  useUiStore.setState({ alert: { open: false, severity: 'info', message: '' } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the restaurant version poll (spec §4, DESIGN.md §7)', () => {
  it('keeps the held restaurant when the answer says unchanged, takes the new one otherwise', () => {
    expect(
      restaurantAfterVersionAnswer(V1, { changed: false, last_updated: V1.last_updated }),
    ).toBe(V1);
    expect(restaurantAfterVersionAnswer(V1, { changed: true, restaurant: V2 })).toBe(V2);
  });

  it('polls at once and then every 60 s, sending the version it holds at that moment', async () => {
    const urls = serveAnswers(
      json(200, { changed: false, last_updated: V1.last_updated }),
      json(200, { changed: true, restaurant: V2 }),
      json(200, { changed: false, last_updated: V2.last_updated }),
    );
    const { result } = renderPoll();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(urls).toEqual([versionUrl(V1)]);

    await act(() => vi.advanceTimersByTimeAsync(RESTAURANT_VERSION_REFETCH_MS - 1));
    expect(urls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(urls).toEqual([versionUrl(V1), versionUrl(V1)]);
    // Changed: the new restaurant is current and stored (spec §4 persistence).
    expect(result.current).toEqual(V2);
    expect(JSON.parse(window.localStorage.getItem('currentRestaurant') ?? 'null')).toEqual(V2);

    await act(() => vi.advanceTimersByTimeAsync(RESTAURANT_VERSION_REFETCH_MS));
    expect(urls).toEqual([versionUrl(V1), versionUrl(V1), versionUrl(V2)]);
    expect(result.current).toEqual(V2);
  });

  it("shows the server's detail in an error alert when the poll fails (spec §8)", async () => {
    const outage = () =>
      json(503, { detail: 'Servizio non disponibile', code: 'SERVICE_UNAVAILABLE' });
    serveAnswers(outage(), outage(), outage(), outage());
    const { result } = renderPoll();
    // The read is retried 3 times (1 s, 2 s, 4 s) before it counts as failed.
    for (let step = 0; step < 8; step++) await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(useUiStore.getState().alert).toEqual({
      open: true,
      severity: 'error',
      message: 'Servizio non disponibile',
    });
    expect(result.current).toEqual(V1);
  });

  it('drops the held restaurant when its host no longer exists, so the site looks it up again', async () => {
    serveAnswers(json(404, { detail: 'Restaurant not found', code: 'NOT_FOUND' }));
    const { result } = renderPoll();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBeNull();
    expect(useUiStore.getState().alert.open).toBe(false);
  });
});
