/**
 * Human-typed codes (DESIGN.md §10): gift card codes, and any other code a person reads aloud or
 * types from a printed card. An alphabet without look-alikes (no 0/O, 1/I/L), compared
 * case-insensitively, and a last character that checks the others (any one wrong character and
 * any two neighbours swapped are caught before the database is asked).
 * Zod-free, so the public site's first load may check a code as it is typed.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const BASE = SHORT_CODE_ALPHABET.length;

/**
 * The check character of `body` (already normalised, only alphabet characters): the weighted sum
 * Σ (i + 2)·value(body[i]) + value(check) is 0 modulo 31. The alphabet's size is prime and the
 * weights 1…30 differ, so a wrong character or two swapped neighbours always break the sum.
 */
export function checkCharacterOf(body: string): string {
  if (body.length > BASE - 2) throw new Error('A code of at most 30 characters');
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const value = SHORT_CODE_ALPHABET.indexOf(body[i]!);
    if (value < 0) throw new Error('Not a code character');
    sum += (i + 2) * value;
  }
  return SHORT_CODE_ALPHABET[(BASE - (sum % BASE)) % BASE]!;
}

/** `abcd-efgh 2345` → `ABCDEFGH2345`: capitals, no spaces or dashes. Anything else is kept. */
export function normalizeShortCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether `raw` (as typed) is a well-formed code of `length` characters with a right check character. */
export function isValidShortCode(raw: string, length: number): boolean {
  const code = normalizeShortCode(raw);
  if (code.length !== length) return false;
  for (const char of code) if (!SHORT_CODE_ALPHABET.includes(char)) return false;
  return checkCharacterOf(code.slice(0, -1)) === code.slice(-1);
}

/**
 * A new code of `length` characters (the last one the check) from `randomValues` (one byte per
 * character, at least length − 1): rejection sampling keeps every character equally likely.
 */
export function makeShortCode(length: number, random: (n: number) => Uint8Array): string {
  const limit = 256 - (256 % BASE);
  let body = '';
  while (body.length < length - 1) {
    for (const byte of random(length)) {
      if (byte < limit && body.length < length - 1) body += SHORT_CODE_ALPHABET[byte % BASE];
    }
  }
  return body + checkCharacterOf(body);
}

/** `ABCDEFGH2345` → `ABCD-EFGH-2345`, as printed and shown. */
export function formatShortCode(code: string): string {
  return normalizeShortCode(code).replace(/(.{4})(?=.)/g, '$1-');
}
