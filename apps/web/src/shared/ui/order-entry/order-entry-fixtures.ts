import type { Menu } from '@coperto/shared/menus/menu.schemas';

type MenuItem = Menu['sections'][number]['items'][number];

/** A dish of a test menu, available and without sizes unless `more` says otherwise. */
export function menuItem(
  id: number,
  name: string,
  price: number,
  more: Partial<MenuItem> = {},
): MenuItem {
  return {
    id,
    name: { it: name },
    description: {},
    price,
    variants: [],
    allergens: [],
    tags: [],
    available: true,
    image_url: null,
    ...more,
  };
}

/** The restaurant's one active menu, of one section: what the staff's dish picker offers. */
export function pickerMenu(sectionName: string, items: MenuItem[]): Menu {
  return {
    id: 3,
    hashed_id: 'carta-abc',
    restaurant_id: 1,
    name: { it: 'Alla carta' },
    description: {},
    active: true,
    availability: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    sections: [{ id: 30, name: { it: sectionName }, description: {}, items }],
  };
}
