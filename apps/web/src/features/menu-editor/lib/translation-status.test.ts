import { describe, expect, it } from 'vitest';
import { missingLanguagesOf } from './translation-status';

describe('missingLanguagesOf', () => {
  it('lists the languages some written text lacks; an empty optional text lacks nothing', () => {
    const languages = ['it', 'en', 'de'];
    expect(missingLanguagesOf([{ it: 'Primi', en: 'Pasta', de: 'Nudeln' }, {}], languages)).toEqual(
      [],
    );
    expect(
      missingLanguagesOf(
        [
          { it: 'Primi', en: 'Pasta' },
          { it: 'Fatta in casa', de: ' ' },
        ],
        languages,
      ),
    ).toEqual(['en', 'de']);
  });
});
