import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport: what lives there (the home's
 * contact form, with zod and MUI's text fields) loads as the guest scrolls towards it, about a
 * phone screen and a half ahead, and a guest who never goes there never downloads or runs it. It
 * once loaded when the browser was idle too, but on a phone that idle time is the first seconds
 * after the page shows, when taps must answer at once (decision 017).
 */
export function useWhenNear(ref: RefObject<Element | null>, rootMargin = '1200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
