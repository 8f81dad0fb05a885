import { describe, expect, it } from 'vitest';
import { formatAmountForInput, parseAmount } from './parse-decimal';

const amount = (hundredths: number) => ({ kind: 'amount', hundredths });
const invalid = { kind: 'invalid' };

describe('parseAmount', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0,99', 99],
    [',50', 50],
    ['12,', 1200],
    [' 12,50 € ', 1250],
    ['1.234,50', 123_450],
    ['1,234.50', 123_450],
    ['1 234,50', 123_450],
    ['1.234.567', 123_456_700],
    ['1,234,567.89', 123_456_789],
  ])('reads %j as %i hundredths', (text, hundredths) => {
    expect(parseAmount(text)).toEqual(amount(hundredths));
  });

  it('reads an empty box, or only spaces, as empty', () => {
    expect(parseAmount('')).toEqual({ kind: 'empty' });
    expect(parseAmount('   ')).toEqual({ kind: 'empty' });
  });

  it.each([
    // Three decimals is a thousands mark to some and a decimal to others: refused, never guessed.
    '1.234',
    '1,234',
    '12,505',
    'abc',
    '12a',
    '-5',
    '1e3',
    '.',
    ',',
    '1,2.50',
    '1.234.56',
    '1,234,50',
    '12,50,00',
    '1.23.456,00',
    '1.234,567.00',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toEqual(invalid);
  });
});

describe('formatAmountForInput', () => {
  it('writes two decimals in the language and no grouping', () => {
    expect(formatAmountForInput(1234.5, 'it')).toBe('1234,50');
    expect(formatAmountForInput(1234.5, 'en')).toBe('1234.50');
    expect(formatAmountForInput(7, 'it')).toBe('7,00');
  });

  it('reads back what it writes', () => {
    for (const language of ['it', 'en', 'de', 'fr', 'es']) {
      expect(parseAmount(formatAmountForInput(1234.56, language))).toEqual(amount(123_456));
    }
  });
});
