import type { DietaryTag } from '@coperto/shared/menus/menu.constants';
import type { ReactNode } from 'react';
import { LineIcon } from './line-icon';

/** The dietary marks as line drawings, the same style as the allergens; the label is beside them. */
const TAG_DRAWINGS: Record<DietaryTag, ReactNode> = {
  // A leaf.
  vegetarian: (
    <>
      <path d="M5 19C5 10.5 10 5 19.5 4.5 19.5 14 14 19 5 19Z" />
      <path d="M5 19 14 10" />
    </>
  ),
  // A sprout.
  vegan: (
    <>
      <path d="M12 21v-8.5" />
      <path d="M12 12.5C12 8.6 9.2 6.5 5 6.5c0 3.9 2.8 6 7 6Z" />
      <path d="M12 10.5c0-3.7 2.6-6 7-6 0 4-2.8 6-7 6Z" />
    </>
  ),
  // An ear of wheat, struck through.
  'gluten-free': (
    <>
      <path d="M12 21V9" />
      <path d="M12 18c-2.3 0-3.8-1.4-3.8-3.7 2.3 0 3.8 1.4 3.8 3.7ZM12 18c2.3 0 3.8-1.4 3.8-3.7-2.3 0-3.8 1.4-3.8 3.7Z" />
      <path d="M12 13.4c-2.3 0-3.8-1.4-3.8-3.7 2.3 0 3.8 1.4 3.8 3.7ZM12 13.4c2.3 0 3.8-1.4 3.8-3.7-2.3 0-3.8 1.4-3.8 3.7Z" />
      <path d="M12 8.8c-1.3-1.1-1.3-3.4 0-5.3 1.3 1.9 1.3 4.2 0 5.3Z" />
      <path d="M4 4l16 16" />
    </>
  ),
  // A drop of milk, struck through.
  'lactose-free': (
    <>
      <path d="M12 3.2s-6 6.6-6 11a6 6 0 0 0 12 0c0-4.4-6-11-6-11Z" />
      <path d="M4 4l16 16" />
    </>
  ),
  // A chilli pepper.
  spicy: (
    <>
      <path d="M15.6 7.4c-1.2 3.6-3.6 8.4-10.6 12.4 6.4 1.6 13.6-2.6 12.6-10.4-.2-1.2-1-1.9-2-2Z" />
      <path d="M15.6 7.4c-.2-1.8.6-3.4 2.4-4.4" />
    </>
  ),
  // A snowflake.
  frozen: (
    <>
      <path d="M12 2.5v19M3.8 7.2l16.4 9.6M3.8 16.8l16.4-9.6" />
      <path d="M9.6 4.2 12 6.2l2.4-2M9.6 19.8l2.4-2 2.4 2M4 10.4l3.1-.6-1-3M20 13.6l-3.1.6 1 3M4 13.6l3.1.6-1 3M20 10.4l-3.1-.6 1-3" />
    </>
  ),
};

export function DietaryTagIcon({ tag, size = 16 }: { tag: DietaryTag; size?: number }) {
  return <LineIcon size={size}>{TAG_DRAWINGS[tag]}</LineIcon>;
}
