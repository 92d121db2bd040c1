// Format rules and length limits of entity fields. Each is a hand-written,
// allocation-light predicate over `unknown`, so the entity validator can run them at full speed.
import {
  API_VERSION_SUFFIX_MAX_LENGTH,
  DNS_LABEL_MAX_LENGTH,
  DNS_SUBDOMAIN_MAX_LENGTH,
  KIND_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TAG_MAX_LENGTH,
} from './constants';

const KIND = /^[a-zA-Z][a-zA-Z0-9]*$/;
const OBJECT_NAME = /^(?:[A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const DNS_LABEL = /^[a-z0-9]+(?:-+[a-z0-9]+)*$/;
const DNS_SUBDOMAIN = /^[a-z0-9]+(?:-+[a-z0-9]+)*(?:\.[a-z0-9]+(?:-+[a-z0-9]+)*)*$/;
const API_VERSION_SUFFIX = /^[a-zA-Z0-9]+$/;
const TAG = /^[a-z0-9+#]+(?:-[a-z0-9+#]+)*$/;
/** An absolute URL: a scheme, a colon and no whitespace. */
const ABSOLUTE_URL = /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]+$/;

/** Kind: 1-63 characters, a letter first, then letters and digits. */
export const isValidKind = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= KIND_MAX_LENGTH && KIND.test(value);

/** Object name: 1-63 letters, digits, '-', '_' or '.', starting and ending with a letter or digit. */
export const isValidEntityName = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= NAME_MAX_LENGTH && OBJECT_NAME.test(value);

/** DNS label: 1-63 lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const isValidDnsLabel = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= DNS_LABEL_MAX_LENGTH && DNS_LABEL.test(value);

/** Namespace: a DNS label. */
export const isValidNamespace = isValidDnsLabel;

const labelsAtMost63 = (value: string): boolean => {
  let start = 0;
  for (let i = 0; i <= value.length; i++) {
    if (i === value.length || value.charCodeAt(i) === 46 /* . */) {
      if (i - start > DNS_LABEL_MAX_LENGTH) return false;
      start = i + 1;
    }
  }
  return true;
};

/** DNS subdomain: up to 253 characters of dot-separated DNS labels. */
export const isValidDnsSubdomain = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length >= 1 &&
  value.length <= DNS_SUBDOMAIN_MAX_LENGTH &&
  DNS_SUBDOMAIN.test(value) &&
  labelsAtMost63(value);

/** `suffix` or `prefix/suffix`, each part checked on its own; more than one '/' is refused. */
const isValidPrefixAndSuffix = (
  value: unknown,
  isValidPrefix: (prefix: string) => boolean,
  isValidSuffix: (suffix: string) => boolean,
): value is string => {
  if (typeof value !== 'string') return false;
  const slash = value.indexOf('/');
  if (slash === -1) return isValidSuffix(value);
  if (value.indexOf('/', slash + 1) !== -1) return false;
  return isValidPrefix(value.slice(0, slash)) && isValidSuffix(value.slice(slash + 1));
};

const isValidApiVersionSuffix = (suffix: string): boolean =>
  suffix.length >= 1 && suffix.length <= API_VERSION_SUFFIX_MAX_LENGTH && API_VERSION_SUFFIX.test(suffix);

/** API version: an optional DNS-subdomain prefix and '/', then 1-63 letters and digits. */
export const isValidApiVersion = (value: unknown): value is string =>
  isValidPrefixAndSuffix(value, isValidDnsSubdomain, isValidApiVersionSuffix);

/** Tag: 1-63 lowercase letters, digits, '+' and '#', in words separated by single hyphens. */
export const isValidTag = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= TAG_MAX_LENGTH && TAG.test(value);

/** Label key: an optional DNS-subdomain prefix and '/', then an object name. */
export const isValidLabelKey = (value: unknown): value is string =>
  isValidPrefixAndSuffix(value, isValidDnsSubdomain, isValidEntityName);

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

export const isAbsoluteUrl = (value: unknown): value is string =>
  typeof value === 'string' && ABSOLUTE_URL.test(value);

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
