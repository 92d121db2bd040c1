import type { Either } from 'fp-ts/Either';
import * as E from 'fp-ts/Either';
import {
  resolveTranslation,
  translatedLanguages,
  translationProblemMessage,
  type ResolvedTranslation,
  type TranslationOverrides,
  type TranslationProblem,
  type TranslationResource,
} from '../../domain/app/translations';
import { serviceToken } from '../shared/service-token';
import type { AlertPoster } from './alerts.port';

/** The configured translations, decoded; a Left says why they cannot be read. */
export interface TranslationOverridesSource {
  load(): Either<string, TranslationOverrides>;
}

export interface TranslationsDeps {
  readonly source: TranslationOverridesSource;
  readonly alerts: AlertPoster;
  readonly defaultLanguage: string;
}

/**
 * The texts of translation resources in a language. Translations that cannot be read leave every
 * resource in English; each resource's failure is posted once per language.
 */
export class Translations {
  private loaded: Either<string, TranslationOverrides> | undefined;
  private readonly reported = new Set<string>();

  constructor(private readonly deps: TranslationsDeps) {}

  resolve<K extends string>(resource: TranslationResource<K>, language: string): ResolvedTranslation<K> {
    const overrides = this.overrides();
    if (E.isLeft(overrides)) {
      return { messages: resource.messages, problem: { _tag: 'Broken', resourceId: resource.id, language, reason: overrides.left } };
    }
    return resolveTranslation(resource, language, this.deps.defaultLanguage, overrides.right);
  }

  report(problem: TranslationProblem): void {
    const key = `${problem.language}\u0000${problem.resourceId}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.deps.alerts.post({ message: translationProblemMessage(problem), severity: 'error' });
  }

  /** English and every configured language (none but English when the translations cannot be read). */
  languages(): string[] {
    const overrides = this.overrides();
    return translatedLanguages(this.deps.defaultLanguage, E.isRight(overrides) ? overrides.right : {});
  }

  private overrides(): Either<string, TranslationOverrides> {
    this.loaded ??= this.deps.source.load();
    return this.loaded;
  }
}

export const TranslationsToken = serviceToken<Translations>('Translations');
