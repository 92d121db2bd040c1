// Feature flags: name rules, and the stored state,
// which keeps only the names of active flags.

import * as E from 'fp-ts/Either';
import { FLAG_NAME_MAX, FLAG_NAME_MIN, STORAGE_KEYS } from './constants';
import { messages } from './messages';

export interface FeatureFlag {
  readonly name: string;
  readonly pluginId: string;
}

export type FeatureFlagNameError =
  | { readonly _tag: 'TooShort'; readonly message: string }
  | { readonly _tag: 'TooLong'; readonly message: string }
  | { readonly _tag: 'BadPattern'; readonly message: string };

const FLAG_NAME_PATTERN = /^[a-z][a-z0-9-]*$/;

export const validateFeatureFlagName = (name: string): E.Either<FeatureFlagNameError, string> => {
  if (name.length < FLAG_NAME_MIN) return E.left({ _tag: 'TooShort', message: messages.flagTooShort });
  if (name.length > FLAG_NAME_MAX) return E.left({ _tag: 'TooLong', message: messages.flagTooLong });
  if (!FLAG_NAME_PATTERN.test(name)) return E.left({ _tag: 'BadPattern', message: messages.flagBadPattern });
  return E.right(name);
};

export const isValidFeatureFlagName = (name: string): boolean => E.isRight(validateFeatureFlagName(name));

/** The names of the active flags. A flag not in the set is inactive. */
export type ActiveFeatureFlags = ReadonlySet<string>;

export const setFeatureFlag = (active: ActiveFeatureFlags, name: string, on: boolean): ActiveFeatureFlags => {
  if (active.has(name) === on) return active;
  const next = new Set(active);
  if (on) next.add(name);
  else next.delete(name);
  return next;
};

export interface FeatureFlagStorageError {
  readonly _tag: 'StorageJsonParseError';
  readonly key: string;
  readonly message: string;
}

/** Stored as a sorted JSON array of active names. */
export const serializeFeatureFlags = (active: ActiveFeatureFlags): string =>
  JSON.stringify([...active].filter(isValidFeatureFlagName).sort());

const storageError = (key: string): FeatureFlagStorageError => ({
  _tag: 'StorageJsonParseError',
  key,
  message: messages.storageJsonParseError(key),
});

/**
 * Reads the stored value. Nothing stored means no active flag. Also reads Backstage's own format
 * ({"name": 1, ...}, 1 meaning active). Invalid names are skipped; malformed JSON is an error.
 */
export const parseFeatureFlags = (
  raw: string | null | undefined,
  key: string = STORAGE_KEYS.featureFlags,
): E.Either<FeatureFlagStorageError, ActiveFeatureFlags> => {
  if (raw == null || raw.trim() === '') return E.right(new Set());
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return E.left(storageError(key));
  }
  if (Array.isArray(json)) {
    return E.right(new Set(json.filter((name): name is string => typeof name === 'string' && isValidFeatureFlagName(name))));
  }
  if (typeof json === 'object' && json !== null) {
    return E.right(
      new Set(Object.entries(json).filter(([name, state]) => state === 1 && isValidFeatureFlagName(name)).map(([name]) => name)),
    );
  }
  return E.left(storageError(key));
};
