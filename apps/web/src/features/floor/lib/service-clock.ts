import { useEffect, useState } from 'react';

/**
 * The time now, ticking every `everyMs`: "seated 42 min" moves on by itself. A clock on screen,
 * not a request: the service changes by live events only.
 */
export function useServiceClock(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
