import { useCallback, useEffect, useState } from 'react';

/**
 * Gives the browser the main thread until the next task: a tap or a frame waiting meanwhile goes
 * first. `scheduler.yield()` where the browser has it (this code's turn comes before other
 * timers), else a timer.
 */
export function yieldToMain(): Promise<void> {
  if (typeof globalThis.scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * How many of `total` entries to render: `first` at once, then `step` more in each following
 * task, so a long list's first render never holds the main thread for the whole list (decision
 * 097: Preact renders a tree in one task, where React's transitions cut it up). Counts only up;
 * `showAll` renders the rest at once (a tap that needs them).
 */
export function useRenderInSlices(
  total: number,
  first: number,
  step: number,
): { shown: number; showAll: () => void } {
  const [shown, setShown] = useState(first);
  const complete = shown >= total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each slice shown schedules the next
  useEffect(() => {
    if (complete) return;
    let cancelled = false;
    void yieldToMain().then(() => {
      if (!cancelled) setShown((count) => count + step);
    });
    return () => {
      cancelled = true;
    };
  }, [complete, shown, step]);
  const showAll = useCallback(() => setShown(Number.POSITIVE_INFINITY), []);
  return { shown: Math.min(shown, total), showAll };
}
