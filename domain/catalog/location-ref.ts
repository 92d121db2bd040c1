// Locations and location references: `type:target`, both non-empty,
// type 'url' when a location names none; bare http/https refs and javascript: targets refused.
import * as E from 'fp-ts/Either';
import { describeValue } from '../shared/input';
import { DEFAULT_LOCATION_TYPE } from './constants';
import { locationRefMessages } from './messages';

export interface LocationRef {
  readonly type: string;
  readonly target: string;
}

/** A registered location (GET /locations answers with these). */
export interface Location extends LocationRef {
  readonly id: string;
}

export interface LocationRefError {
  readonly _tag: 'LocationRefError';
  readonly message: string;
}

const refused = (message: string): E.Either<LocationRefError, never> => E.left({ _tag: 'LocationRefError', message });

// Browsers ignore leading control characters and tabs/newlines inside a scheme, so do we.
// eslint-disable-next-line no-control-regex
const JAVASCRIPT_SCHEME = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

/** True for `javascript:` URLs, including the obfuscated spellings browsers still run. */
export const isJavascriptUrl = (value: string): boolean => JAVASCRIPT_SCHEME.test(value);

/** Parses `type:target`. Splits at the first ':'; type and target are trimmed. */
export const parseLocationRef = (ref: unknown): E.Either<LocationRefError, LocationRef> => {
  // Described rather than converted: String() throws on objects without a prototype.
  if (typeof ref !== 'string') return refused(locationRefMessages.notAString(describeValue(ref)));
  if (isJavascriptUrl(ref)) return refused(locationRefMessages.javascript(ref));
  const colon = ref.indexOf(':');
  if (colon < 0) return refused(locationRefMessages.malformed(ref));
  const type = ref.slice(0, colon).trim();
  const target = ref.slice(colon + 1).trim();
  if (!type || !target) return refused(locationRefMessages.malformed(ref));
  if (type === 'http' || type === 'https') return refused(locationRefMessages.bareHttp(ref));
  if (isJavascriptUrl(target)) return refused(locationRefMessages.javascript(ref));
  return E.right({ type, target });
};

/** Writes `type:target`; refuses an empty part or a javascript: target. */
export const stringifyLocationRef = (ref: LocationRef): E.Either<LocationRefError, string> => {
  if (!ref.type) return refused(locationRefMessages.emptyType);
  if (!ref.target) return refused(locationRefMessages.emptyTarget);
  const text = `${ref.type}:${ref.target}`;
  if (isJavascriptUrl(ref.target) || isJavascriptUrl(ref.type)) return refused(locationRefMessages.javascript(text));
  return E.right(text);
};

/** A location ref for a target, of type 'url' unless told otherwise. */
export const locationRefFor = (target: string, type: string = DEFAULT_LOCATION_TYPE): LocationRef => ({
  type: type || DEFAULT_LOCATION_TYPE,
  target,
});
