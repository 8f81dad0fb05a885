import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  codeCheckCharacter,
  generatedCode,
  isDiscountCodeShape,
  isGeneratedCode,
  normalizeDiscountCode,
} from './discount-code';

const bytes = (seed: number) =>
  Uint8Array.from({ length: 8 }, (_, i) => (seed * 31 + i * 97) % 256);

describe('generated codes', () => {
  it('use only the alphabet without look-alikes, and pass their own check', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let seed = 0; seed < 200; seed++) {
      const code = generatedCode(bytes(seed));
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      expect(isGeneratedCode(code)).toBe(true);
      expect(isGeneratedCode(code.toLowerCase())).toBe(true);
      expect(isGeneratedCode(`${code.slice(0, 4)}-${code.slice(4)}`)).toBe(true);
    }
  });

  it('catch every single wrong character and every swap of two neighbours before the check', () => {
    for (let seed = 0; seed < 30; seed++) {
      const code = generatedCode(bytes(seed));
      for (let i = 0; i < code.length; i++) {
        for (const other of CODE_ALPHABET) {
          if (other === code[i]) continue;
          expect(isGeneratedCode(code.slice(0, i) + other + code.slice(i + 1))).toBe(false);
        }
        const j = i + 1;
        if (j < code.length - 1 && code[i] !== code[j]) {
          const swapped = code.slice(0, i) + code[j] + code[i] + code.slice(j + 1);
          expect(isGeneratedCode(swapped)).toBe(false);
        }
      }
    }
  });

  it('refuse characters outside the alphabet and short randomness', () => {
    expect(() => codeCheckCharacter('ABC0')).toThrow();
    expect(() => generatedCode(new Uint8Array(3))).toThrow();
    expect(isGeneratedCode('ABCDEFG0')).toBe(false);
  });
});

describe('typed codes', () => {
  it('are compared without spaces, dashes or case', () => {
    expect(normalizeDiscountCode(' estate-2026 ')).toBe('ESTATE2026');
    expect(isDiscountCodeShape('Benvenuto 10')).toBe(true);
  });

  it('are nothing else than 3 to 20 letters and digits', () => {
    for (const bad of [
      '<script>',
      "a'; drop",
      'ÈCCO',
      'AB',
      'A'.repeat(21),
      '',
      '💸💸💸',
      'A_B_C',
    ]) {
      expect(isDiscountCodeShape(bad), bad).toBe(false);
    }
  });
});
