import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import {
  changeLanguage,
  createLanguageSettings,
  languageMessages,
  resolveLanguage,
} from '../../../domain/app/language';

const settings = (availableLanguages: string[], defaultLanguage?: string) => {
  const result = createLanguageSettings({ availableLanguages, defaultLanguage });
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

describe('createLanguageSettings', () => {
  it("defaults to only 'en'", () => {
    expect(createLanguageSettings()).toEqual(E.right({ availableLanguages: ['en'], defaultLanguage: 'en' }));
  });

  it.each<[string, string[], string | undefined, string]>([
    ['en is required', ['de', 'fr'], undefined, "Supported languages must include 'en'"],
    ['en is required even with another default', ['de'], 'de', "Supported languages must include 'en'"],
    ['default must be available', ['en', 'de'], 'fr', "Initial language must be one of the supported languages, got 'fr'"],
    ['no duplicates', ['en', 'de', 'en'], undefined, "Supported languages may not contain duplicates, got 'en', 'de', 'en'"],
  ])('%s', (_name, availableLanguages, defaultLanguage, message) => {
    const result = createLanguageSettings({ availableLanguages, defaultLanguage });
    expect(E.isLeft(result) && result.left.message).toBe(message);
  });

  it('accepts another default that is available', () => {
    expect(settings(['en', 'de'], 'de').defaultLanguage).toBe('de');
  });

  it("rejects every language list without 'en' (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string().filter(lang => lang !== 'en')), languages => {
        const result = createLanguageSettings({ availableLanguages: languages });
        expect(E.isLeft(result) && result.left._tag).toBe('DefaultLanguageMissing');
      }),
    );
  });
});

describe('resolveLanguage', () => {
  const available = settings(['en', 'de', 'sv']);
  it.each<[string | null, string]>([
    ['de', 'de'],
    ['sv', 'sv'],
    ['fr', 'en'],
    [null, 'en'],
    ['', 'en'],
  ])('stored %p resolves to %p', (stored, expected) => {
    expect(resolveLanguage(available, stored)).toBe(expected);
  });

  it('always resolves to an available language (property)', () => {
    fc.assert(fc.property(fc.option(fc.string()), stored => available.availableLanguages.includes(resolveLanguage(available, stored))));
  });
});

describe('changeLanguage', () => {
  const available = settings(['en', 'de']);
  it('changes to an available language', () => expect(changeLanguage(available, 'de')).toEqual(E.right('de')));
  it("undefined means 'en'", () => expect(changeLanguage(available, undefined)).toEqual(E.right('en')));
  it('refuses an unavailable language', () => {
    expect(changeLanguage(available, 'fr')).toEqual(
      E.left({ _tag: 'LanguageUnavailable', message: languageMessages.unavailable('fr', ['en', 'de']) }),
    );
    expect(languageMessages.unavailable('fr', ['en', 'de'])).toBe(
      "Failed to change language to 'fr', available languages are 'en', 'de'",
    );
  });
});
