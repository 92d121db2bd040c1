import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { TranslationsToken } from '../../application/app/translations';
import { LanguageStoreToken } from '../../application/settings/language.store';
import { DEFAULT_LANGUAGE } from '../../domain/app/constants';
import { interpolate, type TranslationResource } from '../../domain/app/translations';
import { useOptionalService } from './services';

const noSubscription = () => () => undefined;

export type Translate<K extends string> = (key: K, values?: Readonly<Record<string, string | number>>) => string;

/**
 * The texts of a resource in the user's language. Without a translations service (a view rendered on
 * its own) the English texts are used; a missing or broken translation falls back to English and is
 * reported once.
 */
export const useTranslation = <K extends string>(resource: TranslationResource<K>): Translate<K> => {
  const translations = useOptionalService(TranslationsToken);
  const languages = useOptionalService(LanguageStoreToken);
  const language = useSyncExternalStore(
    languages ? (onChange) => languages.subscribe(onChange) : noSubscription,
    () => languages?.getLanguage() ?? DEFAULT_LANGUAGE,
  );
  const resolved = useMemo(
    () => translations?.resolve(resource, language) ?? { messages: resource.messages },
    [translations, resource, language],
  );
  useEffect(() => {
    if (resolved.problem) translations?.report(resolved.problem);
  }, [translations, resolved]);
  return useCallback<Translate<K>>((key, values) => interpolate(resolved.messages[key], values), [resolved]);
};
