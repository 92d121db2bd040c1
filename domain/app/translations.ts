// Translatable texts: each resource holds its English texts by key; config may replace them per language.
// A language without any translation, or a broken translation of a resource, shows that resource in English and
// says why once.
import { messages } from './messages';

export interface TranslationResource<K extends string = string> {
  readonly id: string;
  /** The English texts; {{name}} marks a value filled in when the text is shown. */
  readonly messages: Readonly<Record<K, string>>;
}

export const createTranslationResource = <K extends string>(id: string, english: Readonly<Record<K, string>>): TranslationResource<K> => ({
  id,
  messages: english,
});

/** The shell's translatable texts; the English ones are the portal's own texts. */
export const shellTranslations = createTranslationResource('core-components', {
  'signIn.loginFailed': messages.loginFailed,
  'autoLogout.stillTherePrompt.title': messages.inactivityLogout,
  'autoLogout.stillTherePrompt.buttonText': messages.inactivityStay,
  'autoLogout.stillTherePrompt.countdown': messages.inactivityCountdown('{{seconds}}'),
  'proxiedSignInPage.title': messages.notSignedIn,
  'table.body.emptyDataSourceMessage': messages.noRecords,
});
export type ShellTranslationKey = keyof (typeof shellTranslations)['messages'];

/** language → resource id → key → text, as decoded from config. */
export type TranslationOverrides = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>;

export type TranslationProblem =
  | { readonly _tag: 'Missing'; readonly resourceId: string; readonly language: string }
  | { readonly _tag: 'Broken'; readonly resourceId: string; readonly language: string; readonly reason: string };

export interface ResolvedTranslation<K extends string> {
  readonly messages: Readonly<Record<K, string>>;
  readonly problem?: TranslationProblem;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const placeholdersOf = (text: string): string[] => [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();

const samePlaceholders = (english: string, translated: string): boolean =>
  placeholdersOf(english).join() === placeholdersOf(translated).join();

/**
 * The texts of a resource in a language. English needs no translation. A language the config translates but not
 * this resource shows it in English (an area nobody translated yet); a language the config does not know at all is
 * a Missing problem. A translation with an unknown key, or a text whose {{placeholders}} differ from English, is
 * Broken: the whole resource shows in English, since a translation that is wrong in one place may be wrong in others.
 */
export const resolveTranslation = <K extends string>(
  resource: TranslationResource<K>,
  language: string,
  defaultLanguage: string,
  overrides: TranslationOverrides,
): ResolvedTranslation<K> => {
  const translated = overrides[language];
  const configured = translated?.[resource.id];
  if (!configured) {
    return language === defaultLanguage || translated
      ? { messages: resource.messages }
      : { messages: resource.messages, problem: { _tag: 'Missing', resourceId: resource.id, language } };
  }
  const english: Readonly<Record<string, string>> = resource.messages;
  const unknownKeys = Object.keys(configured).filter((key) => !Object.hasOwn(english, key));
  const badPlaceholders = Object.entries(configured)
    .filter(([key, text]) => Object.hasOwn(english, key) && !samePlaceholders(english[key]!, text))
    .map(([key]) => key);
  const reasons = [
    ...(unknownKeys.length ? [`unknown keys ${unknownKeys.join(', ')}`] : []),
    ...(badPlaceholders.length ? [`placeholders differing from English in ${badPlaceholders.join(', ')}`] : []),
  ];
  if (reasons.length) {
    return { messages: resource.messages, problem: { _tag: 'Broken', resourceId: resource.id, language, reason: reasons.join('; ') } };
  }
  const resolved = Object.fromEntries(Object.entries(english).map(([key, text]) => [key, configured[key] ?? text])) as Record<K, string>;
  return { messages: resolved };
};

/** Fills {{name}} with the given values; a value not given leaves its placeholder as it is. */
export const interpolate = (text: string, values: Readonly<Record<string, string | number>> = {}): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

export const translationProblemMessage = (problem: TranslationProblem): string =>
  messages.translationLoadFailed(
    problem.resourceId,
    problem.language,
    problem._tag === 'Missing' ? 'no translation is configured' : problem.reason,
  );

/**
 * Languages the user may choose: English plus each configured one (a decoded override set); English
 * stays first.
 */
export const translatedLanguages = (defaultLanguage: string, overrides: TranslationOverrides): string[] => [
  defaultLanguage,
  ...Object.keys(overrides).filter((language) => language !== defaultLanguage),
];

/** A text function's value names, in the order it takes them, e.g. `['kind']` for `(kind) => \`There is no ${kind} …\``. */
type ParameterNames<F> = F extends (...args: infer A) => string ? { readonly [I in keyof A]: string } : never;

/**
 * Which text functions of a texts object may be translated, with the names their values go by in a translation
 * ({{kind}}). A function left out (one that chooses its words, such as a plural) stays in English.
 */
export type TextParameters<M> = { readonly [K in keyof M]?: ParameterNames<M[K]> };

/** An area's texts object (its messages.ts) as a translation resource: the texts stay where they are written. */
export interface TranslatableTexts<M extends object> {
  readonly resource: TranslationResource;
  readonly english: M;
  readonly parameters: TextParameters<M>;
}

/** A group of strings (tab names, column titles): an object or a list of them. */
const isGroupOfTexts = (value: unknown): value is Readonly<Record<string, string>> | readonly string[] =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');

/**
 * A translation resource of a texts object: each string by its key, each listed function as a template with its
 * {{placeholders}}, each group of strings (tab names, say) as `group.key`.
 */
export const translatableTexts = <M extends object>(id: string, english: M, parameters: TextParameters<M> = {}): TranslatableTexts<M> => {
  const names = parameters as Readonly<Record<string, readonly string[] | undefined>>;
  const entries = Object.entries(english).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[key, value]];
    const parameterNames = names[key];
    if (typeof value === 'function' && parameterNames) {
      return [[key, (value as (...args: string[]) => string)(...parameterNames.map((name) => `{{${name}}}`))]];
    }
    if (isGroupOfTexts(value)) return Object.entries(value).map(([item, text]): [string, string] => [`${key}.${item}`, text]);
    return [];
  });
  return { resource: createTranslationResource(id, Object.fromEntries(entries)), english, parameters };
};

/** The texts object with the texts of a resolved translation: the same keys, functions filling the translated templates. */
export const textsIn = <M extends object>(texts: TranslatableTexts<M>, translated: Readonly<Record<string, string>>): M => {
  const names = texts.parameters as Readonly<Record<string, readonly string[] | undefined>>;
  const pick = (key: string, english: string) => translated[key] ?? english;
  return Object.fromEntries(
    Object.entries(texts.english).map(([key, value]) => {
      if (typeof value === 'string') return [key, pick(key, value)];
      const parameterNames = names[key];
      if (typeof value === 'function' && parameterNames) {
        const template = translated[key];
        if (template === undefined) return [key, value];
        return [key, (...args: readonly (string | number)[]) => interpolate(template, Object.fromEntries(parameterNames.map((name, index) => [name, args[index] ?? ''])))];
      }
      if (Array.isArray(value) && isGroupOfTexts(value)) return [key, value.map((text, item) => pick(`${key}.${item}`, text))];
      if (isGroupOfTexts(value)) return [key, Object.fromEntries(Object.entries(value).map(([item, text]) => [item, pick(`${key}.${item}`, text)]))];
      return [key, value];
    }),
  ) as M;
};

/** The shell's texts (messages.ts) as the translation resource 'app'. */
export const appTexts = translatableTexts('app', messages, {
  incorrectAppOrigin: ['origin'],
  authRefreshFailed: ['statusText'],
  logoutFailed: ['statusText'],
  providerNotConfigured: ['title'],
  requestFailed: ['status', 'statusText'],
  noAuthProvider: ['what'],
  installBackendPlugin: ['packageName'],
  inactivityCountdown: ['seconds'],
  translationLoadFailed: ['resourceId', 'language', 'reason'],
  cookieRequestFailed: ['status'],
  identityBeforeLoad: ['method'],
  noImplementation: ['api'],
  noPathForRoute: ['routeRef'],
  lazyExtensionFailed: ['name'],
  storageJsonParseError: ['key'],
  configFailedToLoad: ['message'],
  chunkFailedToLoad: ['message'],
  errorStatus: ['status', 'statusMessage'],
  pluginError: ['pluginId'],
  contactForHelp: ['channel'],
});
