/** The 14 allergens EU Regulation 1169/2011 (Annex II) requires a menu to declare. Zod-free. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Dietary marks; `frozen` is the "prodotto surgelato" note Italian law asks for. */
export const DIETARY_TAGS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'lactose-free',
  'spicy',
  'frozen',
] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const MAX_MENUS_PER_RESTAURANT = 20;
export const MAX_SECTIONS_PER_MENU = 40;
export const MAX_ITEMS_PER_SECTION = 150;
export const MAX_VARIANTS_PER_ITEM = 10;
/** €100,000.00 in cents: a typo guard, not a business rule. */
export const MAX_PRICE_CENTS = 10_000_000;
export const MAX_MENU_TEXT_LENGTH = 1000;
