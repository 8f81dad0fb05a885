import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/lib/query-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useCurrentRestaurantStore } from '../stores/current-restaurant-store';
import { useRestaurantOfHost } from './get-restaurant-by-hostname';

const HOST = 'trattoria.localhost';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderLookup(...answers: Response[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answers.shift() ?? json(500, { detail: 'unexpected call' })),
  );
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRestaurantOfHost(HOST), { wrapper });
}

beforeEach(() => {
  vi.useFakeTimers();
  useCurrentRestaurantStore.setState({ currentRestaurant: null });
  useUiStore.setState({ alert: { open: false, severity: 'info', message: '' }, loading: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the restaurant of this host (spec §4, §8)', () => {
  it('looks the host up, stores the restaurant and ends loading', async () => {
    const restaurant = { name: 'Trattoria Demo', hostname: [HOST], language: ['it', 'en'] };
    const { result } = renderLookup(json(200, restaurant));
    expect(result.current.status).toBe('loading');
    expect(useUiStore.getState().loading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({ status: 'found', restaurant });
    expect(useCurrentRestaurantStore.getState().currentRestaurant).toEqual(restaurant);
    expect(useUiStore.getState().loading).toBe(false);
  });

  it("shows the server's detail in an error alert when the lookup fails, and ends loading", async () => {
    const outage = () =>
      json(503, { detail: 'Database non raggiungibile', code: 'SERVICE_UNAVAILABLE' });
    const { result } = renderLookup(outage(), outage(), outage(), outage());
    for (let second = 0; second < 8; second++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.status).toBe('failed');
    expect(useUiStore.getState().alert).toEqual({
      open: true,
      severity: 'error',
      message: 'Database non raggiungibile',
    });
    expect(useUiStore.getState().loading).toBe(false);
  });

  it('answers "not found" for a host no restaurant has, without an alert', async () => {
    const { result } = renderLookup(
      json(404, { detail: 'Restaurant not found', code: 'NOT_FOUND' }),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.status).toBe('not-found');
    expect(useUiStore.getState().alert.open).toBe(false);
  });
});
