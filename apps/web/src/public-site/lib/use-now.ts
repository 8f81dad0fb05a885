import { useEffect, useState } from 'react';

const REFRESH_MS = 30_000;

/** The current time, renewed every half minute: "open now" changes while the page stays open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
