import * as E from 'fp-ts/Either';
import { ConfigTranslationOverrides, decodeTranslationOverrides } from '../../../adapters/app/translation-overrides.config-adapter';

describe('app.translations', () => {
  it('flattens nested keys into dotted ones', () => {
    expect(
      decodeTranslationOverrides({ fr: { 'core-components': { table: { body: { emptyDataSourceMessage: 'Aucun résultat' } }, title: 'T' } } }),
    ).toEqual(E.right({ fr: { 'core-components': { 'table.body.emptyDataSourceMessage': 'Aucun résultat', title: 'T' } } }));
  });

  it('is empty when not configured', () => {
    expect(new ConfigTranslationOverrides(undefined).load()).toEqual(E.right({}));
  });

  it.each([
    ['a text that is not a string', { fr: { 'core-components': { title: 3 } } }],
    ['a language that is not an object', { fr: 'oui' }],
    ['a list', ['fr']],
  ])('refuses %s, naming the path', (_name, value) => {
    const result = decodeTranslationOverrides(value);
    expect(E.isLeft(result) && result.left).toMatch(/^app\.translations is not readable: /);
  });
});
