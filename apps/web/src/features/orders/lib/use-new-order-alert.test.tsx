import type { OrderSummary } from '@coperto/shared/orders/order.schemas';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { SoundToggle } from '../components/sound-toggle';
import { order, summaryOf } from '../testing/orders-fixtures';
import {
  CHIME_REPEAT_MS,
  resetOrderSoundForTests,
  SOUND_STORAGE_KEY,
  useOrderSound,
} from './order-sound';
import { useNewOrderAlert } from './use-new-order-alert';

/** A WebAudio that records each note started: two per chime. */
class FakeAudioContext {
  static notes = 0;
  state: 'suspended' | 'running' = 'suspended';
  currentTime = 0;
  destination = {};
  async resume() {
    this.state = 'running';
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => {
        FakeAudioContext.notes++;
      },
      stop() {},
    };
  }
  createGain() {
    const gain = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain, connect: (node: unknown) => node };
  }
}
const chimes = () => FakeAudioContext.notes / 2;

let visibility: DocumentVisibilityState;
const BASE = 'Ordini · Coperto';
const waitingOrder = (id: number): OrderSummary => summaryOf(order({ id, status: 'received' }));
const acceptedOrder = (id: number): OrderSummary => summaryOf(order({ id, status: 'accepted' }));

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  FakeAudioContext.notes = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  resetOrderSoundForTests();
  document.title = BASE;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sound of a new order', () => {
  it('needs one tap on "Attiva i suoni", then remembers it on this device', async () => {
    const first = render(<SoundToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Attiva i suoni' }));
    expect(await screen.findByRole('button', { name: 'Suoni attivi' })).toBeTruthy();
    expect(window.localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
    // The tap plays one chime so the kitchen hears what it will sound like.
    expect(chimes()).toBe(1);

    first.unmount();
    // A reload: wanted, but the browser's audio is locked until the next tap anywhere.
    resetOrderSoundForTests();
    expect(useOrderSound.getState()).toMatchObject({ wanted: true, ready: false });
    render(<SoundToggle />);
    expect(screen.getByRole('button', { name: 'Tocca per riattivare i suoni' })).toBeTruthy();
    await userEvent.click(document.body);
    expect(useOrderSound.getState().ready).toBe(true);
  });

  it('rings at once and every few seconds while an order waits, and stops once it is accepted', async () => {
    await act(() => useOrderSound.getState().enable());
    FakeAudioContext.notes = 0;
    vi.useFakeTimers();
    const { rerender } = renderHook(({ orders }) => useNewOrderAlert(orders, BASE), {
      initialProps: { orders: [acceptedOrder(1)] },
    });
    expect(chimes()).toBe(0);
    rerender({ orders: [acceptedOrder(1), waitingOrder(2)] });
    expect(chimes()).toBe(1);
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS * 3));
    expect(chimes()).toBe(4);
    // Accepted (here or on another tablet, whose event refetched the board): silence.
    rerender({ orders: [acceptedOrder(1), acceptedOrder(2)] });
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS * 3));
    expect(chimes()).toBe(4);
  });

  it('stays silent until the sounds are turned on', () => {
    vi.useFakeTimers();
    renderHook(() => useNewOrderAlert([waitingOrder(1)], BASE));
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS * 2));
    expect(chimes()).toBe(0);
  });
});

describe('the tab title', () => {
  it('counts the orders that arrived while the page was not looked at, until it is', () => {
    const { rerender, result } = renderHook(({ orders }) => useNewOrderAlert(orders, BASE), {
      initialProps: { orders: [waitingOrder(1)] as OrderSummary[] },
    });
    // What was there when the board opened has been seen.
    expect(document.title).toBe(BASE);
    setVisibility('hidden');
    rerender({ orders: [waitingOrder(1), waitingOrder(2), waitingOrder(3)] });
    expect(result.current).toBe(2);
    expect(document.title).toBe(`(2) ${BASE}`);
    // One is accepted on another tablet meanwhile: it no longer waits.
    rerender({ orders: [waitingOrder(1), waitingOrder(2), acceptedOrder(3)] });
    expect(document.title).toBe(`(1) ${BASE}`);
    setVisibility('visible');
    expect(document.title).toBe(BASE);
  });

  it('shows no count for orders arriving on a board in front of someone', () => {
    const { rerender } = renderHook(({ orders }) => useNewOrderAlert(orders, BASE), {
      initialProps: { orders: [] as OrderSummary[] },
    });
    rerender({ orders: [waitingOrder(4)] });
    expect(document.title).toBe(BASE);
  });
});
