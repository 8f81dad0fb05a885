import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TABLE_MODE_TTL_MS, tableFromScan } from '../lib/cart-table';
import { useCartStore } from '../stores/cart-store';
import { useCartTable } from './use-cart-table';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T19:30:00Z'));
  useCartStore.setState({ table: null, publicKey: 'pk-demo' });
});
afterEach(() => {
  useCartStore.setState({ table: null });
  vi.useRealTimers();
});

describe('the table the cart orders for, on an open page', () => {
  it('holds until its hours are over, then leaves table mode by itself', () => {
    useCartStore.getState().enterTable(tableFromScan(TOKEN, '12', Date.now()), 'pk-demo');
    const { result } = renderHook(() => useCartTable());
    expect(result.current?.name).toBe('12');

    act(() => void vi.advanceTimersByTime(TABLE_MODE_TTL_MS - 1000));
    expect(result.current?.name).toBe('12');
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBeNull();
    expect(useCartStore.getState().table).toBeNull();
    expect(useCartStore.getState().orderChoice.type).toBe('pickup');
  });

  it('counts from the last scan: scanning again keeps the guest at the table', () => {
    useCartStore.getState().enterTable(tableFromScan(TOKEN, '12', Date.now()), 'pk-demo');
    const { result } = renderHook(() => useCartTable());
    act(() => void vi.advanceTimersByTime(TABLE_MODE_TTL_MS - 60_000));
    act(() =>
      useCartStore.getState().enterTable(tableFromScan(TOKEN, '12', Date.now()), 'pk-demo'),
    );
    act(() => void vi.advanceTimersByTime(2 * 60_000));
    expect(result.current?.name).toBe('12');
  });

  it('is none for a table kept past its hours (a phone woken days later)', () => {
    useCartStore.setState({ table: { token: TOKEN, name: '12', expiresAt: Date.now() - 1 } });
    const { result } = renderHook(() => useCartTable());
    expect(result.current).toBeNull();
    expect(useCartStore.getState().table).toBeNull();
  });

  it('is gone at once when the guest leaves table mode', () => {
    useCartStore.getState().enterTable(tableFromScan(TOKEN, '12', Date.now()), 'pk-demo');
    const { result } = renderHook(() => useCartTable());
    act(() => useCartStore.getState().leaveTable());
    expect(result.current).toBeNull();
  });
});
