import { endpoint } from '../common/endpoint';
import {
  CreateDiscountBodySchema,
  DetailResponseSchema,
  DiscountIdParamsSchema,
  DiscountListQuerySchema,
  DiscountListSchema,
  DiscountSchema,
  DiscountUsesSchema,
  NewDiscountCodeSchema,
  SendDiscountBodySchema,
  UpdateDiscountBodySchema,
} from './discount.schemas';

// Discount codes (issue 17, decision 068): the business's codes, made and sent by owners and
// managers. A guest never calls these: the checkout's quote and order take `discount_code`.

export const listDiscounts = endpoint({
  method: 'GET',
  path: '/discounts',
  query: DiscountListQuerySchema,
  response: DiscountListSchema,
});

/** A fresh code no other code of the business has, for the form's "generate" button. */
export const newDiscountCode = endpoint({
  method: 'GET',
  path: '/discounts/new-code',
  response: NewDiscountCodeSchema,
});

export const getDiscount = endpoint({
  method: 'GET',
  path: '/discounts/:id',
  params: DiscountIdParamsSchema,
  response: DiscountSchema,
});

export const createDiscount = endpoint({
  method: 'POST',
  path: '/discounts',
  body: CreateDiscountBodySchema,
  response: DiscountSchema,
  status: 201,
});

export const updateDiscount = endpoint({
  method: 'PUT',
  path: '/discounts/:id',
  params: DiscountIdParamsSchema,
  body: UpdateDiscountBodySchema,
  response: DiscountSchema,
});

/** Deletes a code never used; a used one is 409 (switch it off instead: its orders name it). */
export const deleteDiscount = endpoint({
  method: 'DELETE',
  path: '/discounts/:id',
  params: DiscountIdParamsSchema,
  response: DetailResponseSchema,
});

/** Emails a personal code to its guest: 422 without the guest's marketing consent. */
export const sendDiscount = endpoint({
  method: 'POST',
  path: '/discounts/:id/send',
  params: DiscountIdParamsSchema,
  body: SendDiscountBodySchema,
  response: DiscountSchema,
});

/** The orders that used the code, newest first (at most 200). */
export const listDiscountUses = endpoint({
  method: 'GET',
  path: '/discounts/:id/uses',
  params: DiscountIdParamsSchema,
  response: DiscountUsesSchema,
});
