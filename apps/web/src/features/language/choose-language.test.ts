import { describe, expect, it } from 'vitest';
import { browserLanguageOf, chooseLanguage } from './choose-language';
import { languageOfPath, languageRedirectOf, pathInLanguage } from './language-path';

const PIZZERIA = ['it', 'en', 'de'];
const TRATTORIA = ['it', 'en'];

describe('the language choice (spec §4)', () => {
  it('takes the stored language first when the site has it', () => {
    expect(chooseLanguage({ stored: 'de', browserLanguages: ['en-US'], supported: PIZZERIA })).toBe(
      'de',
    );
  });

  it("ignores a stored language the site does not have, and takes the browser's", () => {
    expect(
      chooseLanguage({ stored: 'de', browserLanguages: ['en-GB'], supported: TRATTORIA }),
    ).toBe('en');
  });

  it('counts Italian when any browser language starts with it', () => {
    expect(
      chooseLanguage({
        stored: undefined,
        browserLanguages: ['de-DE', 'it-CH'],
        supported: PIZZERIA,
      }),
    ).toBe('it');
    expect(browserLanguageOf(['fr-FR', 'en', 'IT'])).toBe('it');
  });

  it("otherwise takes the primary subtag of the browser's first language", () => {
    expect(browserLanguageOf(['de-DE', 'en-US'])).toBe('de');
    expect(
      chooseLanguage({ stored: undefined, browserLanguages: ['de-DE'], supported: PIZZERIA }),
    ).toBe('de');
  });

  it("falls back to the site's first language when the browser's is not supported", () => {
    expect(
      chooseLanguage({ stored: undefined, browserLanguages: ['fr-FR'], supported: PIZZERIA }),
    ).toBe('it');
    expect(
      chooseLanguage({ stored: undefined, browserLanguages: [], supported: ['en', 'it'] }),
    ).toBe('en');
  });

  it('answers Italian for a site without languages', () => {
    expect(chooseLanguage({ stored: 'en', browserLanguages: ['en'], supported: [] })).toBe('it');
  });
});

describe('the language prefix of a path (spec §2)', () => {
  it("reads a prefix only when it is one of the site's languages", () => {
    expect(languageOfPath('/en/menu', TRATTORIA)).toBe('en');
    expect(languageOfPath('/de/menu', TRATTORIA)).toBeUndefined();
    expect(languageOfPath('/', TRATTORIA)).toBeUndefined();
  });

  it('leaves a valid prefix alone', () => {
    expect(languageRedirectOf('/en/', TRATTORIA, 'it')).toBeNull();
    expect(languageRedirectOf('/it', TRATTORIA, 'en')).toBeNull();
  });

  it('puts the current language in front of a path without one', () => {
    expect(languageRedirectOf('/', TRATTORIA, 'it')).toBe('/it/');
    expect(languageRedirectOf('/menu/abc', TRATTORIA, 'en')).toBe('/en/menu/abc');
  });

  it('replaces a language the site does not have, and lower-cases one it has', () => {
    expect(languageRedirectOf('/de/menu', TRATTORIA, 'it')).toBe('/it/menu');
    expect(languageRedirectOf('/EN/docs', TRATTORIA, 'it')).toBe('/en/docs');
  });

  it('builds the same page in another language', () => {
    expect(pathInLanguage('/it/sign-up/3', 'en')).toBe('/en/sign-up/3');
    expect(pathInLanguage('/it/', 'de')).toBe('/de/');
    expect(pathInLanguage('/it', 'en')).toBe('/en');
  });
});
