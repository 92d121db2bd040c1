import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { TranslationOverridesSource } from '../../application/app/translations';
import type { TranslationOverrides } from '../../domain/app/translations';
import { failingPaths } from '../shared/decode';

/** Config keys cannot hold dots, so a translation's keys nest: { table: { body: { emptyDataSourceMessage: … } } }. */
interface TextTree {
  readonly [key: string]: string | TextTree;
}

const TextTreeCodec: t.Type<TextTree> = t.recursion('TextTree', () => t.record(t.string, t.union([t.string, TextTreeCodec])));

/** app.translations: language → resource id → nested texts. */
export const TranslationsConfigCodec = t.record(t.string, t.record(t.string, TextTreeCodec));

const flatten = (tree: TextTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

export const decodeTranslationOverrides = (value: unknown): E.Either<string, TranslationOverrides> => {
  if (value === undefined) return E.right({});
  return pipe(
    TranslationsConfigCodec.decode(value),
    E.mapLeft((errors) => `app.translations is not readable: ${failingPaths(errors).join('; ')}`),
    E.map((languages) =>
      Object.fromEntries(
        Object.entries(languages).map(([language, resources]) => [
          language,
          Object.fromEntries(Object.entries(resources).map(([resourceId, tree]) => [resourceId, Object.fromEntries(flatten(tree))])),
        ]),
      ),
    ),
  );
};

/** The translations of the app config (app.translations), decoded on first use. */
export class ConfigTranslationOverrides implements TranslationOverridesSource {
  constructor(private readonly configured: unknown) {}

  load(): E.Either<string, TranslationOverrides> {
    return decodeTranslationOverrides(this.configured);
  }
}
