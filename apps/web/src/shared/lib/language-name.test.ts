import { describe, expect, it } from 'vitest';
import { languageNameOf } from './language-name';

describe('languageNameOf', () => {
  it('names a language in that language, capitalised', () => {
    expect(languageNameOf('it')).toBe('Italiano');
    expect(languageNameOf('de')).toBe('Deutsch');
    expect(languageNameOf('pt')).toBe('Português');
  });

  it('writes an invalid code in capitals instead of throwing in render', () => {
    // Intl.DisplayNames throws RangeError for a code that is not a BCP 47 tag.
    expect(() => new Intl.DisplayNames(['x!'], { type: 'language' })).toThrow(RangeError);
    expect(languageNameOf('x!')).toBe('X!');
  });
});
