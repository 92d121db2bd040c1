import * as E from 'fp-ts/Either';
import { LanguageStore, PORTICO_LANGUAGES } from '../../../application/settings/language.store';
import { MemoryStore } from './memory-store';

describe('LanguageStore (must be available; en required and default)', () => {
  const settings = { availableLanguages: ['en', 'de'], defaultLanguage: 'en' };

  it('starts with the stored language when it is available, else the default', () => {
    expect(new LanguageStore(new MemoryStore({ language: 'de' }), settings).getLanguage()).toBe('de');
    expect(new LanguageStore(new MemoryStore({ language: 'fr' }), settings).getLanguage()).toBe('en');
    expect(new LanguageStore(new MemoryStore(), PORTICO_LANGUAGES).getAvailable()).toEqual(['en']);
  });

  it('stores a chosen language, refuses an unavailable one, and forgets the choice for the default', () => {
    const store = new MemoryStore();
    const languages = new LanguageStore(store, settings);
    let changes = 0;
    languages.subscribe(() => (changes += 1));
    expect(languages.choose('de')).toEqual(E.right('de'));
    expect(store.get('language')).toBe('de');
    const refused = languages.choose('fr');
    expect(E.isLeft(refused) && refused.left.message).toBe("Failed to change language to 'fr', available languages are 'en', 'de'");
    expect(languages.getLanguage()).toBe('de');
    expect(languages.choose(undefined)).toEqual(E.right('en'));
    expect(store.get('language')).toBeNull();
    expect(changes).toBe(2);
  });
});
