import { describe, expect, it } from 'vitest';
import {
  ItalianTaxCodeSchema,
  ItalianVatNumberSchema,
  isValidItalianTaxCode,
  isValidItalianVatNumber,
} from './italian-tax-ids';

describe('isValidItalianVatNumber', () => {
  it('accepts real partite IVA', () => {
    // Ferrari, Eni, Barilla, Telecom Italia.
    for (const vat of ['00159560366', '00905811006', '01654010345', '00488410010']) {
      expect(isValidItalianVatNumber(vat), vat).toBe(true);
    }
  });

  it('accepts the EU notation with IT, spaces and lower case', () => {
    expect(isValidItalianVatNumber('IT00159560366')).toBe(true);
    expect(isValidItalianVatNumber('it 001 595 603 66')).toBe(true);
  });

  it('refuses a wrong check digit, a swapped pair, a wrong length and letters', () => {
    expect(isValidItalianVatNumber('00159560367')).toBe(false);
    expect(isValidItalianVatNumber('00195560366')).toBe(false);
    expect(isValidItalianVatNumber('0015956036')).toBe(false);
    expect(isValidItalianVatNumber('001595603660')).toBe(false);
    expect(isValidItalianVatNumber('0015956036A')).toBe(false);
    expect(isValidItalianVatNumber('DE00159560366')).toBe(false);
    expect(isValidItalianVatNumber('')).toBe(false);
  });

  it('refuses all zeros, whose check digit happens to be right', () => {
    expect(isValidItalianVatNumber('00000000000')).toBe(false);
  });
});

describe('isValidItalianTaxCode', () => {
  it("accepts people's codici fiscali, a woman's day + 40 included", () => {
    for (const code of ['RSSMRA85T10A562S', 'BNCGLI80A41H501C', 'VRDGPP13R10B293P']) {
      expect(isValidItalianTaxCode(code), code).toBe(true);
    }
    expect(isValidItalianTaxCode(' rssmra85t10a562s ')).toBe(true);
  });

  it('accepts omocodia letters in place of digits', () => {
    // RSSMRA85T10A562S with its last place digit 2 written as N: a new check letter.
    expect(isValidItalianTaxCode('RSSMRA85T10A56NH')).toBe(true);
    expect(isValidItalianTaxCode('RSSMRA85T10A56NS')).toBe(false);
  });

  it("accepts a company's 11-digit codice fiscale by the VAT check digit", () => {
    expect(isValidItalianTaxCode('00905811006')).toBe(true);
    expect(isValidItalianTaxCode('00905811007')).toBe(false);
  });

  it('refuses a wrong check letter, a bad month or day, and wrong shapes', () => {
    expect(isValidItalianTaxCode('RSSMRA85T10A562T')).toBe(false);
    // Right check letters, but month Z does not exist and day 35 is no one's (men 1–31, women 41–71).
    expect(isValidItalianTaxCode('RSSMRA85Z10A562B')).toBe(false);
    expect(isValidItalianTaxCode('RSSMRA85T35A562G')).toBe(false);
    expect(isValidItalianTaxCode('RSSMRA85T10A562')).toBe(false);
    expect(isValidItalianTaxCode('RSSMRA85T10A5620')).toBe(false);
    expect(isValidItalianTaxCode('1SSMRA85T10A562S')).toBe(false);
    expect(isValidItalianTaxCode('')).toBe(false);
  });
});

describe('the schemas', () => {
  it('store the normalised value and allow empty', () => {
    expect(ItalianVatNumberSchema.parse('IT 00159560366')).toBe('00159560366');
    expect(ItalianVatNumberSchema.parse('')).toBe('');
    expect(ItalianTaxCodeSchema.parse('rssmra85t10a562s')).toBe('RSSMRA85T10A562S');
    expect(ItalianTaxCodeSchema.parse('')).toBe('');
  });

  it('name the forms message of a failed check', () => {
    const vat = ItalianVatNumberSchema.safeParse('12345678901');
    expect(vat.success).toBe(false);
    expect(vat.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: { formMessage: 'vatNumber' },
    });
    const taxCode = ItalianTaxCodeSchema.safeParse('RSSMRA85T10A562T');
    expect(taxCode.error?.issues[0]).toMatchObject({ params: { formMessage: 'taxCode' } });
    expect(ItalianTaxCodeSchema.safeParse('x'.repeat(31)).success).toBe(false);
  });
});
