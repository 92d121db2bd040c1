import {
  appTexts,
  createTranslationResource,
  textsIn,
  translatableTexts,
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

describe('texts objects as translation resources', () => {
  const english = {
    title: 'Catalog',
    missing: (kind: string, name: string) => `There is no ${kind} called ${name}.`,
    visits: (count: number) => (count === 1 ? '1 visit' : `${count} visits`),
    tabs: { general: 'General', flags: 'Feature Flags' },
    columns: ['Name', 'Owner'] as const,
  };
  const texts = translatableTexts('demo', english, { missing: ['kind', 'name'] });

  it('holds every string, each listed function as a template and each group by its key', () => {
    expect(texts.resource.messages).toEqual({
      title: 'Catalog',
      missing: 'There is no {{kind}} called {{name}}.',
      'tabs.general': 'General',
      'tabs.flags': 'Feature Flags',
      'columns.0': 'Name',
      'columns.1': 'Owner',
    });
  });

  it('gives the texts object back in a language, functions filling the translated templates', () => {
    const french = textsIn(texts, { ...texts.resource.messages, title: 'Catalogue', missing: "Aucun {{kind}} nommé {{name}}.", 'tabs.flags': 'Drapeaux', 'columns.1': 'Propriétaire' });
    expect(french.title).toBe('Catalogue');
    expect(french.missing('API', 'payments')).toBe('Aucun API nommé payments.');
    expect(french.tabs).toEqual({ general: 'General', flags: 'Drapeaux' });
    expect(french.columns).toEqual(['Name', 'Propriétaire']);
    // A function not listed chooses its own words, in English.
    expect(french.visits(1)).toBe('1 visit');
  });

  it('is the same texts in English', () => {
    const same = textsIn(texts, texts.resource.messages);
    expect(same.missing('API', 'payments')).toBe(english.missing('API', 'payments'));
    expect(same.title).toBe(english.title);
  });

  it("holds the shell's texts, with the spec's wording", () => {
    expect(appTexts.resource.id).toBe('app');
    expect(appTexts.resource.messages).toMatchObject({
      pageNotFound: 'PAGE NOT FOUND',
      pluginError: 'Error in {{pluginId}}',
      errorStatus: 'ERROR {{status}}: {{statusMessage}}',
      contactForHelp: 'Please contact {{channel}} for help.',
    });
  });
});
