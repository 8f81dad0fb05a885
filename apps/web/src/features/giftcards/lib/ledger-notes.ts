/**
 * The notes the engine writes itself on a card's ledger are stored as English sentences (the
 * ledger is an audit record, decision 073); the dashboard says them in the user's language. A note
 * a person typed (a redemption's note, an adjustment's reason) is shown as typed.
 */
export type LedgerNoteWords =
  | { key: string; values?: Record<string, string> }
  | { key: null; text: string };

const FIXED: Record<string, string> = {
  'Paid in cash': 'paidCash',
  'Paid by card': 'paidCard',
  'Paid online': 'paidOnline',
  'Order cancelled': 'orderCancelled',
  'Order rejected': 'orderRejected',
  'Order not paid': 'orderNotPaid',
  'Order corrected': 'orderCorrected',
};

const DAY = String.raw`(\d{4}-\d{2}-\d{2})`;
const EXPIRED_AFTER = new RegExp(`^Expired after ${DAY}$`);
const EXTENDED = new RegExp(String.raw`^Valid until ${DAY} \(was ${DAY}\)$`);

/** The key under `ledgerNote.` (and its values, days as YYYY-MM-DD) or the note as typed. */
export function ledgerNoteWords(note: string): LedgerNoteWords {
  const fixed = FIXED[note];
  if (fixed) return { key: fixed };
  const expired = EXPIRED_AFTER.exec(note);
  if (expired) return { key: 'expiredAfter', values: { date: expired[1] ?? '' } };
  const extended = EXTENDED.exec(note);
  if (extended) {
    return { key: 'extended', values: { date: extended[1] ?? '', was: extended[2] ?? '' } };
  }
  return { key: null, text: note };
}

/** The note in the user's words: `t` of the giftcards namespace, `day` formats a YYYY-MM-DD. */
export function ledgerNoteText(
  note: string,
  t: (key: string, values?: Record<string, string>) => string,
  day: (date: string) => string,
): string {
  const words = ledgerNoteWords(note);
  if (words.key === null) return words.text;
  const values = Object.fromEntries(
    Object.entries(words.values ?? {}).map(([name, date]) => [name, day(date)]),
  );
  return t(`ledgerNote.${words.key}`, values);
}
