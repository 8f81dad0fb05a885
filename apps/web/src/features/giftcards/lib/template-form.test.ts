import { describe, expect, it } from 'vitest';
import { aCode, template } from '../testing/giftcards-fixtures';
import { codeInScan } from './scan-code';
import { checkTemplateForm, templateFormOf } from './template-form';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

describe('the template form', () => {
  it('sends a new template with presets typed with commas and decimal commas', () => {
    const form = { ...templateFormOf(null, 1), name: ' Natale ', presets: '25, 50,  12,50; 100' };
    form.title = { it: 'Buono di Natale', en: '  ' };
    const checked = checkTemplateForm(form, 'it', t);
    expect(checked).toEqual({
      body: expect.objectContaining({
        name: 'Natale',
        preset_amounts: [25, 50, 12.5, 100],
        free_amount: null,
        validity_months: 12,
        title: { it: 'Buono di Natale' },
        restaurant_ids: [1],
        active: true,
      }),
    });
  });

  it('refuses bad amounts, ranges, validity, a missing title and no restaurant', () => {
    const base = { ...templateFormOf(template(), 1) };
    const cases: [Partial<typeof base>, string][] = [
      [{ presets: '25, -5' }, 'preset_amounts'],
      [{ presets: '25, 5000' }, 'preset_amounts'],
      [{ presets: '25, 25' }, 'preset_amounts'],
      [{ presets: '1, 2, 3, 4, 5, 6, 7, 8, 9' }, 'preset_amounts'],
      [{ presets: '<b>', free: false }, 'preset_amounts'],
      [{ presets: '', free: false }, 'preset_amounts'],
      [{ free: true, free_min: '300', free_max: '25' }, 'free_max'],
      [{ free: true, free_min: 'abc', free_max: '25' }, 'free_min'],
      [{ validity_months: '0' }, 'validity_months'],
      [{ validity_months: '61' }, 'validity_months'],
      [{ validity_months: '1.5' }, 'validity_months'],
      [{ title: { en: 'Only English' } }, 'title'],
      [{ restaurant_ids: [] }, 'restaurant_ids'],
      [{ name: '   ' }, 'name'],
    ];
    for (const [change, field] of cases) {
      const checked = checkTemplateForm({ ...base, ...change }, 'it', t);
      expect('errors' in checked && Object.keys(checked.errors), JSON.stringify(change)).toEqual([
        field,
      ]);
    }
  });

  it('keeps an edited template as it was when nothing changes', () => {
    const checked = checkTemplateForm(templateFormOf(template(), 1), 'it', t);
    expect('body' in checked && checked.body.preset_amounts).toEqual([25, 50, 100]);
  });
});

describe('a scanned code', () => {
  it('is found in the code itself, a text or a link, and nothing else is taken for one', () => {
    const code = aCode(9);
    expect(codeInScan(code)).toBe(code);
    expect(codeInScan(code.replace(/-/g, '').toLowerCase())).toBe(code);
    expect(codeInScan(`Codice: ${code}`)).toBe(code);
    expect(codeInScan('https://example.com/giftcard/abc')).toBeNull();
    expect(codeInScan('')).toBeNull();
  });
});
