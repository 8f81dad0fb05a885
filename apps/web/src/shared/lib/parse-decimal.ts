/** What a typed amount says: nothing, a number in hundredths (cents), or not a number at all. */
export type ParsedAmount =
  | { kind: 'empty' }
  | { kind: 'amount'; hundredths: number }
  | { kind: 'invalid' };

/** Thousands grouped with one mark throughout: "1.234", "1,234,567". */
const GROUPED_WHOLE = /^\d{1,3}([.,])\d{3}(?:\1\d{3})*$/;

/**
 * A non-negative amount as people type it, in Italian or English (decision 025): "12,50" and
 * "12.50" are both 12.50; with both marks the last one is the decimal separator and the other
 * groups thousands ("1.234,50", "1,234.50"); one mark repeated groups thousands ("1.234.567").
 * More than two decimals ("1.234" alone) is refused rather than guessed: read as a thousand it
 * would change the price a thousandfold without a word. Spaces and a "€" are ignored.
 */
export function parseAmount(text: string): ParsedAmount {
  const cleaned = text.replace(/[\s€]/g, '');
  if (cleaned === '') return { kind: 'empty' };
  if (!/^[\d.,]+$/.test(cleaned)) return { kind: 'invalid' };
  const decimalAt = Math.max(cleaned.lastIndexOf(','), cleaned.lastIndexOf('.'));
  const mark = cleaned[decimalAt];
  const otherMark = mark === ',' ? '.' : ',';
  const onlyGrouping = cleaned.split(mark ?? '').length > 2 && !cleaned.includes(otherMark);
  const split = decimalAt >= 0 && !onlyGrouping;
  const whole = split ? cleaned.slice(0, decimalAt) : cleaned;
  const fraction = split ? cleaned.slice(decimalAt + 1) : '';
  if (/[.,]/.test(whole) && !GROUPED_WHOLE.test(whole)) return { kind: 'invalid' };
  if (fraction.length > 2 || (whole === '' && fraction === '')) return { kind: 'invalid' };
  const hundredths =
    Number(whole.replace(/[.,]/g, '') || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(hundredths) ? { kind: 'amount', hundredths } : { kind: 'invalid' };
}

const inputFormatters = new Map<string, Intl.NumberFormat>();

/** An amount as the field shows it once typed: two decimals in the language's marks, no grouping. */
export function formatAmountForInput(value: number, language: string): string {
  let formatter = inputFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    inputFormatters.set(language, formatter);
  }
  return formatter.format(value);
}
