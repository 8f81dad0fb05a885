import type { TenantResource } from '../../shared/tenant-resource';
import { findGiftCardById, findGiftCardTemplateById } from './giftcards.repository';

/** The card or template a route's `:id` names, checked in the caller's tenant before the body. */
export const GIFT_CARD_IN_PATH: TenantResource = {
  label: 'Gift card',
  in: 'params',
  key: 'id',
  find: findGiftCardById,
};

export const GIFT_CARD_TEMPLATE_IN_PATH: TenantResource = {
  label: 'Gift card template',
  in: 'params',
  key: 'id',
  find: findGiftCardTemplateById,
};
