import * as E from 'fp-ts/Either';
import { AlertStore } from '../../../application/app/alert-store';
import { Translations } from '../../../application/app/translations';
import { createTranslationResource, type TranslationOverrides } from '../../../domain/app/translations';

const resource = createTranslationResource('demo', { title: 'Hello' });

const setup = (loaded: E.Either<string, TranslationOverrides>) => {
  const alerts = new AlertStore();
  const load = jest.fn(() => loaded);
  const translations = new Translations({ source: { load }, alerts, defaultLanguage: 'en' });
  return { translations, alerts, load };
};

describe('Translations', () => {
  it('resolves configured texts, reading the configuration once', () => {
    const { translations, load } = setup(E.right({ fr: { demo: { title: 'Bonjour' } } }));
    expect(translations.resolve(resource, 'fr').messages.title).toBe('Bonjour');
    expect(translations.resolve(resource, 'en').messages.title).toBe('Hello');
    expect(translations.languages()).toEqual(['en', 'fr']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves every resource in English when the configuration cannot be read', () => {
    const { translations } = setup(E.left('app.translations is not readable: fr.demo.title: expected string'));
    expect(translations.resolve(resource, 'fr')).toEqual({
      messages: resource.messages,
      problem: { _tag: 'Broken', resourceId: 'demo', language: 'fr', reason: 'app.translations is not readable: fr.demo.title: expected string' },
    });
    expect(translations.languages()).toEqual(['en']);
  });

  it('posts a problem once per resource and language, as an error', () => {
    const { translations, alerts } = setup(E.right({}));
    const problem = translations.resolve(resource, 'de').problem!;
    translations.report(problem);
    translations.report(problem);
    translations.report({ ...problem, language: 'fr' });
    expect(alerts.getQueue().items.map(({ message, severity }) => ({ message, severity }))).toEqual([
      { message: "Failed to load translation resource 'demo' for language 'de'; caused by no translation is configured", severity: 'error' },
      { message: "Failed to load translation resource 'demo' for language 'fr'; caused by no translation is configured", severity: 'error' },
    ]);
  });
});
