import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  AdjustGiftCardBodySchema,
  DetailResponseSchema,
  ExtendGiftCardBodySchema,
  GiftCardIdParamsSchema,
  GiftCardListQuerySchema,
  GiftCardListSchema,
  GiftCardLookupQuerySchema,
  GiftCardPurchaseSchema,
  GiftCardSchema,
  GiftCardShopSchema,
  GiftCardTemplateBodySchema,
  GiftCardTemplateIdParamsSchema,
  GiftCardTemplateListSchema,
  GiftCardTemplateSchema,
  GiftCardUniqueIdParamsSchema,
  IdempotencyHeadersSchema,
  IssueGiftCardBodySchema,
  PublicGiftCardSchema,
  PublicKeyParamsSchema,
  PurchaseGiftCardBodySchema,
  RedeemGiftCardBodySchema,
} from './giftcard.schemas';

// Gift cards (issue 17, decision 067). Templates and cards belong to the business; the dashboard
// names them by id, the guest's site the restaurant by its public key and a card by its link id.

export const listGiftCardTemplates = endpoint({
  method: 'GET',
  path: '/giftcard-templates',
  response: GiftCardTemplateListSchema,
});

export const createGiftCardTemplate = endpoint({
  method: 'POST',
  path: '/giftcard-templates',
  body: GiftCardTemplateBodySchema,
  response: GiftCardTemplateSchema,
  status: 201,
});

export const updateGiftCardTemplate = endpoint({
  method: 'PUT',
  path: '/giftcard-templates/:id',
  params: GiftCardTemplateIdParamsSchema,
  body: GiftCardTemplateBodySchema,
  response: GiftCardTemplateSchema,
});

/** Only a template no card was issued from (409 otherwise: turn it off instead). */
export const deleteGiftCardTemplate = endpoint({
  method: 'DELETE',
  path: '/giftcard-templates/:id',
  params: GiftCardTemplateIdParamsSchema,
  response: DetailResponseSchema,
});

export const listGiftCards = endpoint({
  method: 'GET',
  path: '/giftcards',
  query: GiftCardListQuerySchema,
  response: GiftCardListSchema,
});

/** A card sold at the counter, paid there in cash or by card. */
export const issueGiftCard = endpoint({
  method: 'POST',
  path: '/giftcards',
  headers: IdempotencyHeadersSchema,
  body: IssueGiftCardBodySchema,
  response: GiftCardSchema,
  status: 201,
});

/** The counter's look-up of a typed or scanned code: the card with its balance. */
export const lookUpGiftCard = endpoint({
  method: 'GET',
  path: '/giftcards/lookup',
  query: GiftCardLookupQuerySchema,
  response: GiftCardSchema,
});

export const getGiftCard = endpoint({
  method: 'GET',
  path: '/giftcards/:id',
  params: GiftCardIdParamsSchema,
  response: GiftCardSchema,
});

/** Spend part or all of the balance at the counter. */
export const redeemGiftCard = endpoint({
  method: 'POST',
  path: '/giftcards/:id/redeem',
  params: GiftCardIdParamsSchema,
  headers: IdempotencyHeadersSchema,
  body: RedeemGiftCardBodySchema,
  response: GiftCardSchema,
});

export const adjustGiftCard = endpoint({
  method: 'POST',
  path: '/giftcards/:id/adjust',
  params: GiftCardIdParamsSchema,
  body: AdjustGiftCardBodySchema,
  response: GiftCardSchema,
});

/** The owner moves the last day later; an expired card gets its balance back. */
export const extendGiftCard = endpoint({
  method: 'PUT',
  path: '/giftcards/:id/expiry',
  params: GiftCardIdParamsSchema,
  body: ExtendGiftCardBodySchema,
  response: GiftCardSchema,
});

/** The card's email to the recipient again (now), with a copy to the buyer. */
export const resendGiftCard = endpoint({
  method: 'POST',
  path: '/giftcards/:id/resend',
  params: GiftCardIdParamsSchema,
  response: DetailResponseSchema,
});

/** Public: the templates on sale on the restaurant's site, and whether it can take cards. */
export const getGiftCardShop = endpoint({
  method: 'GET',
  path: '/public/giftcards/:publicKey/shop',
  params: PublicKeyParamsSchema,
  response: GiftCardShopSchema,
});

/** Public: a pending card and its payment page; 409 `payments_unavailable` without cards. */
export const purchaseGiftCard = endpoint({
  method: 'POST',
  path: '/public/giftcards/:publicKey/purchase',
  params: PublicKeyParamsSchema,
  headers: IdempotencyHeadersSchema,
  body: PurchaseGiftCardBodySchema,
  response: GiftCardPurchaseSchema,
  status: 201,
});

/** Public: the card's page (its link id is the only key; anything else is 404). */
export const getPublicGiftCard = endpoint({
  method: 'GET',
  path: '/public/giftcards/:uniqueId',
  params: GiftCardUniqueIdParamsSchema,
  response: PublicGiftCardSchema,
});

/** The card's printable PDF (application/pdf), once it is paid. */
export const getPublicGiftCardPdf = endpoint({
  method: 'GET',
  path: '/public/giftcards/:uniqueId/pdf',
  params: GiftCardUniqueIdParamsSchema,
  response: z.string(),
});
