// How each provider spells a scope, the scopes a session asks for, and whether a session the auth backend
// returned carries the scopes that were asked for.
import * as E from 'fp-ts/Either';
import type { ProviderInfo } from './auth-session';
import { messages } from './messages';
import { defaultScopesOf, GOOGLE_SCOPE_PREFIX, MICROSOFT_GRAPH_RESOURCE } from './provider-default-scopes';

const OKTA_SCOPE_PREFIX = 'okta.';
const ONELOGIN_SCOPE_PREFIX = 'onelogin.';

const OKTA_OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'phone', 'address', 'groups', 'offline_access']);
const ONELOGIN_OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'phone', 'address', 'offline_access']);
const MICROSOFT_OIDC_SCOPES = new Set(['openid', 'offline_access', 'profile', 'email']);

const prefixedUnlessKnown = (known: ReadonlySet<string>, prefix: string) => (scope: string) =>
  known.has(scope) || scope.startsWith(prefix) ? scope : `${prefix}${scope}`;

const googleScope = (scope: string): string => {
  if (scope === 'openid' || scope.startsWith(GOOGLE_SCOPE_PREFIX)) return scope;
  if (scope === 'profile' || scope === 'email') return `${GOOGLE_SCOPE_PREFIX}userinfo.${scope}`;
  return `${GOOGLE_SCOPE_PREFIX}${scope}`;
};

/** A scope as the provider spells it: Google's are URLs, Okta's and OneLogin's carry their own namespace. */
export const providerScope = (providerId: string, scope: string): string => {
  switch (providerId) {
    case 'google':
      return googleScope(scope);
    case 'okta':
      return prefixedUnlessKnown(OKTA_OIDC_SCOPES, OKTA_SCOPE_PREFIX)(scope);
    case 'onelogin':
      return prefixedUnlessKnown(ONELOGIN_OIDC_SCOPES, ONELOGIN_SCOPE_PREFIX)(scope);
    default:
      return scope;
  }
};

/** Scope text may hold several scopes separated by spaces or commas. */
export const splitScopes = (scopes: readonly string[]): string[] =>
  scopes.flatMap((scope) => scope.split(/[\s,]+/)).filter((scope) => scope !== '');

const unique = (scopes: readonly string[]): string[] => [...new Set(scopes)];

/**
 * The Azure resource a Microsoft scope belongs to: 'resource/scope' names it (an api:// prefix dropped),
 * the OpenID Connect scopes belong to none, any other bare scope is a Microsoft Graph one.
 */
export const microsoftResourceOf = (scope: string): string | undefined => {
  const slash = scope.lastIndexOf('/');
  if (slash > 0) return scope.slice(0, slash).replace(/^api:\/\//, '').replace(/\/+$/, '');
  return MICROSOFT_OIDC_SCOPES.has(scope) ? undefined : MICROSOFT_GRAPH_RESOURCE;
};

export interface ScopeError {
  readonly _tag: 'MultipleResources';
  readonly resources: readonly string[];
  readonly message: string;
}

/**
 * The scopes to send for a session: the provider's defaults together with the asked ones, in the
 * provider's spelling. A Microsoft access token has a single audience, so asking for scopes of several
 * Azure resources at once is refused; a session for another resource than Microsoft Graph gets no
 * Graph defaults.
 */
export const requestedScopes = (providerId: string, asked: readonly string[]): E.Either<ScopeError, readonly string[]> => {
  const askedScopes = splitScopes(asked).map((scope) => providerScope(providerId, scope));
  if (providerId !== 'microsoft') return E.right(unique([...defaultScopesOf(providerId), ...askedScopes]));
  const resources = unique(askedScopes.flatMap((scope) => microsoftResourceOf(scope) ?? []));
  if (resources.length > 1) {
    return E.left({ _tag: 'MultipleResources', resources, message: messages.microsoftMultipleResources(resources) });
  }
  const graphSession = resources.length === 0 || resources[0] === MICROSOFT_GRAPH_RESOURCE;
  return E.right(unique([...(graphSession ? defaultScopesOf(providerId) : []), ...askedScopes]));
};

/** The scopes a returned session says it holds: providerInfo.scopes, else its scope text. */
export const grantedScopes = (providerInfo: ProviderInfo): readonly string[] => {
  const listed = providerInfo.scopes;
  if (Array.isArray(listed)) return splitScopes(listed.filter((scope): scope is string => typeof scope === 'string'));
  const text = providerInfo['scope'];
  return typeof text === 'string' ? splitScopes([text]) : [];
};

const shortName = (scope: string): string => scope.slice(scope.lastIndexOf('/') + 1).toLowerCase();

/**
 * Whether every asked scope (in the provider's spelling) is among the granted ones. Azure reports the
 * scopes of a resource without the resource in front, so a granted short name matches too.
 */
export const hasScopes = (providerId: string, granted: readonly string[], asked: readonly string[]): boolean => {
  const exact = new Set(granted);
  const short = new Set(granted.map(shortName));
  return splitScopes(asked)
    .map((scope) => providerScope(providerId, scope))
    .every((scope) => exact.has(scope) || (providerId === 'microsoft' && short.has(shortName(scope))));
};
