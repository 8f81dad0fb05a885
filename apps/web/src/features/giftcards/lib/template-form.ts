import {
  GIFT_CARD_DEFAULT_VALIDITY_MONTHS,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MAX_PRESETS,
  GIFT_CARD_MAX_VALIDITY_MONTHS,
  GIFT_CARD_MIN_AMOUNT,
  type GiftCardDesign,
} from '@coperto/shared/giftcards/giftcard.constants';
import type {
  GiftCardTemplate,
  GiftCardTemplateBody,
} from '@coperto/shared/giftcards/giftcard.schemas';
import { readAmount } from './amount-input';

/** The template form as typed: amounts as text, texts per language. */
export interface TemplateForm {
  name: string;
  design_key: GiftCardDesign;
  image_id: number | null;
  image_url: string | null;
  /** "25, 50, 100" */
  presets: string;
  free: boolean;
  free_min: string;
  free_max: string;
  validity_months: string;
  title: Record<string, string>;
  description: Record<string, string>;
  terms: Record<string, string>;
  active: boolean;
  restaurant_ids: number[];
}

export function templateFormOf(
  template: GiftCardTemplate | null,
  restaurantId: number,
): TemplateForm {
  if (!template)
    return {
      name: '',
      design_key: GIFT_CARD_DESIGNS[0],
      image_id: null,
      image_url: null,
      presets: '25, 50, 100',
      free: false,
      free_min: '',
      free_max: '',
      validity_months: String(GIFT_CARD_DEFAULT_VALIDITY_MONTHS),
      title: {},
      description: {},
      terms: {},
      active: true,
      restaurant_ids: [restaurantId],
    };
  return {
    name: template.name,
    design_key: template.design_key,
    image_id: template.image_id,
    image_url: template.image_url,
    presets: template.preset_amounts.join(', '),
    free: template.free_amount !== null,
    free_min: template.free_amount ? String(template.free_amount.min) : '',
    free_max: template.free_amount ? String(template.free_amount.max) : '',
    validity_months: String(template.validity_months),
    title: { ...template.title } as Record<string, string>,
    description: { ...template.description } as Record<string, string>,
    terms: { ...template.terms } as Record<string, string>,
    active: template.active,
    restaurant_ids: [...template.restaurant_ids],
  };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function inRange(euros: number) {
  return euros >= GIFT_CARD_MIN_AMOUNT && euros <= GIFT_CARD_MAX_AMOUNT;
}

/** Texts without the empty languages. */
function filled(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([language, value]) => [language, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

/**
 * The form's checks (the server checks again; its fields land on the same names) and the body.
 * Presets are typed "25, 50; 100" (a comma inside "12,50" is a decimal when followed by two digits).
 */
export function checkTemplateForm(
  form: TemplateForm,
  firstLanguage: string,
  t: Translate,
): { body: GiftCardTemplateBody } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!form.name.trim()) errors.name = t('templates.form.nameRequired');
  const presetTexts = form.presets
    .split(/[;\s]+|,(?!\d{2}(?:\D|$))/)
    .map((part) => part.trim())
    .filter(Boolean);
  const presets: number[] = [];
  for (const part of presetTexts) {
    const read = readAmount(part);
    if ('error' in read || !inRange(read.euros)) {
      errors.preset_amounts = t('templates.form.presetInvalid', {
        value: part,
        min: GIFT_CARD_MIN_AMOUNT,
        max: GIFT_CARD_MAX_AMOUNT,
      });
      break;
    }
    presets.push(read.euros);
  }
  if (!errors.preset_amounts) {
    if (presets.length > GIFT_CARD_MAX_PRESETS)
      errors.preset_amounts = t('templates.form.tooManyPresets', { max: GIFT_CARD_MAX_PRESETS });
    else if (new Set(presets).size !== presets.length)
      errors.preset_amounts = t('templates.form.presetTwice');
  }
  let free: { min: number; max: number } | null = null;
  if (form.free) {
    const min = readAmount(form.free_min);
    const max = readAmount(form.free_max);
    if ('error' in min || !inRange(min.euros))
      errors.free_min = t('form.amount.range', {
        min: GIFT_CARD_MIN_AMOUNT,
        max: GIFT_CARD_MAX_AMOUNT,
      });
    if ('error' in max || !inRange(max.euros))
      errors.free_max = t('form.amount.range', {
        min: GIFT_CARD_MIN_AMOUNT,
        max: GIFT_CARD_MAX_AMOUNT,
      });
    if (!('error' in min) && !('error' in max)) {
      if (min.euros > max.euros && !errors.free_max)
        errors.free_max = t('templates.form.minAboveMax');
      free = { min: min.euros, max: max.euros };
    }
  }
  if (presets.length === 0 && !form.free && !errors.preset_amounts)
    errors.preset_amounts = t('templates.form.amountsRequired');
  const months = Number(form.validity_months);
  if (
    !/^\d+$/.test(form.validity_months.trim()) ||
    months < 1 ||
    months > GIFT_CARD_MAX_VALIDITY_MONTHS
  )
    errors.validity_months = t('templates.form.validityInvalid', {
      max: GIFT_CARD_MAX_VALIDITY_MONTHS,
    });
  const title = filled(form.title);
  if (!title[firstLanguage]) errors.title = t('templates.form.titleRequired');
  if (form.restaurant_ids.length === 0)
    errors.restaurant_ids = t('templates.form.restaurantsRequired');
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      name: form.name.trim(),
      design_key: form.design_key,
      image_id: form.image_id,
      preset_amounts: presets,
      free_amount: free,
      validity_months: months,
      title,
      description: filled(form.description),
      terms: filled(form.terms),
      active: form.active,
      restaurant_ids: form.restaurant_ids,
    },
  };
}
