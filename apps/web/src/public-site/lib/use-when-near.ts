import { type RefObject, useEffect, useState } from 'react';

/** How long the browser may put off the idle load: then it happens anyway. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * True once the element comes within `rootMargin` of the viewport, or once the browser is idle
 * after the first paint: what lives there loads before anyone reaches it, and never delays what
 * is seen first.
 */
export function useWhenNear(ref: RefObject<Element | null>, rootMargin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    const element = ref.current;
    const observer =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
            rootMargin,
          })
        : undefined;
    if (element) observer?.observe(element);
    let cancelIdle: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(show, IDLE_TIMEOUT_MS);
      cancelIdle = () => window.clearTimeout(id);
    }
    return () => {
      observer?.disconnect();
      cancelIdle();
    };
  }, [near, ref, rootMargin]);
  return near;
}
