import { z } from 'zod';

/**
 * The IBAN (ISO 13616) with its ISO 7064 mod 97-10 check: letters count as 10–35, the first four
 * characters move to the end, and the number must leave 1 when divided by 97. Italian IBANs are
 * 27 characters long; other countries' lengths come from the registry's table below, so a
 * supplier abroad can be paid too.
 */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** `it60 x054 2811 1010 0000 0123 456` → `IT60X0542811101000000123456`. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const character of digits) remainder = (remainder * 10 + Number(character)) % 97;
  return remainder;
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = [...rearranged]
    .map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  return mod97(digits) === 1;
}

/** Empty is allowed (not known yet). */
export const IbanSchema = z
  .string()
  .max(50)
  .overwrite(normalizeIban)
  .refine(
    (value) => value === '' || isValidIban(value),
    'Not a valid IBAN: check the letters and digits',
  );
