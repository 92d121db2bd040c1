import {
  createTranslationResource,
  interpolate,
  resolveTranslation,
  shellTranslations,
  translatedLanguages,
  translationProblemMessage,
} from '../../../domain/app/translations';

const resource = createTranslationResource('demo', { title: 'Hello', greeting: 'Hi {{name}}' });

describe('the shell translation resource', () => {
  it("holds the shell's texts in English", () => {
    expect(shellTranslations.id).toBe('core-components');
    expect(shellTranslations.messages).toMatchObject({
      'table.body.emptyDataSourceMessage': 'No records to display',
      'autoLogout.stillTherePrompt.title': 'Logging out due to inactivity',
      'autoLogout.stillTherePrompt.buttonText': "Yes! Don't log me out",
      'signIn.loginFailed': 'Login failed',
      'proxiedSignInPage.title': 'You do not appear to be signed in. Please try reloading the browser page.',
    });
    expect(interpolate(shellTranslations.messages['autoLogout.stillTherePrompt.countdown'], { seconds: 5 })).toBe(
      'You will be signed out in 5 s. Are you still there?',
    );
  });
});

describe('resolving a translation', () => {
  it('uses English for English without a translation, and says nothing', () => {
    expect(resolveTranslation(resource, 'en', 'en', {})).toEqual({ messages: resource.messages });
  });

  it('lets config override English texts too', () => {
    expect(resolveTranslation(resource, 'en', 'en', { en: { demo: { title: 'Howdy' } } }).messages.title).toBe('Howdy');
  });

  it('uses the configured texts, English for keys left out', () => {
    expect(resolveTranslation(resource, 'fr', 'en', { fr: { demo: { greeting: 'Salut {{name}}' } } })).toEqual({
      messages: { title: 'Hello', greeting: 'Salut {{name}}' },
    });
  });

  it('falls back to English and reports a language without a translation of the resource', () => {
    expect(resolveTranslation(resource, 'de', 'en', { fr: { demo: { title: 'Bonjour' } } })).toEqual({
      messages: resource.messages,
      problem: { _tag: 'Missing', resourceId: 'demo', language: 'de' },
    });
  });

  it('shows a resource the language does not translate in English, without a problem, when the language translates others', () => {
    expect(resolveTranslation(resource, 'fr', 'en', { fr: { other: { title: 'Bonjour' } } })).toEqual({ messages: resource.messages });
  });

  it('falls back to English for the whole resource, and reports it, for an unknown key', () => {
    const result = resolveTranslation(resource, 'fr', 'en', { fr: { demo: { title: 'Bonjour', greeting: 'Salut {{name}}', nope: 'x' } } });
    expect(result).toEqual({
      messages: { title: 'Hello', greeting: 'Hi {{name}}' },
      problem: { _tag: 'Broken', resourceId: 'demo', language: 'fr', reason: 'unknown keys nope' },
    });
  });

  it('falls back to English for the whole resource, and reports both faults, for unknown keys and texts whose placeholders differ', () => {
    const result = resolveTranslation(resource, 'fr', 'en', { fr: { demo: { title: 'Bonjour', greeting: 'Salut {{nom}}', nope: 'x' } } });
    expect(result.messages).toEqual({ title: 'Hello', greeting: 'Hi {{name}}' });
    expect(result.problem).toEqual({
      _tag: 'Broken',
      resourceId: 'demo',
      language: 'fr',
      reason: 'unknown keys nope; placeholders differing from English in greeting',
    });
  });

  it('describes a problem in the alert text', () => {
    expect(translationProblemMessage({ _tag: 'Missing', resourceId: 'demo', language: 'de' })).toBe(
      "Failed to load translation resource 'demo' for language 'de'; caused by no translation is configured",
    );
  });
});

describe('interpolation and languages', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('Hi {{name}}, {{ count }} new, {{other}}', { name: 'Ada', count: 3 })).toBe('Hi Ada, 3 new, {{other}}');
  });

  it('offers English first, then each configured language', () => {
    expect(translatedLanguages('en', { fr: {}, en: {}, de: {} })).toEqual(['en', 'fr', 'de']);
  });
});
