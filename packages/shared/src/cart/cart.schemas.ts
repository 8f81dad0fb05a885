import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../common/constants';
import {
  CART_ITEM_ID_MAX_LENGTH,
  CART_ITEM_NOTES_MAX_LENGTH,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  CART_MAX_UNIT_PRICE,
  CART_MIN_QUANTITY,
  TEMP_ID_PATTERN,
} from './cart.constants';

/** Euros with at most two decimals (DESIGN.md §5); the tolerance absorbs binary float noise. */
const hasAtMostTwoDecimals = (euros: number) =>
  Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/** One cart line. `id` is the menu item's id or any string while menus do not exist yet. */
export const CartItemSchema = z.strictObject({
  id: z.string().trim().min(1).max(CART_ITEM_ID_MAX_LENGTH),
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  unit_price: z
    .number()
    .min(0)
    .max(CART_MAX_UNIT_PRICE)
    .refine(hasAtMostTwoDecimals, 'At most two decimals'),
  quantity: z.number().int().min(CART_MIN_QUANTITY).max(CART_MAX_QUANTITY),
  notes: z.string().trim().max(CART_ITEM_NOTES_MAX_LENGTH).optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartParamsSchema = z.strictObject({
  tempId: z.string().regex(TEMP_ID_PATTERN, 'Not a valid temporary id'),
});

/** The restaurant the cart belongs to: its public key, as the visitor's site knows it. */
export const CartQuerySchema = z.strictObject({
  public_key: z.string().trim().min(1).max(64),
});

/** PUT replaces every line. */
export const CartReplaceBodySchema = z.strictObject({
  items: z.array(CartItemSchema).max(CART_MAX_LINES),
});

export const CartSchema = z.object({
  temp_id: z.string(),
  items: z.array(CartItemSchema),
  /** null for a cart never saved or already expired. */
  updated_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type Cart = z.infer<typeof CartSchema>;
