import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code loads only once it is `wanted`, then stays: for parts of the first
 * screen that most visits never show (the cart while a restaurant takes no orders, the "orders
 * closed" notice), kept out of the first load. Loaded in an effect rather than with React.lazy,
 * as the cart runtime is (app/visitor-cart.tsx): a Suspense fallback would hold the screen's
 * reveal back. `load` must be the same function on every render (a module constant).
 */
export function useLoadedComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  wanted: boolean,
): ComponentType<Props> | null {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (!wanted || Component) return;
    let mounted = true;
    load().then(
      (loaded) => mounted && setComponent(() => loaded),
      (error: unknown) => console.error('A part of the page could not be loaded', error),
    );
    return () => {
      mounted = false;
    };
  }, [wanted, Component, load]);
  return Component;
}
