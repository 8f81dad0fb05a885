import { z } from 'zod';

/**
 * Italian tax identifiers with their official check characters: the partita IVA (VAT number) and
 * the codice fiscale (tax code). Both are normalised before they are checked or stored: spaces
 * removed, letters upper case; a VAT number may be written with the `IT` prefix of EU (VIES)
 * notation, which is dropped, so the stored value is always the 11 digits.
 */

/** `IT 012 345 678 97` → `01234567897`; anything else only loses spaces and gains capitals. */
export function normalizeItalianVatNumber(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^IT\d{11}$/.test(compact) ? compact.slice(2) : compact;
}

export function normalizeItalianTaxCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The partita IVA's check digit (Luhn's scheme): digits in odd positions add as they are, digits
 * in even positions are doubled (less 9 above 9); the 11th digit makes the sum a multiple of 10.
 * Also the check of a company's 11-digit codice fiscale, which is the same number.
 */
function hasVatCheckDigit(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(digits[index]);
    const doubled = digit * 2;
    sum += index % 2 === 0 ? digit : doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

/** A partita IVA: 11 digits (after normalising), not all zeros, with the right check digit. */
export function isValidItalianVatNumber(value: string): boolean {
  const digits = normalizeItalianVatNumber(value);
  return /^\d{11}$/.test(digits) && digits !== '00000000000' && hasVatCheckDigit(digits);
}

/**
 * A person's codice fiscale: surname and name (6 letters), year (2 digits), month (a letter),
 * day (2 digits, plus 40 for women), place (a letter and 3 digits), check letter. Omocodia swaps
 * digits for the letters L M N P Q R S T U V, so those are accepted where digits go.
 */
const PERSONAL_TAX_CODE =
  /^[A-Z]{6}[0-9L-NP-V]{2}[ABCDEHLMPRST][0-9L-NP-V]{2}[A-Z][0-9L-NP-V]{3}[A-Z]$/;
const OMOCODIA_DIGITS = 'LMNPQRSTUV';
/** Value of a character in an odd (1st, 3rd …) position, for 0–9 then A–Z. */
const ODD_POSITION_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
  12, 14, 16, 10, 22, 25, 24, 23,
];

function characterIndex(character: string): number {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65 + 10; // '0'–'9' → 0–9, 'A'–'Z' → 10–35
}

function taxCodeCheckLetter(first15: string): string {
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const position = characterIndex(first15[index] as string);
    // Even positions count a digit as itself and a letter as its place in the alphabet (A = 0).
    const evenValue = position < 10 ? position : position - 10;
    sum += index % 2 === 0 ? (ODD_POSITION_VALUES[position] as number) : evenValue;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** The day of birth with omocodia letters read back as digits: 1–31, or 41–71 for women. */
function hasPossibleBirthDay(code: string): boolean {
  const day = Number(
    [...code.slice(9, 11)]
      .map((c) => (OMOCODIA_DIGITS.includes(c) ? OMOCODIA_DIGITS.indexOf(c) : c))
      .join(''),
  );
  return (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
}

/**
 * A codice fiscale: a person's 16 characters with the official check letter (omocodia
 * accepted), or a company's 11 digits (the same number as its partita IVA, same check digit).
 */
export function isValidItalianTaxCode(value: string): boolean {
  const code = normalizeItalianTaxCode(value);
  if (/^\d{11}$/.test(code)) return isValidItalianVatNumber(code);
  return (
    PERSONAL_TAX_CODE.test(code) &&
    hasPossibleBirthDay(code) &&
    taxCodeCheckLetter(code.slice(0, 15)) === code[15]
  );
}

/**
 * Schema pieces for the API's bodies and the dashboard's forms. Empty is allowed (not entered
 * yet): add `.min(1)` where the field is required. The forms show `forms:errors.vatNumber` and
 * `forms:errors.taxCode` (the issue's `formMessage`).
 */
export const ItalianVatNumberSchema = z
  .string()
  .max(30)
  .overwrite(normalizeItalianVatNumber)
  .refine((value) => value === '' || isValidItalianVatNumber(value), {
    message: 'Not a valid Italian VAT number (partita IVA): 11 digits with a check digit',
    params: { formMessage: 'vatNumber' },
  });

export const ItalianTaxCodeSchema = z
  .string()
  .max(30)
  .overwrite(normalizeItalianTaxCode)
  .refine((value) => value === '' || isValidItalianTaxCode(value), {
    message: 'Not a valid Italian tax code (codice fiscale)',
    params: { formMessage: 'taxCode' },
  });
