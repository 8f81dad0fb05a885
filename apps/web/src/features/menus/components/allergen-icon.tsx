import type { Allergen } from '@coperto/shared/menus/menu.constants';
import type { ReactNode } from 'react';
import { LineIcon } from './line-icon';

/**
 * The 14 allergens of EU Regulation 1169/2011 as line drawings on a 24 px grid. Pictures only: the
 * name is always beside them (visible or for screen readers).
 */
const ALLERGEN_DRAWINGS: Record<Allergen, ReactNode> = {
  // An ear of wheat.
  gluten: (
    <>
      <path d="M12 22V8.5" />
      <path d="M12 19c-2.6 0-4.4-1.6-4.4-4.2 2.6 0 4.4 1.6 4.4 4.2Z" />
      <path d="M12 19c2.6 0 4.4-1.6 4.4-4.2-2.6 0-4.4 1.6-4.4 4.2Z" />
      <path d="M12 14c-2.6 0-4.4-1.6-4.4-4.2 2.6 0 4.4 1.6 4.4 4.2Z" />
      <path d="M12 14c2.6 0 4.4-1.6 4.4-4.2-2.6 0-4.4 1.6-4.4 4.2Z" />
      <path d="M12 9c-1.5-1.3-1.5-3.8 0-6 1.5 2.2 1.5 4.7 0 6Z" />
    </>
  ),
  // A curled shrimp with its tail fan and feelers.
  crustaceans: (
    <>
      <path d="M17.5 5.5C11 4.5 5.5 8 5.8 13.3c.2 3.6 3.4 5.7 7.2 5.2" />
      <path d="M17.5 10c-4.3-.6-7.3 1.2-7.2 3.6.1 1.7 1.6 2.6 3 2.3" />
      <path d="M17.5 5.5v4.5" />
      <path d="M13 18.5l1.8 2.8 2.2-1.6-1.2-3.1-2.7-.7" />
      <path d="M8.6 8.8l2.9 2.1M6 12.6l4.3.6M7.5 16.6l3.6-1.8" />
      <path d="M17.5 6.2c1.6-1.4 2.9-2.2 4.5-2.3M17.5 8.4c1.7-.6 3.2-.3 4.5.8" />
    </>
  ),
  // An egg.
  eggs: (
    <>
      <path d="M12 2.8c-3.8 0-7 5.6-7 10.4a7 7 0 0 0 14 0c0-4.8-3.2-10.4-7-10.4Z" />
      <path d="M8.6 13.5c0-2 .8-4 2-5.3" />
    </>
  ),
  // A fish.
  fish: (
    <>
      <path d="M21.5 12c-2 3.1-5.1 5-8.5 5S7.3 15 5.8 12c1.5-3 4.3-5 7.2-5s6.5 1.9 8.5 5Z" />
      <path d="M5.8 12 2.5 8.6v6.8L5.8 12Z" />
      <path d="M10 9.3c.9 1.7.9 3.7 0 5.4" />
      <circle cx="16.8" cy="11.2" r=".6" fill="currentColor" />
    </>
  ),
  // A peanut in its shell.
  peanuts: (
    <>
      <path d="M12 2.8c-2.6 0-4.6 2-4.6 4.6 0 1.8 1 2.8 1 4 0 1.4-1.5 2.4-1.5 5.2a5.1 5.1 0 0 0 10.2 0c0-2.8-1.5-3.8-1.5-5.2 0-1.2 1-2.2 1-4 0-2.6-2-4.6-4.6-4.6Z" />
      <path d="M10.2 6.2h.01M13.8 6.2h.01M12 8.4h.01M10.2 15.5h.01M13.8 15.5h.01M12 17.8h.01M10.4 19.6h.01M13.6 19.6h.01" />
    </>
  ),
  // A soy pod with three beans.
  soybeans: (
    <>
      <rect x="2.6" y="8.6" width="18.8" height="6.8" rx="3.4" transform="rotate(-45 12 12)" />
      <circle cx="8.3" cy="15.7" r="1.7" />
      <circle cx="12" cy="12" r="1.7" />
      <circle cx="15.7" cy="8.3" r="1.7" />
      <path d="M18.6 5.4 21 3" />
    </>
  ),
  // A bottle of milk.
  milk: (
    <>
      <path d="M9 2.8h6" />
      <path d="M9.6 2.8v2.8L7 9.2v10.6c0 .8.7 1.5 1.5 1.5h7c.8 0 1.5-.7 1.5-1.5V9.2l-2.6-3.6V2.8" />
      <path d="M7 13c1.7-.9 3.3.9 5 0s3.3-.9 5 0" />
    </>
  ),
  // A walnut: its shell, the seam between the halves and their wrinkles.
  nuts: (
    <>
      <ellipse cx="12" cy="12.2" rx="7.4" ry="8.6" />
      <path d="M12 3.6c-.9 2.9.9 5.7 0 8.6s.9 5.7 0 8.6" />
      <path d="M8 7.6c1.3.5 1.8 1.7 1.3 3M8.2 13.6c1.3.5 1.7 1.8 1.1 3.1M16 7.6c-1.3.5-1.8 1.7-1.3 3M15.8 13.6c-1.3.5-1.7 1.8-1.1 3.1" />
    </>
  ),
  // A bunch of celery: three stalks and their leaves.
  celery: (
    <>
      <path d="M9.2 21.5c-.6-3.8-.4-7.6.9-11.6M12 21.5v-12M14.8 21.5c.6-3.8.4-7.6-.9-11.6" />
      <path d="M8 21.5h8" />
      <path d="M10.1 9.9C8 9.6 6.5 8 6.5 5.8c2.2 0 3.6 1.8 3.6 4.1Z" />
      <path d="M12 9.5c-1.3-1.5-1.3-4 0-6 1.3 2 1.3 4.5 0 6Z" />
      <path d="M13.9 9.9c2.1-.3 3.6-1.9 3.6-4.1-2.2 0-3.6 1.8-3.6 4.1Z" />
    </>
  ),
  // A jar of mustard with seeds on its label.
  mustard: (
    <>
      <path d="M8.5 2.8h7v3h-7z" />
      <path d="M8 5.8h8l1 2.4v11.6c0 .8-.7 1.5-1.5 1.5h-7c-.8 0-1.5-.7-1.5-1.5V8.2l1-2.4Z" />
      <path d="M7 11h10M7 17.5h10" />
      <circle cx="12" cy="13.2" r=".85" />
      <circle cx="10.2" cy="15.3" r=".85" />
      <circle cx="13.8" cy="15.3" r=".85" />
    </>
  ),
  // Sesame seeds.
  sesame: (
    <>
      <path d="M8 3.5c1.6 1.2 2 4 0 6.2-2-2.2-1.6-5 0-6.2Z" />
      <path d="M16.4 6.4c1.9.5 3 3.1 1.6 5.8-2.6-1.3-3-4.1-1.6-5.8Z" />
      <path d="M6.2 13.2c1.9-.3 4 1.6 3.4 4.6-2.9-.4-4.2-2.9-3.4-4.6Z" />
      <path d="M13.6 14.6c1.8.7 2.7 3.4 1 5.9-2.5-1.5-2.6-4.3-1-5.9Z" />
    </>
  ),
  // A glass of wine: sulphites.
  sulphites: (
    <>
      <path d="M7 2.8h10v4.4a5 5 0 0 1-10 0V2.8Z" />
      <path d="M7.2 7h9.6" />
      <path d="M12 12.2v8.3M8.5 21.2h7" />
    </>
  ),
  // A spike of lupin flowers over its leaves.
  lupin: (
    <>
      <path d="M12 22v-9.5" />
      <path d="M12 19.5 8.2 17.4M12 19.5l3.8-2.1M12 19.5l-2.2-3.6M12 19.5l2.2-3.6" />
      <circle cx="10.5" cy="12.8" r="1.3" />
      <circle cx="13.5" cy="12.8" r="1.3" />
      <circle cx="10.8" cy="9.6" r="1.2" />
      <circle cx="13.2" cy="9.6" r="1.2" />
      <circle cx="11.1" cy="6.6" r="1.05" />
      <circle cx="12.9" cy="6.6" r="1.05" />
      <circle cx="12" cy="4" r=".95" />
    </>
  ),
  // A scallop shell.
  molluscs: (
    <>
      <path d="M12 18.6 3.8 10.4C4.6 6.2 8 3.4 12 3.4s7.4 2.8 8.2 7L12 18.6Z" />
      <path d="M12 18.6 7 6.2M12 18.6 10.3 4.1M12 18.6l1.7-14.5M12 18.6l5-12.4" />
      <path d="M9.6 18.6h4.8l.6 2.6H9Z" />
    </>
  ),
};

export function AllergenIcon({ allergen, size = 20 }: { allergen: Allergen; size?: number }) {
  return <LineIcon size={size}>{ALLERGEN_DRAWINGS[allergen]}</LineIcon>;
}
