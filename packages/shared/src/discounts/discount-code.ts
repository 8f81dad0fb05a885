import { DISCOUNT_CODE_PATTERN } from './discount.constants';

/**
 * Human-typed codes (DESIGN.md §10): an alphabet without look-alikes (no 0/O, 1/I/L) and a check
 * character, compared case-insensitively. 31 symbols, a prime, so a weighted sum modulo 31 catches
 * every single wrong character and every swap of two neighbours before the check character.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Random characters of a generated code, before its check character: 31⁷ ≈ 2.7·10¹⁰. */
export const GENERATED_CODE_BODY_LENGTH = 7;

/** The check character of a body made of alphabet characters. */
export function codeCheckCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const value = CODE_ALPHABET.indexOf(body[i]!);
    if (value < 0) throw new Error(`Not a code character: ${body[i]}`);
    sum += (i + 1) * value;
  }
  return CODE_ALPHABET[sum % CODE_ALPHABET.length]!;
}

/** A new code from random bytes (the caller's: `crypto.getRandomValues` in both runtimes). */
export function generatedCode(random: Uint8Array): string {
  if (random.length < GENERATED_CODE_BODY_LENGTH) throw new Error('Not enough random bytes');
  let body = '';
  // 256 is not a multiple of 31; the bias (256 mod 31 = 8 values a bit likelier) costs < 0.1 bit.
  for (let i = 0; i < GENERATED_CODE_BODY_LENGTH; i++) {
    body += CODE_ALPHABET[random[i]! % CODE_ALPHABET.length];
  }
  return body + codeCheckCharacter(body);
}

/** A generated code whose check character holds (a typo is caught before asking the server). */
export function isGeneratedCode(code: string): boolean {
  const c = normalizeDiscountCode(code);
  if (c.length !== GENERATED_CODE_BODY_LENGTH + 1) return false;
  if ([...c].some((ch) => !CODE_ALPHABET.includes(ch))) return false;
  return codeCheckCharacter(c.slice(0, -1)) === c.at(-1);
}

/**
 * A code as stored and compared: spaces and dashes dropped (a code read out as "ABCD-EFGH"),
 * upper case. What is left must match `DISCOUNT_CODE_PATTERN` to be a code at all.
 */
export function normalizeDiscountCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

export function isDiscountCodeShape(code: string): boolean {
  return DISCOUNT_CODE_PATTERN.test(normalizeDiscountCode(code));
}
