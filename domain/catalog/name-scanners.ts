// Character scans behind the field validators. Each checks the part of a string from `start` to
// `end`, so a `prefix/name` key is checked in place, without slicing it, and without a regular
// expression call per field: the validator runs them a dozen times for every entity.
import { DNS_LABEL_MAX_LENGTH, DNS_SUBDOMAIN_MAX_LENGTH } from './constants';

const HYPHEN = 45;
const DOT = 46;
const SLASH = 47;
const COLON = 58;

/** Character classes of ASCII characters, as bits of one lookup table; other characters are in none. */
const LETTER = 1;
const ALPHANUMERIC = 2;
const LOWER_ALPHANUMERIC = 4;
const NAME_INNER = 8; // letters, digits, '-', '_', '.'
const DNS_INNER = 16; // lowercase letters, digits, '-'
const TAG_WORD = 32; // lowercase letters, digits, '+', '#'
const SCHEME = 64; // letters, digits, '+', '.', '-'

const CLASSES = ((): Uint8Array => {
  const table = new Uint8Array(128);
  const add = (characters: string, bits: number) => {
    for (const character of characters) table[character.charCodeAt(0)]! |= bits;
  };
  const lower = 'abcdefghijklmnopqrstuvwxyz';
  const upper = lower.toUpperCase();
  const digits = '0123456789';
  add(lower + upper, LETTER);
  add(lower + upper + digits, ALPHANUMERIC | NAME_INNER | SCHEME);
  add(lower + digits, LOWER_ALPHANUMERIC | DNS_INNER | TAG_WORD);
  add('-_.', NAME_INNER);
  add('-', DNS_INNER);
  add('+#', TAG_WORD);
  add('+.-', SCHEME);
  return table;
})();

const isIn = (code: number, bits: number): boolean => code < 128 && (CLASSES[code]! & bits) !== 0;

/** Every character from `start` to `end` is in the class `bits`. */
const allIn = (value: string, start: number, end: number, bits: number): boolean => {
  for (let i = start; i < end; i++) {
    const code = value.charCodeAt(i);
    if (code >= 128 || (CLASSES[code]! & bits) === 0) return false;
  }
  return true;
};

/** What `\s` matches in a regular expression: ECMAScript white space and line terminators. */
export const isWhiteSpace = (code: number): boolean => {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
};

/** 1-`maxLength` characters: a letter, then letters and digits. */
export const scanKind = (value: string, maxLength: number): boolean =>
  value.length >= 1 &&
  value.length <= maxLength &&
  isIn(value.charCodeAt(0), LETTER) &&
  allIn(value, 1, value.length, ALPHANUMERIC);

/** 1-`maxLength` letters and digits. */
export const scanAlphanumeric = (value: string, start: number, end: number, maxLength: number): boolean =>
  end - start >= 1 && end - start <= maxLength && allIn(value, start, end, ALPHANUMERIC);

/** 1-`maxLength` letters, digits, '-', '_' or '.', starting and ending with a letter or digit. */
export const scanObjectName = (value: string, start: number, end: number, maxLength: number): boolean =>
  end - start >= 1 &&
  end - start <= maxLength &&
  isIn(value.charCodeAt(start), ALPHANUMERIC) &&
  isIn(value.charCodeAt(end - 1), ALPHANUMERIC) &&
  allIn(value, start + 1, end - 1, NAME_INNER);

/** 1-63 lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const scanDnsLabel = (value: string, start: number, end: number): boolean =>
  end - start >= 1 &&
  end - start <= DNS_LABEL_MAX_LENGTH &&
  isIn(value.charCodeAt(start), LOWER_ALPHANUMERIC) &&
  isIn(value.charCodeAt(end - 1), LOWER_ALPHANUMERIC) &&
  allIn(value, start + 1, end - 1, DNS_INNER);

/** Up to 253 characters of DNS labels separated by single dots. */
export const scanDnsSubdomain = (value: string, start: number, end: number): boolean => {
  if (end - start < 1 || end - start > DNS_SUBDOMAIN_MAX_LENGTH) return false;
  let labelStart = start;
  for (let i = start; i <= end; i++) {
    if (i === end || value.charCodeAt(i) === DOT) {
      if (!scanDnsLabel(value, labelStart, i)) return false;
      labelStart = i + 1;
    }
  }
  return true;
};

/** A DNS label from `start` to `end` whose characters are already known to be allowed: 1-63 of them, the last a letter or digit. */
const endsDnsLabel = (value: string, start: number, end: number): boolean =>
  end > start && end - start <= DNS_LABEL_MAX_LENGTH && isIn(value.charCodeAt(end - 1), LOWER_ALPHANUMERIC);

/**
 * Where the name of `[prefix/]name` starts, found in one pass over the prefix: 0 when there is no '/', the index after
 * the '/' when what comes before it is a DNS subdomain, -1 when it is not. A second '/' is left to the scan of the
 * name, which refuses it.
 */
export const prefixedNameStart = (value: string): number => {
  const length = value.length;
  let labelStart = 0;
  let i = 0;
  for (; i < length; i++) {
    const code = value.charCodeAt(i);
    if (code === SLASH) return i <= DNS_SUBDOMAIN_MAX_LENGTH && endsDnsLabel(value, labelStart, i) ? i + 1 : -1;
    if (code === DOT) {
      if (!endsDnsLabel(value, labelStart, i)) break;
      labelStart = i + 1;
    } else if (!isIn(code, i === labelStart ? LOWER_ALPHANUMERIC : DNS_INNER)) {
      break;
    }
  }
  // Stopped at a character no prefix holds: a '/' further on means a bad prefix; without one, all of it is the name.
  return i < length && value.indexOf('/', i + 1) !== -1 ? -1 : 0;
};

/** 1-`maxLength` lowercase letters, digits, '+' and '#', in words separated by single hyphens. */
export const scanTag = (value: string, maxLength: number): boolean => {
  const length = value.length;
  if (length < 1 || length > maxLength) return false;
  let afterHyphen = true;
  for (let i = 0; i < length; i++) {
    const code = value.charCodeAt(i);
    if (code === HYPHEN) {
      if (afterHyphen) return false;
      afterHyphen = true;
    } else if (isIn(code, TAG_WORD)) {
      afterHyphen = false;
    } else {
      return false;
    }
  }
  return !afterHyphen;
};

/** A scheme (a letter, then letters, digits, '+', '.' or '-'), a colon, and at least one more character, none of them white space. */
export const scanAbsoluteUrl = (value: string): boolean => {
  const length = value.length;
  if (length < 3 || !isIn(value.charCodeAt(0), LETTER)) return false;
  let i = 1;
  while (i < length && isIn(value.charCodeAt(i), SCHEME)) i++;
  if (i >= length - 1 || value.charCodeAt(i) !== COLON) return false;
  for (i++; i < length; i++) if (isWhiteSpace(value.charCodeAt(i))) return false;
  return true;
};
