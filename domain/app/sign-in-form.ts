// The custom sign-in form and sign-in provider list rules.
import * as E from 'fp-ts/Either';
import { parseEntityRef, stringifyEntityRef } from '../catalog/entity-ref';
import { messages } from './messages';

/** Shown under an empty User ID (the field is required; the wording is ours). */
export const USER_ID_REQUIRED = 'User ID is required';

/** Three dot-separated tokens of letters, digits, underscore and hyphen. */
export const ID_TOKEN_PATTERN = /^[a-z0-9_-]+\.[a-z0-9_-]+\.[a-z0-9_-]+$/i;

export interface CustomSignInValues {
  readonly userId: string;
  readonly idToken: string;
}

export interface CustomSignInErrors {
  readonly userId?: string;
  readonly idToken?: string;
}

export const EMPTY_CUSTOM_SIGN_IN: CustomSignInValues = { userId: '', idToken: '' };

// The catalog's format rules for the parts of a ref (domain/catalog/field-validators.ts), as patterns: the sign-in page
// is part of the first page, and the catalog's scanners are written for validating whole catalogs at speed.
/** Kind: 1-63 letters and digits, a letter first. */
const KIND = /^[a-z][a-z0-9]{0,62}$/i;
/** Namespace: a DNS label of 1-63 lowercase letters, digits and hyphens, a letter or digit at each end. */
const NAMESPACE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Name: 1-63 letters, digits, '-', '_' and '.', a letter or digit at each end. */
const NAME = /^[a-z0-9](?:[a-z0-9._-]{0,61}[a-z0-9])?$/i;

/**
 * The canonical user entity ref of a User ID: optional kind (default user), optional namespace
 * (default default), then a name, each part following the catalog's format rules. The namespace is
 * compared lowercased, as the canonical ref is lowercase anyway.
 */
export const customUserEntityRef = (userId: string): E.Either<string, string> => {
  const parsed = parseEntityRef(userId, { defaultKind: 'user', defaultNamespace: 'default' });
  if (E.isLeft(parsed)) return E.left(messages.invalidUserEntityRef);
  const { kind, namespace, name } = parsed.right;
  return KIND.test(kind) && NAMESPACE.test(namespace.toLowerCase()) && NAME.test(name)
    ? E.right(stringifyEntityRef(parsed.right))
    : E.left(messages.invalidUserEntityRef);
};

export const validateUserId = (userId: string): string | undefined => {
  if (userId === '') return USER_ID_REQUIRED;
  return E.isLeft(customUserEntityRef(userId)) ? messages.invalidUserEntityRef : undefined;
};

/** Optional; when given it must look like an OpenID Connect JWT. */
export const validateIdToken = (idToken: string): string | undefined =>
  idToken === '' || ID_TOKEN_PATTERN.test(idToken) ? undefined : messages.invalidIdToken;

export const validateCustomSignIn = (values: CustomSignInValues): CustomSignInErrors => {
  const userId = validateUserId(values.userId);
  const idToken = validateIdToken(values.idToken);
  return { ...(userId ? { userId } : {}), ...(idToken ? { idToken } : {}) };
};

/** Continue is enabled only when the form changed and has no error. */
export const canContinueCustomSignIn = (
  values: CustomSignInValues,
  initial: CustomSignInValues = EMPTY_CUSTOM_SIGN_IN,
): boolean => {
  const changed = values.userId !== initial.userId || values.idToken !== initial.idToken;
  return changed && Object.keys(validateCustomSignIn(values)).length === 0;
};

// The app's settings check the provider ids at boot; the rule lives apart so that the page's start does not load the
// form's entity-name rules.
export { validateProviderIds } from './provider-ids';
