import { describe, expect, it } from 'vitest';
import { ledgerNoteText, ledgerNoteWords } from './ledger-notes';

describe("the ledger's notes", () => {
  it('knows each note the engine writes and says it by its key', () => {
    for (const [note, key] of [
      ['Paid in cash', 'paidCash'],
      ['Paid by card', 'paidCard'],
      ['Paid online', 'paidOnline'],
      ['Order cancelled', 'orderCancelled'],
      ['Order rejected', 'orderRejected'],
      ['Order not paid', 'orderNotPaid'],
      ['Order corrected', 'orderCorrected'],
    ] as const) {
      expect(ledgerNoteWords(note)).toEqual({ key });
    }
    expect(ledgerNoteWords('Expired after 2026-10-27')).toEqual({
      key: 'expiredAfter',
      values: { date: '2026-10-27' },
    });
    expect(ledgerNoteWords('Valid until 2027-12-31 (was 2027-06-30)')).toEqual({
      key: 'extended',
      values: { date: '2027-12-31', was: '2027-06-30' },
    });
  });

  it('shows a typed note as typed, even one that looks like a sentence of the engine', () => {
    for (const note of ['Tavolo 4, cena', 'paid in cash', 'Expired after yesterday', '<b>x</b>']) {
      expect(ledgerNoteWords(note)).toEqual({ key: null, text: note });
    }
  });

  it('formats the days of a note in the words of the user', () => {
    const t = (key: string, values?: Record<string, string>) =>
      `${key}:${JSON.stringify(values ?? {})}`;
    const day = (date: string) => `[${date}]`;
    expect(ledgerNoteText('Valid until 2027-12-31 (was 2027-06-30)', t, day)).toBe(
      'ledgerNote.extended:{"date":"[2027-12-31]","was":"[2027-06-30]"}',
    );
    expect(ledgerNoteText('Paid online', t, day)).toBe('ledgerNote.paidOnline:{}');
    expect(ledgerNoteText('Sconto amico', t, day)).toBe('Sconto amico');
  });
});
