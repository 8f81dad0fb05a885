import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { useLanguageNames } from './use-language-names';

beforeAll(() => initTestI18n('it'));

describe('useLanguageNames', () => {
  it('names a language in the interface language, as a label and within a sentence', () => {
    const { result } = renderHook(() => useLanguageNames());
    const { nameOf, inSentenceOf, ownNameOf } = result.current;
    expect(nameOf('de')).toBe('Tedesco');
    expect(inSentenceOf('de')).toBe('tedesco');
    expect(ownNameOf('de')).toBe('Deutsch');
  });

  it('shows a code Intl refuses as it is instead of throwing while rendering', () => {
    const { result } = renderHook(() => useLanguageNames());
    expect(() => new Intl.DisplayNames(['it'], { type: 'language' }).of('x!')).toThrow(RangeError);
    expect(result.current.inSentenceOf('x!')).toBe('x!');
    expect(result.current.nameOf('x!')).toBe('X!');
  });
});
