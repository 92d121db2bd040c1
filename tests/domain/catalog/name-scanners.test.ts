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

describe('prefixed keys (apiVersions, label and annotation keys) agree with the regular expressions near their limits', () => {
  const label = fc.oneof(
    fc.string({ unit: fc.constantFrom('a', 'z', '0', '-', 'A', '_'), maxLength: 4 }),
    fc.integer({ min: 61, max: 65 }).map((n) => `a${'-'.repeat(n - 2)}b`),
  );
  const prefix = fc.oneof(
    fc.array(label, { minLength: 1, maxLength: 5 }).map((labels) => labels.join('.')),
    // Prefixes of 250-256 characters: dot-separated labels of up to 63.
    fc.integer({ min: 250, max: 256 }).map((n) => Array.from({ length: Math.ceil(n / 63) }, () => 'b'.repeat(62)).join('.').slice(0, n).replace(/\.$/, 'c')),
  );
  const key = fc.tuple(prefix, fc.constantFrom('/', '//', '.', ''), noisy).map(([p, slash, name]) => `${p}${slash}${name}`);

  it.each(oracles.filter(([name]) => name === 'apiVersion' || name === 'label key'))('%s', (_name, scan, oracle) => {
    fc.assert(fc.property(key, (value) => scan(value) === oracle(value)), { numRuns: 5000 });
  });

  it.each([
    [`${'a'.repeat(63)}/name`, true],
    [`${'a'.repeat(64)}/name`, false],
    [`${`${'a'.repeat(63)}.`.repeat(3)}${'b'.repeat(61)}/name`, true], // 253 characters before the '/'
    [`${`${'a'.repeat(63)}.`.repeat(3)}${'b'.repeat(62)}/name`, false], // 254
    ['/name', false],
    ['a./name', false],
    ['.a/name', false],
    ['a-/name', false],
    ['example.com/a/b', false],
    ['Example.com/name', false],
    ['name', true],
  ])('label key %s → %s', (value, valid) => {
    expect(isValidLabelKey(value)).toBe(valid);
  });
});
