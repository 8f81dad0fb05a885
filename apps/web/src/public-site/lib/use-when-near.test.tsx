import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenNear } from './use-when-near';

/** The browser's observer, driven by the test: `enter()` says the element came near. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly margin: string;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    options: { rootMargin: string },
  ) {
    this.margin = options.rootMargin;
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    this.callback([{ isIntersecting: true }]);
  }
}

function Slot() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useWhenNear(ref);
  return (
    <div ref={ref} data-testid="slot">
      {near ? 'near' : 'far'}
    </div>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useWhenNear', () => {
  it('stays false, however long the page is idle, until the element comes near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.useFakeTimers();
    render(<Slot />);
    const observer = FakeIntersectionObserver.last!;
    expect(observer.observed).toEqual([screen.getByTestId('slot')]);
    expect(observer.margin).toBe('1200px');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('slot').textContent).toBe('far');
    vi.useRealTimers();

    act(() => observer.enter());
    expect(screen.getByTestId('slot').textContent).toBe('near');
    expect(observer.disconnected).toBe(true);
  });

  it('is true at once in a browser that cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Slot />);
    expect(screen.getByTestId('slot').textContent).toBe('near');
  });
});
