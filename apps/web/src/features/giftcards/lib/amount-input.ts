import { parseAmount } from '../../../shared/lib/parse-decimal';

export type AmountCheck = { euros: number } | { error: 'required' | 'invalid' | 'zero' };

/**
 * A typed amount in euros ("12,50", "12.50", "-5" when `signed`), or why not: the form says so
 * before asking the server, which checks again.
 */
export function readAmount(text: string, { signed = false } = {}): AmountCheck {
  const trimmed = text.trim();
  const negative = signed && /^[-−]/.test(trimmed);
  const parsed = parseAmount(negative ? trimmed.slice(1) : trimmed);
  if (parsed.kind === 'empty') return { error: 'required' };
  if (parsed.kind === 'invalid') return { error: 'invalid' };
  if (parsed.hundredths === 0) return { error: 'zero' };
  return { euros: ((negative ? -1 : 1) * parsed.hundredths) / 100 };
}
