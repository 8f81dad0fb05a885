import { useEffect, useState } from 'react';

/**
 * The time now, ticking every `everyMs`: the cards' "placed 12 min ago" and the kitchen's colours
 * move on by themselves. A clock on screen, not a request: the data changes by live events only.
 */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
