// Format rules and length limits of entity fields. Each is a hand-written,
// allocation-free predicate over `unknown`, so the entity validator can run them at full speed.
import { API_VERSION_SUFFIX_MAX_LENGTH, KIND_MAX_LENGTH, NAME_MAX_LENGTH, TAG_MAX_LENGTH } from './constants';
import {
  prefixedNameStart,
  scanAbsoluteUrl,
  scanAlphanumeric,
  scanDnsLabel,
  scanDnsSubdomain,
  scanKind,
  scanObjectName,
  scanTag,
} from './name-scanners';

/** Kind: 1-63 characters, a letter first, then letters and digits. */
export const isValidKind = (value: unknown): value is string => typeof value === 'string' && scanKind(value, KIND_MAX_LENGTH);

/** Object name: 1-63 letters, digits, '-', '_' or '.', starting and ending with a letter or digit. */
export const isValidEntityName = (value: unknown): value is string =>
  typeof value === 'string' && scanObjectName(value, 0, value.length, NAME_MAX_LENGTH);

/** DNS label: 1-63 lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const isValidDnsLabel = (value: unknown): value is string =>
  typeof value === 'string' && scanDnsLabel(value, 0, value.length);

/** Namespace: a DNS label. */
export const isValidNamespace = isValidDnsLabel;

/** DNS subdomain: up to 253 characters of dot-separated DNS labels. */
export const isValidDnsSubdomain = (value: unknown): value is string =>
  typeof value === 'string' && scanDnsSubdomain(value, 0, value.length);

/** API version: an optional DNS-subdomain prefix and '/', then 1-63 letters and digits. */
export const isValidApiVersion = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const start = prefixedNameStart(value);
  return start !== -1 && scanAlphanumeric(value, start, value.length, API_VERSION_SUFFIX_MAX_LENGTH);
};

/** Tag: 1-63 lowercase letters, digits, '+' and '#', in words separated by single hyphens. */
export const isValidTag = (value: unknown): value is string => typeof value === 'string' && scanTag(value, TAG_MAX_LENGTH);

/** Label key: an optional DNS-subdomain prefix and '/', then an object name. */
export const isValidLabelKey = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const start = prefixedNameStart(value);
  return start !== -1 && scanObjectName(value, start, value.length, NAME_MAX_LENGTH);
};

/** Label value: empty, or an object name. */
export const isValidLabelValue = (value: unknown): value is string => value === '' || isValidEntityName(value);

/** Annotation key: same shape as a label key. */
export const isValidAnnotationKey = isValidLabelKey;

/** Annotation value: any string. */
export const isValidAnnotationValue = (value: unknown): value is string => typeof value === 'string';

const isPrintableAscii = (code: number): boolean => code > 32 && code < 127;

/** A string with at least one character that is not white space. */
export const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && (isPrintableAscii(value.charCodeAt(0)) || value.trim().length > 0);

/** An absolute URL: a scheme, a colon and no white space. */
export const isAbsoluteUrl = (value: unknown): value is string => typeof value === 'string' && scanAbsoluteUrl(value);

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
