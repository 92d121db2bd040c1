// Language selection: the language must be an available one;
// 'en' is required and is the default. The error texts are Portico's (Backstage wording).

import * as E from 'fp-ts/Either';
import { DEFAULT_LANGUAGE } from './constants';

export interface LanguageSettings {
  readonly availableLanguages: readonly string[];
  readonly defaultLanguage: string;
}

export type LanguageError =
  | { readonly _tag: 'DuplicateLanguages'; readonly message: string }
  | { readonly _tag: 'DefaultLanguageMissing'; readonly message: string }
  | { readonly _tag: 'InitialLanguageUnavailable'; readonly message: string }
  | { readonly _tag: 'LanguageUnavailable'; readonly message: string };

const quoteList = (languages: readonly string[]): string => `'${languages.join("', '")}'`;

export const languageMessages = {
  duplicates: (languages: readonly string[]) =>
    `Supported languages may not contain duplicates, got ${quoteList(languages)}`,
  defaultMissing: `Supported languages must include '${DEFAULT_LANGUAGE}'`,
  initialUnavailable: (language: string) =>
    `Initial language must be one of the supported languages, got '${language}'`,
  unavailable: (language: string, languages: readonly string[]) =>
    `Failed to change language to '${language}', available languages are ${quoteList(languages)}`,
} as const;

export const createLanguageSettings = (options: {
  readonly availableLanguages?: readonly string[];
  readonly defaultLanguage?: string;
} = {}): E.Either<LanguageError, LanguageSettings> => {
  const availableLanguages = options.availableLanguages ?? [DEFAULT_LANGUAGE];
  const defaultLanguage = options.defaultLanguage ?? DEFAULT_LANGUAGE;
  if (new Set(availableLanguages).size !== availableLanguages.length) {
    return E.left({ _tag: 'DuplicateLanguages', message: languageMessages.duplicates(availableLanguages) });
  }
  if (!availableLanguages.includes(DEFAULT_LANGUAGE)) {
    return E.left({ _tag: 'DefaultLanguageMissing', message: languageMessages.defaultMissing });
  }
  if (!availableLanguages.includes(defaultLanguage)) {
    return E.left({ _tag: 'InitialLanguageUnavailable', message: languageMessages.initialUnavailable(defaultLanguage) });
  }
  return E.right({ availableLanguages, defaultLanguage });
};

/** The stored language when it is still available, else the default. */
export const resolveLanguage = (settings: LanguageSettings, stored: string | null | undefined): string =>
  stored && settings.availableLanguages.includes(stored) ? stored : settings.defaultLanguage;

/** Changing to undefined means back to 'en'. */
export const changeLanguage = (
  settings: LanguageSettings,
  language: string | undefined,
): E.Either<LanguageError, string> => {
  const next = language ?? DEFAULT_LANGUAGE;
  return settings.availableLanguages.includes(next)
    ? E.right(next)
    : E.left({ _tag: 'LanguageUnavailable', message: languageMessages.unavailable(next, settings.availableLanguages) });
};
