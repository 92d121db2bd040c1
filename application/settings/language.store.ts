import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { DEFAULT_LANGUAGE, STORAGE_KEYS } from '../../domain/app/constants';
import { changeLanguage, resolveLanguage, type LanguageError, type LanguageSettings } from '../../domain/app/language';
import type { KeyValueStore } from '../app/key-value-store.port';
import { serviceToken } from '../shared/service-token';

/** Portico ships English only ('en' is required and the default). */
export const PORTICO_LANGUAGES: LanguageSettings = { availableLanguages: [DEFAULT_LANGUAGE], defaultLanguage: DEFAULT_LANGUAGE };

/** The UI language: an available one, 'en' by default, stored. */
export class LanguageStore {
  private readonly listeners = new Set<() => void>();
  private language: string;

  constructor(
    private readonly store: KeyValueStore,
    private readonly settings: LanguageSettings,
  ) {
    this.language = resolveLanguage(settings, store.get(STORAGE_KEYS.language));
  }

  getAvailable(): readonly string[] {
    return this.settings.availableLanguages;
  }

  getLanguage(): string {
    return this.language;
  }

  /** Undefined goes back to the default; an unavailable language is refused with the reason. */
  choose(language: string | undefined): Either<LanguageError, string> {
    const next = changeLanguage(this.settings, language);
    if (E.isLeft(next)) return next;
    this.language = next.right;
    if (language === undefined) this.store.remove(STORAGE_KEYS.language);
    else this.store.set(STORAGE_KEYS.language, next.right);
    for (const listener of this.listeners) listener();
    return next;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const LanguageStoreToken = serviceToken<LanguageStore>('LanguageStore');
