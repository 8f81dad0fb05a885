import { INITIAL_DATA_ELEMENT_ID, type PageInitialData } from '@coperto/shared/site/initial-data';

/**
 * The data the server put into this page (packages/shared site/initial-data.ts), read once: the
 * element goes, so a later render never takes it for current data.
 */
export function readInitialData(): PageInitialData | undefined {
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<PageInitialData> | null;
    return typeof data?.restaurant?.public_key === 'string' ? (data as PageInitialData) : undefined;
  } catch {
    return undefined;
  }
}
