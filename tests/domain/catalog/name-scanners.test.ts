import fc from 'fast-check';
import {
  isAbsoluteUrl,
  isValidApiVersion,
  isValidDnsLabel,
  isValidDnsSubdomain,
  isValidEntityName,
  isValidKind,
  isValidLabelKey,
  isValidTag,
} from '../../../domain/catalog/field-validators';
import { isWhiteSpace } from '../../../domain/catalog/name-scanners';

// The character scans replaced these regular expressions (with the same length limits); they must agree on every input.
const KIND = /^[a-zA-Z][a-zA-Z0-9]*$/;
const OBJECT_NAME = /^(?:[A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const DNS_LABEL = /^[a-z0-9]+(?:-+[a-z0-9]+)*$/;
const DNS_SUBDOMAIN = /^[a-z0-9]+(?:-+[a-z0-9]+)*(?:\.[a-z0-9]+(?:-+[a-z0-9]+)*)*$/;
const API_VERSION_SUFFIX = /^[a-zA-Z0-9]+$/;
const TAG = /^[a-z0-9+#]+(?:-[a-z0-9+#]+)*$/;
const ABSOLUTE_URL = /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]+$/;

const within = (value: string, max: number) => value.length >= 1 && value.length <= max;
const labelsAtMost63 = (value: string) => value.split('.').every((label) => label.length <= 63);
const subdomain = (value: string) => within(value, 253) && DNS_SUBDOMAIN.test(value) && labelsAtMost63(value);
const name = (value: string) => within(value, 63) && OBJECT_NAME.test(value);
const prefixed = (value: string, suffix: (s: string) => boolean) => {
  const parts = value.split('/');
  if (parts.length > 2) return false;
  return parts.length === 1 ? suffix(value) : subdomain(parts[0]!) && suffix(parts[1]!);
};

const oracles: ReadonlyArray<readonly [string, (value: string) => boolean, (value: string) => boolean]> = [
  ['kind', isValidKind, (v) => within(v, 63) && KIND.test(v)],
  ['name', isValidEntityName, name],
  ['DNS label', isValidDnsLabel, (v) => within(v, 63) && DNS_LABEL.test(v)],
  ['DNS subdomain', isValidDnsSubdomain, subdomain],
  ['apiVersion', isValidApiVersion, (v) => prefixed(v, (s) => within(s, 63) && API_VERSION_SUFFIX.test(s))],
  ['label key', isValidLabelKey, (v) => prefixed(v, name)],
  ['tag', isValidTag, (v) => within(v, 63) && TAG.test(v)],
  ['absolute URL', isAbsoluteUrl, (v) => ABSOLUTE_URL.test(v)],
];

const WHITE_SPACE = ['\t', '\n', '\v', '\f', '\r', ' ', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
const units = ['a', 'z', 'A', 'Z', '0', '9', '-', '_', '.', '/', '+', '#', ':', 'é', '\u0000', '\u200b', ...WHITE_SPACE];
const noisy = fc.string({ unit: fc.constantFrom(...units), maxLength: 16 });
const long = fc.tuple(fc.constantFrom('a', 'a.', 'a-', 'a/', 'a:'), fc.integer({ min: 60, max: 260 })).map(([unit, n]) => unit.repeat(n).slice(0, n));

describe('character scans agree with the regular expressions they replaced', () => {
  it.each(oracles)('%s', (_name, scan, oracle) => {
    fc.assert(fc.property(fc.oneof(noisy, long), (value) => scan(value) === oracle(value)), { numRuns: 5000 });
  });

  it('white space is what \\s matches, for every UTF-16 code unit', () => {
    for (let code = 0; code <= 0xffff; code++) {
      const matches = /\s/.test(String.fromCharCode(code));
      if (isWhiteSpace(code) !== matches) throw new Error(`code ${code.toString(16)}: scan says ${!matches}`);
    }
  });
});
