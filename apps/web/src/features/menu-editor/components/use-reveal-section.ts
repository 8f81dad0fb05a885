import { useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Brings a section just added into view and puts the focus on its header: it is added last,
 * often below the screen, where a toast alone left the user looking for it. Call the answer
 * with the new section's id; its card (`data-section-id`) may appear a render later, with the
 * menu's `sections`.
 */
export function useRevealSection(sections: readonly unknown[]): (sectionId: number) => void {
  const [sectionId, setSectionId] = useState<number>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list of sections may bring the card.
  useEffect(() => {
    if (sectionId === undefined) return;
    const card = document.querySelector<HTMLElement>(`[data-section-id="${sectionId}"]`);
    if (!card) return;
    card.scrollIntoView?.({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'center',
    });
    card.querySelector<HTMLElement>('[aria-expanded]')?.focus({ preventScroll: true });
    setSectionId(undefined);
  }, [sectionId, sections]);
  return setSectionId;
}
