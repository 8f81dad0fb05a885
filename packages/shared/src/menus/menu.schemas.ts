import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../common/constants';
import { requireSomeChange } from '../common/update.schemas';
import { WEEKDAYS } from '../restaurants/opening-times.schemas';
import { LanguageCodeSchema } from '../restaurants/restaurant.schemas';
import {
  ALLERGENS,
  DIETARY_TAGS,
  MAX_MENU_TEXT_LENGTH,
  MAX_PRICE_CENTS,
  MAX_VARIANTS_PER_ITEM,
} from './menu.constants';

/** A text per language; the service checks the restaurant's first language is present. */
export const translationsSchema = (max: number) =>
  z.partialRecord(LanguageCodeSchema, z.string().trim().max(max));
export const NameTranslationsSchema = translationsSchema(MAX_NAME_LENGTH);
export const TextTranslationsSchema = translationsSchema(MAX_MENU_TEXT_LENGTH);

/** Euros on the wire (DESIGN.md §5): at most two decimals, stored as integer cents. */
export const PriceSchema = z
  .number()
  .min(0)
  .max(MAX_PRICE_CENTS / 100)
  .multipleOf(0.01, 'At most two decimals');

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** When a menu is served: some weekdays, between two times (e.g. lunch menu Mon–Fri 12:00–15:00). */
export const MenuAvailabilitySchema = z
  .strictObject({
    days: z.array(z.enum(WEEKDAYS)).min(1).max(7),
    from: z.string().regex(CLOCK_TIME, 'Use HH:MM'),
    to: z.string().regex(CLOCK_TIME, 'Use HH:MM'),
  })
  .refine((a) => a.from !== a.to, { message: 'From and to must differ', path: ['to'] });
export type MenuAvailability = z.infer<typeof MenuAvailabilitySchema>;

export const MenuVariantSchema = z.object({
  name: NameTranslationsSchema,
  price: z.number(),
});

export const MenuItemSchema = z.object({
  id: z.number().int(),
  name: NameTranslationsSchema,
  description: TextTranslationsSchema,
  price: z.number(),
  variants: z.array(MenuVariantSchema),
  allergens: z.array(z.enum(ALLERGENS)),
  tags: z.array(z.enum(DIETARY_TAGS)),
  available: z.boolean(),
  image_url: z.string().nullable(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuSectionSchema = z.object({
  id: z.number().int(),
  name: NameTranslationsSchema,
  description: TextTranslationsSchema,
  items: z.array(MenuItemSchema),
});
export type MenuSection = z.infer<typeof MenuSectionSchema>;

/** A whole menu as guests and the editor read it: sections and items in their order. */
export const MenuSchema = z.object({
  id: z.number().int(),
  hashed_id: z.string(),
  restaurant_id: z.number().int(),
  name: NameTranslationsSchema,
  description: TextTranslationsSchema,
  active: z.boolean(),
  availability: MenuAvailabilitySchema.nullable(),
  updated_at: z.string(),
  sections: z.array(MenuSectionSchema),
});
export type Menu = z.infer<typeof MenuSchema>;

/** The restaurant a menu belongs to, as much as the menu page needs on the marketing host. */
export const MenuRestaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  public_key: z.string(),
  hostname: z.array(z.string()),
  language: z.array(z.string()),
  font: z.string(),
  logo_url: z.string().nullable(),
  theme: z.record(z.string(), z.string()),
});

/** GET /api/menu/{hashedId}: one call for the whole menu page (cacheable, ETag). */
export const PublicMenuResponseSchema = z.object({
  restaurant: MenuRestaurantSchema,
  menu: MenuSchema,
});
export type PublicMenuResponse = z.infer<typeof PublicMenuResponseSchema>;

/** GET /api/restaurant/{id}/menus: the active menus of a restaurant, whole (cacheable, ETag). */
export const PublicMenusResponseSchema = z.object({ menus: z.array(MenuSchema) });
export type PublicMenusResponse = z.infer<typeof PublicMenusResponseSchema>;

export const MenuHashedIdParamsSchema = z.strictObject({
  hashedId: z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'Not a menu id'),
});

// ——— Editing (dashboard) ———

// The update schemas are built from fields without defaults: in zod 4 `.partial()` of a default
// still fills it in, and an update must keep the value of a field left out (DESIGN.md §5).

const menuFields = {
  name: NameTranslationsSchema,
  description: TextTranslationsSchema,
  active: z.boolean(),
  availability: MenuAvailabilitySchema.nullable(),
};
export const MenuBodySchema = z.strictObject({
  ...menuFields,
  description: menuFields.description.default({}),
  active: menuFields.active.default(true),
  availability: menuFields.availability.default(null),
});
export type MenuBody = z.infer<typeof MenuBodySchema>;
export const MenuUpdateBodySchema = requireSomeChange(z.strictObject(menuFields).partial());
export type MenuUpdateBody = z.infer<typeof MenuUpdateBodySchema>;

const sectionFields = { name: NameTranslationsSchema, description: TextTranslationsSchema };
export const MenuSectionBodySchema = z.strictObject({
  ...sectionFields,
  description: sectionFields.description.default({}),
});
export type MenuSectionBody = z.infer<typeof MenuSectionBodySchema>;
export const MenuSectionUpdateBodySchema = requireSomeChange(
  z.strictObject(sectionFields).partial(),
);
export type MenuSectionUpdateBody = z.infer<typeof MenuSectionUpdateBodySchema>;

const itemFields = {
  name: NameTranslationsSchema,
  description: TextTranslationsSchema,
  price: PriceSchema,
  variants: z
    .array(z.strictObject({ name: NameTranslationsSchema, price: PriceSchema }))
    .max(MAX_VARIANTS_PER_ITEM),
  allergens: z.array(z.enum(ALLERGENS)).max(ALLERGENS.length),
  tags: z.array(z.enum(DIETARY_TAGS)).max(DIETARY_TAGS.length),
  available: z.boolean(),
  image_url: z.string().trim().max(500).nullable(),
};
export const MenuItemBodySchema = z.strictObject({
  ...itemFields,
  description: itemFields.description.default({}),
  variants: itemFields.variants.default([]),
  allergens: itemFields.allergens.default([]),
  tags: itemFields.tags.default([]),
  available: itemFields.available.default(true),
  image_url: itemFields.image_url.default(null),
});
export type MenuItemBody = z.infer<typeof MenuItemBodySchema>;
export const MenuItemUpdateBodySchema = requireSomeChange(z.strictObject(itemFields).partial());
export type MenuItemUpdateBody = z.infer<typeof MenuItemUpdateBodySchema>;

export const MenuItemAvailabilityBodySchema = z.strictObject({ available: z.boolean() });

/** Moves a dish to the end of another section of the same menu. */
export const MenuItemMoveBodySchema = z.strictObject({ section_id: z.number().int().positive() });

/** A new order of rows: every id of the parent, each once. */
export const ReorderBodySchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(500),
});

export const MenuListItemSchema = z.object({
  id: z.number().int(),
  hashed_id: z.string(),
  name: NameTranslationsSchema,
  active: z.boolean(),
  availability: MenuAvailabilitySchema.nullable(),
  section_count: z.number().int(),
  item_count: z.number().int(),
  updated_at: z.string(),
});
export type MenuListItem = z.infer<typeof MenuListItemSchema>;
export const MenuListResponseSchema = z.object({ menus: z.array(MenuListItemSchema) });
export type MenuListResponse = z.infer<typeof MenuListResponseSchema>;
