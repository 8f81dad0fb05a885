import {
  DISCOUNT_MAX_DAYS_VALID,
  DISCOUNT_MAX_EUROS,
  DISCOUNT_MAX_USES,
} from '@coperto/shared/discounts/discount.constants';
import {
  type CreateDiscountBody,
  type Discount,
  discountRuleProblems,
} from '@coperto/shared/discounts/discount.schemas';
import {
  isDiscountCodeShape,
  normalizeDiscountCode,
} from '@coperto/shared/discounts/discount-code';
import { ORDER_TYPES, type OrderType } from '@coperto/shared/orders/order-states';
import { parseAmount } from '../../../shared/lib/parse-decimal';

export type ValidityMode = 'open' | 'until' | 'days';

/** The form as typed: text where people type, the server's body only once checked. */
export interface DiscountForm {
  code: string;
  title: string;
  description: string;
  is_percentage: boolean;
  amount: string;
  min_amount: string;
  /** Calendar days (`YYYY-MM-DD`) in the restaurant's clock. */
  valid_from: string;
  validity: ValidityMode;
  valid_to: string;
  days_valid: string;
  usage_limit: string;
  usage_limit_per_guest: string;
  order_types: OrderType[];
  first_order_only: boolean;
  active: boolean;
  restaurant_ids: number[];
  /** A code for one guest: only an order with that email can use it. */
  personal: boolean;
  customer_name: string;
  email: string;
  phone_number: string;
  message: string;
  send_email: boolean;
}

export function emptyDiscountForm(restaurantIds: number[]): DiscountForm {
  return {
    code: '',
    title: '',
    description: '',
    is_percentage: true,
    amount: '',
    min_amount: '',
    valid_from: '',
    validity: 'open',
    valid_to: '',
    days_valid: '',
    usage_limit: '',
    usage_limit_per_guest: '',
    order_types: [...ORDER_TYPES],
    first_order_only: false,
    active: true,
    restaurant_ids: restaurantIds,
    personal: false,
    customer_name: '',
    email: '',
    phone_number: '',
    message: '',
    send_email: false,
  };
}

/** Hundredths as the field shows them: "10", "12,50" in Italian. */
function amountText(value: number, language: string): string {
  const decimals = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(value);
}

/** A saved code back in the form, its days in the restaurant's clock. */
export function formOfDiscount(code: Discount, timeZone: string, language: string): DiscountForm {
  const validity: ValidityMode = code.days_valid ? 'days' : code.valid_to ? 'until' : 'open';
  return {
    code: code.code,
    title: code.title,
    description: code.description,
    is_percentage: code.is_percentage,
    amount: amountText(code.amount, language),
    min_amount: code.min_amount > 0 ? amountText(code.min_amount, language) : '',
    valid_from: code.valid_from ? dayIn(code.valid_from, timeZone) : '',
    validity,
    valid_to: validity === 'until' && code.valid_to ? dayIn(code.valid_to, timeZone) : '',
    days_valid: code.days_valid ? String(code.days_valid) : '',
    usage_limit: code.usage_limit ? String(code.usage_limit) : '',
    usage_limit_per_guest: code.usage_limit_per_guest ? String(code.usage_limit_per_guest) : '',
    order_types: [...code.order_types],
    first_order_only: code.first_order_only,
    active: code.active,
    restaurant_ids: [...code.restaurant_ids],
    personal: code.email !== null,
    customer_name: code.customer_name ?? '',
    email: code.email ?? '',
    phone_number: code.phone_number ?? '',
    message: code.message,
    send_email: false,
  };
}

/** The calendar day an instant falls on in a time zone. */
export function dayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.parse(iso));
}

/** The zone's offset from UTC on that day, as `+01:00`. */
function offsetOn(day: string, timeZone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(Date.parse(`${day}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

/** A day's first moment (`start`) or its last second (`end`) in the restaurant's clock. */
export function instantOfDay(day: string, timeZone: string, edge: 'start' | 'end'): string {
  return `${day}T${edge === 'start' ? '00:00:00' : '23:59:59'}${offsetOn(day, timeZone)}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type FormProblem =
  | 'required'
  | 'invalid'
  | 'zero'
  | 'percentTooHigh'
  | 'tooHigh'
  | 'codeShape'
  | 'wholeNumber'
  | 'afterStart'
  | 'perGuestOverTotal'
  | 'emailInvalid'
  | 'emailForSending'
  | 'atLeastOne'
  | 'inThePast';

/** Cross-field rules of the shared schema, by the name this form gives them. */
const RULE_PROBLEMS: Record<string, FormProblem> = {
  amount: 'percentTooHigh',
  valid_to: 'afterStart',
  usage_limit_per_guest: 'perGuestOverTotal',
  email: 'emailForSending',
};

type Read<T> = { value: T } | { problem: FormProblem };

function readMoney(text: string, { optional }: { optional: boolean }): Read<number> {
  const parsed = parseAmount(text);
  if (parsed.kind === 'empty') return optional ? { value: 0 } : { problem: 'required' };
  if (parsed.kind === 'invalid') return { problem: 'invalid' };
  if (parsed.hundredths === 0 && !optional) return { problem: 'zero' };
  if (parsed.hundredths > DISCOUNT_MAX_EUROS * 100) return { problem: 'tooHigh' };
  return { value: parsed.hundredths / 100 };
}

function readCount(text: string, max: number): Read<number | null> {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!/^\d{1,7}$/.test(trimmed)) return { problem: 'wholeNumber' };
  const value = Number(trimmed);
  if (value < 1) return { problem: 'zero' };
  if (value > max) return { problem: 'tooHigh' };
  return { value };
}

/**
 * The form's own checks before the server's (which counts: its `fields` land on the same
 * inputs). Answers the body of a new code, or the problems by field.
 */
export function checkDiscountForm(
  form: DiscountForm,
  { timeZone, today }: { timeZone: string; today: string },
): { body: CreateDiscountBody } | { problems: Record<string, FormProblem> } {
  const problems: Record<string, FormProblem> = {};
  const code = form.code.trim();
  if (code && !isDiscountCodeShape(code)) problems.code = 'codeShape';
  if (!form.title.trim()) problems.title = 'required';
  const amount = readMoney(form.amount, { optional: false });
  if ('problem' in amount) problems.amount = amount.problem;
  else if (form.is_percentage && amount.value > 100) problems.amount = 'percentTooHigh';
  const minAmount = readMoney(form.min_amount, { optional: true });
  if ('problem' in minAmount) problems.min_amount = minAmount.problem;
  if (form.valid_from && !DAY.test(form.valid_from)) problems.valid_from = 'invalid';
  let daysValid: number | null = null;
  if (form.validity === 'until') {
    if (!DAY.test(form.valid_to)) problems.valid_to = 'required';
    else if (form.valid_to < today) problems.valid_to = 'inThePast';
  } else if (form.validity === 'days') {
    const days = readCount(form.days_valid, DISCOUNT_MAX_DAYS_VALID);
    if ('problem' in days) problems.days_valid = days.problem;
    else if (days.value === null) problems.days_valid = 'required';
    else daysValid = days.value;
  }
  const usageLimit = readCount(form.usage_limit, DISCOUNT_MAX_USES);
  if ('problem' in usageLimit) problems.usage_limit = usageLimit.problem;
  const perGuest = readCount(form.usage_limit_per_guest, DISCOUNT_MAX_USES);
  if ('problem' in perGuest) problems.usage_limit_per_guest = perGuest.problem;
  if (form.order_types.length === 0) problems.order_types = 'atLeastOne';
  if (form.restaurant_ids.length === 0) problems.restaurant_ids = 'atLeastOne';
  const email = form.email.trim();
  if (form.personal) {
    if (!email) problems.email = 'required';
    else if (!EMAIL.test(email)) problems.email = 'emailInvalid';
  }
  const phone = form.phone_number.trim();
  if (form.personal && phone && !/^[+\d\s().-]{0,30}$/.test(phone)) {
    problems.phone_number = 'invalid';
  }

  const validFrom = form.valid_from ? instantOfDay(form.valid_from, timeZone, 'start') : null;
  const validTo =
    form.validity === 'until' && DAY.test(form.valid_to)
      ? instantOfDay(form.valid_to, timeZone, 'end')
      : null;
  const rules = discountRuleProblems({
    is_percentage: form.is_percentage,
    ...('value' in amount ? { amount: amount.value } : {}),
    valid_from: validFrom,
    valid_to: validTo,
    days_valid: daysValid,
    usage_limit: 'value' in usageLimit ? usageLimit.value : null,
    usage_limit_per_guest: 'value' in perGuest ? perGuest.value : null,
    send_email: form.personal && form.send_email,
    email: form.personal ? email : null,
  });
  for (const field of Object.keys(rules)) problems[field] ??= RULE_PROBLEMS[field] ?? 'invalid';
  if (Object.keys(problems).length > 0 || !('value' in amount) || !('value' in minAmount)) {
    return { problems };
  }
  return {
    body: {
      ...(code ? { code: normalizeDiscountCode(code) } : {}),
      type: 'discount',
      title: form.title.trim(),
      description: form.description.trim(),
      is_percentage: form.is_percentage,
      amount: amount.value,
      min_amount: minAmount.value,
      valid_from: validFrom,
      valid_to: validTo,
      days_valid: daysValid,
      usage_limit: 'value' in usageLimit ? usageLimit.value : null,
      usage_limit_per_guest: 'value' in perGuest ? perGuest.value : null,
      order_types: ORDER_TYPES.filter((type) => form.order_types.includes(type)),
      first_order_only: form.first_order_only,
      active: form.active,
      restaurant_ids: [...form.restaurant_ids].sort((a, b) => a - b),
      customer_name: form.personal && form.customer_name.trim() ? form.customer_name.trim() : null,
      email: form.personal ? email : null,
      phone_number: form.personal && phone ? phone : null,
      message: form.personal ? form.message.trim() : '',
      send_email: form.personal && form.send_email,
    },
  };
}

/** The fields a change touches: a saved code gets only those (an old end is not sent back). */
export function changedFields(
  before: CreateDiscountBody,
  after: CreateDiscountBody,
): Partial<CreateDiscountBody> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (key === 'type' || key === 'send_email') continue;
    if (JSON.stringify(value) !== JSON.stringify(before[key as keyof CreateDiscountBody])) {
      changes[key] = value;
    }
  }
  // The validity is one thing: its three fields go together, or the server mixes old and new.
  if ('valid_to' in changes || 'days_valid' in changes || 'valid_from' in changes) {
    changes.valid_from = after.valid_from;
    changes.valid_to = after.valid_to;
    changes.days_valid = after.days_valid;
  }
  return changes as Partial<CreateDiscountBody>;
}
