import { describe, expect, it } from 'vitest';
import { IbanSchema, isValidIban, normalizeIban } from './iban';

describe('IBAN check', () => {
  it('accepts real Italian and foreign IBANs, however spaced', () => {
    expect(isValidIban('IT60 X054 2811 1010 0000 0123 456')).toBe(true);
    expect(isValidIban('it60x0542811101000000123456')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true);
  });

  it('refuses a changed digit, a wrong length, an unknown country and junk', () => {
    expect(isValidIban('IT60X0542811101000000123457')).toBe(false);
    expect(isValidIban('IT60X054281110100000012345')).toBe(false);
    expect(isValidIban('ZZ60X0542811101000000123456')).toBe(false);
    expect(isValidIban('<script>alert(1)</script>')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('the schema stores the compact form and lets empty through', () => {
    expect(IbanSchema.parse(' it60 x054 2811 1010 0000 0123 456 ')).toBe(
      'IT60X0542811101000000123456',
    );
    expect(IbanSchema.parse('')).toBe('');
    expect(IbanSchema.safeParse('IT00X0542811101000000123456').success).toBe(false);
    expect(normalizeIban('a b')).toBe('AB');
  });
});
