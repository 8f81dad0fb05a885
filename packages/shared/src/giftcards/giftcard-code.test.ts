import { describe, expect, it } from 'vitest';
import {
  checkCharacterOf,
  formatShortCode,
  isValidShortCode,
  makeShortCode,
  normalizeShortCode,
  SHORT_CODE_ALPHABET,
} from './giftcard-code';

const random = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(Math.random() * 256));

describe('short codes', () => {
  it('use no look-alike characters', () => {
    for (const char of '01OIL') expect(SHORT_CODE_ALPHABET).not.toContain(char);
  });

  it('makes codes of the length asked whose check character holds', () => {
    for (let i = 0; i < 200; i++) {
      const code = makeShortCode(12, random);
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
      expect(isValidShortCode(code, 12)).toBe(true);
    }
  });

  it('is read in any case, with spaces and dashes', () => {
    const code = makeShortCode(12, random);
    expect(isValidShortCode(formatShortCode(code).toLowerCase(), 12)).toBe(true);
    expect(isValidShortCode(` ${code.slice(0, 4)} ${code.slice(4)} `, 12)).toBe(true);
    expect(normalizeShortCode('ab-cd ef')).toBe('ABCDEF');
    expect(formatShortCode('ABCDEFGH2345')).toBe('ABCD-EFGH-2345');
  });

  it('catches every single wrong character and every swap of two neighbours', () => {
    const code = makeShortCode(12, random);
    for (let i = 0; i < code.length; i++) {
      for (const char of SHORT_CODE_ALPHABET) {
        if (char === code[i]) continue;
        expect(isValidShortCode(code.slice(0, i) + char + code.slice(i + 1), 12)).toBe(false);
      }
      if (i + 1 < code.length && code[i] !== code[i + 1]) {
        const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
        expect(isValidShortCode(swapped, 12)).toBe(false);
      }
    }
  });

  it('refuses the wrong length, foreign characters and hostile input', () => {
    const code = makeShortCode(12, random);
    expect(isValidShortCode(code.slice(1), 12)).toBe(false);
    expect(isValidShortCode(`${code}A`, 12)).toBe(false);
    for (const bad of ["' OR 1=1 --", '<script>', 'O0O0O0O0O0O0', '%00%00%00%00', '😀'.repeat(6)]) {
      expect(isValidShortCode(bad, 12)).toBe(false);
    }
    expect(() => checkCharacterOf('A0')).toThrow();
  });
});
