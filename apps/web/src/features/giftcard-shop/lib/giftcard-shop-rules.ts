import type { LanguageCode } from '@coperto/shared/common/constants';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  SUPPORTED_LANGUAGES,
} from '@coperto/shared/common/constants';
import {
  GIFT_CARD_MAX_DELIVERY_DAYS,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
} from '@coperto/shared/giftcards/giftcard.constants';
import type {
  GiftCardShop,
  PurchaseGiftCardBody,
} from '@coperto/shared/giftcards/giftcard.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { parseAmount } from '../../../shared/lib/parse-decimal';

// The shop's form rules, zod-free (the public pages carry no zod, decision 017): what the
// purchase call would refuse is said on the field before sending; the server checks it again.

export type ShopTemplate = GiftCardShop['templates'][number];

export interface GiftCardShopValues {
  templateId: number | null;
  /** The amount as typed or as the preset chosen: "50", "37,50". */
  amount: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  delivery: 'now' | 'later';
  /** `YYYY-MM-DD`, read only when `delivery` is `later`. */
  deliveryDate: string;
  privacy: boolean;
  /** Optional and never ticked beforehand (DESIGN.md §10). */
  marketing: boolean;
}

export type GiftCardShopField = Exclude<keyof GiftCardShopValues, 'marketing' | 'delivery'>;

export type GiftCardShopError =
  | 'required'
  | 'email'
  | 'tooLong'
  | 'tooShort'
  | 'amount'
  | 'amountRange'
  | 'date'
  | 'privacy'
  | 'invalid';

export type GiftCardShopErrors = Partial<Record<GiftCardShopField, GiftCardShopError>>;

export const emptyGiftCardShopForm = (templateId: number | null): GiftCardShopValues => ({
  templateId,
  amount: '',
  buyerName: '',
  buyerEmail: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  delivery: 'now',
  deliveryDate: '',
  privacy: false,
  marketing: false,
});

/** The site's language when the API knows it, else Italian (the card's email speaks it). */
export const apiLanguageOf = (language: string): LanguageCode =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? (language as LanguageCode) : 'it';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The amount in cents, or undefined when it is not a number with at most two decimals. */
export function amountCentsOf(text: string): number | undefined {
  const parsed = parseAmount(text);
  return parsed.kind === 'amount' ? parsed.hundredths : undefined;
}

/** Whether the template offers `cents`: one of its presets, or inside its free range. */
export function isAmountOffered(template: ShopTemplate, cents: number): boolean {
  if (template.preset_amounts.some((euros) => Math.round(euros * 100) === cents)) return true;
  const free = template.free_amount;
  return (
    free !== null && cents >= Math.round(free.min * 100) && cents <= Math.round(free.max * 100)
  );
}

function nameError(name: string): GiftCardShopError | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length < 2) return 'tooShort';
  if (trimmed.length > MAX_NAME_LENGTH) return 'tooLong';
  return undefined;
}

function emailError(email: string): GiftCardShopError | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > MAX_EMAIL_LENGTH || !EMAIL.test(trimmed)) return 'email';
  return undefined;
}

/**
 * What is wrong with the form, field by field (empty when it can be sent). `today` is the
 * restaurant's day: a card is delivered from today to a year ahead.
 */
export function giftCardShopErrors(
  values: GiftCardShopValues,
  templates: readonly ShopTemplate[],
  today: string,
): GiftCardShopErrors {
  const errors: GiftCardShopErrors = {};
  const template = templates.find((t) => t.id === values.templateId);
  if (!template) errors.templateId = 'required';
  if (!values.amount.trim()) errors.amount = 'required';
  else {
    const cents = amountCentsOf(values.amount);
    if (cents === undefined) errors.amount = 'invalid';
    else if (template && !isAmountOffered(template, cents)) {
      errors.amount = template.free_amount ? 'amountRange' : 'amount';
    }
  }
  const checks: [GiftCardShopField, GiftCardShopError | undefined][] = [
    ['buyerName', nameError(values.buyerName)],
    ['buyerEmail', emailError(values.buyerEmail)],
    ['recipientName', nameError(values.recipientName)],
    ['recipientEmail', emailError(values.recipientEmail)],
    [
      'message',
      values.message.trim().length > GIFT_CARD_MESSAGE_MAX_LENGTH ? 'tooLong' : undefined,
    ],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  if (values.delivery === 'later') {
    const last = addDaysToDate(today, GIFT_CARD_MAX_DELIVERY_DAYS);
    if (!values.deliveryDate) errors.deliveryDate = 'required';
    else if (
      !/^\d{4}-\d{2}-\d{2}$/.test(values.deliveryDate) ||
      values.deliveryDate < today ||
      values.deliveryDate > last
    ) {
      errors.deliveryDate = 'date';
    }
  }
  if (!values.privacy) errors.privacy = 'privacy';
  return errors;
}

/** The purchase call's body from a form `giftCardShopErrors` found nothing wrong with. */
export function purchaseBodyOf(
  values: GiftCardShopValues,
  language: LanguageCode,
): PurchaseGiftCardBody {
  return {
    template_id: values.templateId ?? 0,
    amount: (amountCentsOf(values.amount) ?? 0) / 100,
    buyer: { name: values.buyerName.trim(), email: values.buyerEmail.trim().toLowerCase() },
    recipient: {
      name: values.recipientName.trim(),
      email: values.recipientEmail.trim().toLowerCase(),
    },
    message: values.message.trim(),
    ...(values.delivery === 'later' ? { delivery_date: values.deliveryDate } : {}),
    privacy_consent: true,
    marketing_consent: values.marketing,
    language,
  };
}

/** The server's field names (`buyer.email`, `delivery_date` …) as the form's fields. */
const SERVER_FIELDS: Record<string, GiftCardShopField> = {
  template_id: 'templateId',
  amount: 'amount',
  'buyer.name': 'buyerName',
  'buyer.email': 'buyerEmail',
  'recipient.name': 'recipientName',
  'recipient.email': 'recipientEmail',
  message: 'message',
  delivery_date: 'deliveryDate',
  privacy_consent: 'privacy',
};

/** A 400/422's `fields` on the form's fields; what names no field of the form is left out. */
export function serverErrorsOf(fields: Record<string, string>): GiftCardShopErrors {
  const errors: GiftCardShopErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = SERVER_FIELDS[name];
    if (!field) continue;
    if (field === 'deliveryDate') errors[field] = 'date';
    else if (field === 'privacy') errors[field] = 'privacy';
    else if (field === 'amount') errors[field] = 'amount';
    else if (field.endsWith('Email')) errors[field] = 'email';
    else errors[field] = message ? 'invalid' : 'required';
  }
  return errors;
}

/** The title in the guest's language, else the template's first. */
export function textIn(texts: Record<string, string>, language: string): string {
  return texts[language] ?? Object.values(texts)[0] ?? '';
}

/** A phone number as a `tel:` link: digits and the leading plus only. */
export const telHrefOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
