import fc from 'fast-check';
import {
  isAbsoluteUrl,
  isNonEmptyString,
  isValidAnnotationKey,
  isValidAnnotationValue,
  isValidApiVersion,
  isValidDnsLabel,
  isValidDnsSubdomain,
  isValidEntityName,
  isValidKind,
  isValidLabelKey,
  isValidLabelValue,
  isValidNamespace,
  isValidTag,
} from '../../../domain/catalog/field-validators';

const x = (n: number, char = 'a') => char.repeat(n);

type Table = ReadonlyArray<readonly [unknown, boolean]>;

const table = (name: string, isValid: (value: unknown) => boolean, rows: Table) => {
  describe(name, () => {
    it.each(rows.map(([value, valid]) => [JSON.stringify(value)?.slice(0, 40) ?? String(value), value, valid] as const))(
      '%s -> %s',
      (_label, value, valid) => {
        expect(isValid(value)).toBe(valid);
      },
    );
  });
};

// Kind: 1-63 characters, letter first, alphanumeric.
table('kind', isValidKind, [
  ['Component', true],
  ['a', true],
  ['API', true],
  ['Kind2', true],
  [x(63), true],
  [x(64), false],
  ['', false],
  ['2Kind', false],
  ['my-kind', false],
  ['my_kind', false],
  ['my kind', false],
  [7, false],
  [undefined, false],
]);

// Name 1-63, alphanumerics plus - _ . with alphanumeric ends.
table('name', isValidEntityName, [
  ['payments', true],
  ['Payments.API_v2-beta', true],
  ['a', true],
  ['9', true],
  ['a-b', true],
  ['a..b', true],
  [x(63), true],
  [x(64), false],
  ['', false],
  ['-a', false],
  ['a-', false],
  ['.a', false],
  ['a_', false],
  ['a b', false],
  ['a/b', false],
  ['a:b', false],
  ['ä', false],
  [null, false],
]);

// Namespace: DNS label 1-63 lowercase alphanumerics and hyphens.
table('namespace', isValidNamespace, [
  ['default', true],
  ['team-a', true],
  ['a--b', true],
  ['0', true],
  [x(63), true],
  [x(64), false],
  ['', false],
  ['Team', false],
  ['-a', false],
  ['a-', false],
  ['a.b', false],
  ['a_b', false],
]);

// DNS subdomain up to 253: dot-separated DNS labels.
table('DNS subdomain', isValidDnsSubdomain, [
  ['backstage.io', true],
  ['a', true],
  ['a-b.c-d.example.com', true],
  [`${x(63)}.${x(63)}.${x(63)}.${x(61)}`, true], // 253
  [`${x(63)}.${x(63)}.${x(63)}.${x(62)}`, false], // 254
  [`${x(64)}.io`, false],
  ['', false],
  ['.io', false],
  ['a..io', false],
  ['io.', false],
  ['Backstage.io', false],
  ['-a.io', false],
]);

// API version: optional DNS-subdomain prefix plus '/', suffix 1-63 alphanumerics.
table('apiVersion', isValidApiVersion, [
  ['backstage.io/v1alpha1', true],
  ['scaffolder.backstage.io/v1beta3', true],
  ['v1', true],
  ['V1Beta', true],
  [`example.com/${x(63)}`, true],
  [`example.com/${x(64)}`, false],
  ['backstage.io/', false],
  ['/v1', false],
  ['Backstage.io/v1', false],
  ['a/b/c', false],
  ['backstage.io/v1-alpha', false],
  ['', false],
  [1, false],
]);

// Tag 1-63 lowercase alphanumerics, + and #, hyphen-separated.
table('tag', isValidTag, [
  ['java', true],
  ['c++', true],
  ['c#', true],
  ['data-pipeline', true],
  ['tier-1', true],
  [x(63), true],
  [x(64), false],
  ['', false],
  ['Java', false],
  ['-java', false],
  ['java-', false],
  ['a--b', false],
  ['a b', false],
  ['a:b', false],
  ['a.b', false],
  ['a_b', false],
]);

// Label/annotation keys: optional prefix plus name.
table('label key', isValidLabelKey, [
  ['app', true],
  ['backstage.io/kubernetes-id', true],
  ['example.com/Cost_Center.v2', true],
  [`${x(64)}.com/name`, false],
  ['backstage.io/', false],
  ['/name', false],
  ['a/b/c', false],
  ['Backstage.io/name', false],
  ['backstage.io/-name', false],
  ['', false],
]);

table('annotation key', isValidAnnotationKey, [
  ['backstage.io/view-url', true],
  ['github.com/project-slug', true],
  ['jenkins.io/job-full-name', true],
  ['simple', true],
  ['backstage.io/view url', false],
  ['a/b/c', false],
]);

// Label value: empty or an object name.
table('label value', isValidLabelValue, [
  ['', true],
  ['production', true],
  ['Value_1.x', true],
  ['-bad', false],
  ['has space', false],
  [x(64), false],
  [true, false],
]);

// Annotation values: strings.
table('annotation value', isValidAnnotationValue, [
  ['', true],
  ['url:https://github.com/acme/x', true],
  ['anything at all, even with spaces / slashes', true],
  [1, false],
  [null, false],
  [{}, false],
]);

table('non-empty string', isNonEmptyString, [
  ['a', true],
  [' a ', true],
  ['\u00a0a', true],
  ['', false],
  ['   ', false],
  ['\u00a0', false],
  [3, false],
]);

table('absolute URL', isAbsoluteUrl, [
  ['https://example.com', true],
  ['mailto:team@example.com', true],
  ['example.com', false],
  ['/relative/path', false],
  ['https://exa mple.com', false],
  ['', false],
]);

describe('label key prefix length', () => {
  it('accepts a 253 character prefix and refuses 254', () => {
    const prefix253 = `${x(63)}.${x(63)}.${x(63)}.${x(61)}`;
    const prefix254 = `${x(63)}.${x(63)}.${x(63)}.${x(62)}`;
    expect(isValidLabelKey(`${prefix253}/name`)).toBe(true);
    expect(isValidLabelKey(`${prefix254}/name`)).toBe(false);
  });
});

// Generators of valid values, straight from the rules.
const lowerAlnum = 'abcdefghijklmnopqrstuvwxyz0123456789';
const alnum = `${lowerAlnum}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;
const chars = (set: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...set.split('')), minLength: min, maxLength: max });

const validKind = fc
  .tuple(chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', 1, 1), chars(alnum, 0, 62))
  .map(([first, rest]) => first + rest);
const validName = fc.oneof(
  chars(alnum, 1, 1),
  fc.tuple(chars(alnum, 1, 1), chars(`${alnum}-_.`, 0, 61), chars(alnum, 1, 1)).map(([a, b, c]) => a + b + c),
);
const dnsLabel = fc.array(chars(lowerAlnum, 1, 8), { minLength: 1, maxLength: 4 }).map((words) => words.join('-'));
const validDnsLabel = dnsLabel.filter((label) => label.length <= 63);
const validSubdomain = fc.array(validDnsLabel, { minLength: 1, maxLength: 5 }).map((labels) => labels.join('.'));
const validTag = fc
  .array(chars(`${lowerAlnum}+#`, 1, 6), { minLength: 1, maxLength: 5 })
  .map((words) => words.join('-'))
  .filter((tag) => tag.length <= 63);
const validApiVersion = fc
  .tuple(fc.option(validSubdomain, { nil: undefined }), chars(alnum, 1, 63))
  .map(([prefix, suffix]) => (prefix ? `${prefix}/${suffix}` : suffix));
const validLabelKey = fc
  .tuple(fc.option(validSubdomain, { nil: undefined }), validName)
  .map(([prefix, name]) => (prefix ? `${prefix}/${name}` : name));

describe('properties: generated valid values are accepted', () => {
  it.each([
    ['kind', validKind, isValidKind],
    ['name', validName, isValidEntityName],
    ['namespace', validDnsLabel, isValidNamespace],
    ['DNS label', validDnsLabel, isValidDnsLabel],
    ['DNS subdomain', validSubdomain, isValidDnsSubdomain],
    ['tag', validTag, isValidTag],
    ['apiVersion', validApiVersion, isValidApiVersion],
    ['label key', validLabelKey, isValidLabelKey],
    ['annotation key', validLabelKey, isValidAnnotationKey],
    ['label value', fc.oneof(fc.constant(''), validName), isValidLabelValue],
  ] as const)('%s', (_name, arbitrary, isValid) => {
    fc.assert(fc.property(arbitrary as fc.Arbitrary<string>, (value) => isValid(value)));
  });
});

describe('properties: generated invalid values are refused', () => {
  const forbiddenChar = (allowed: string) =>
    fc.constantFrom(...' !"$%&\'()*,/:;<=>?@[\\]^`{|}~äÅ\t'.split('')).filter((c) => !allowed.includes(c));

  it('a forbidden character anywhere breaks kind, name, namespace and tag', () => {
    const cases = [
      [validKind, isValidKind, alnum],
      [validName, isValidEntityName, `${alnum}-_.`],
      [validDnsLabel, isValidNamespace, `${lowerAlnum}-`],
      [validTag, isValidTag, `${lowerAlnum}+#-`],
    ] as const;
    for (const [valid, isValid, allowed] of cases) {
      fc.assert(
        fc.property(valid as fc.Arbitrary<string>, forbiddenChar(allowed), fc.nat(), (value, bad, at) => {
          const i = at % (value.length + 1);
          return !isValid(value.slice(0, i) + bad + value.slice(i));
        }),
      );
    }
  });

  it('more than 63 characters breaks kind, name, namespace, tag and an apiVersion suffix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 64, max: 300 }), (length) => {
        const value = 'a'.repeat(length);
        return !isValidKind(value) && !isValidEntityName(value) && !isValidNamespace(value) && !isValidTag(value) && !isValidApiVersion(`backstage.io/${value}`);
      }),
    );
  });

  it('a hyphen, underscore or dot at either end breaks a name', () => {
    fc.assert(
      fc.property(validName, fc.constantFrom('-', '_', '.'), fc.boolean(), (name, edge, atStart) =>
        !isValidEntityName(atStart ? edge + name.slice(0, 62) : name.slice(0, 62) + edge),
      ),
    );
  });

  it('an uppercase letter breaks a namespace, a tag and a subdomain', () => {
    fc.assert(
      fc.property(validDnsLabel, fc.constantFrom('A', 'Q', 'Z'), (label, upper) => {
        const value = (upper + label).slice(0, 63);
        return !isValidNamespace(value) && !isValidTag(value) && !isValidDnsSubdomain(value);
      }),
    );
  });

  it('a second slash breaks apiVersion and keys', () => {
    fc.assert(
      fc.property(validSubdomain, validName, validName, (prefix, name, extra) => {
        const value = `${prefix}/${name}/${extra}`;
        return !isValidLabelKey(value) && !isValidAnnotationKey(value) && !isValidApiVersion(value);
      }),
    );
  });
});

describe('agreement with Backstage catalog-model validators', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { KubernetesValidatorFunctions: k8s, CommonValidatorFunctions: common } = require('@backstage/catalog-model') as {
    KubernetesValidatorFunctions: Record<string, (value: unknown) => boolean>;
    CommonValidatorFunctions: Record<string, (value: unknown) => boolean>;
  };
  const noisy = fc.string({ unit: fc.constantFrom('a', 'Z', '0', '-', '_', '.', '/', '+', '#', ':', ' '), maxLength: 12 });

  it.each([
    ['kind', isValidKind, k8s.isValidKind],
    ['name', isValidEntityName, k8s.isValidObjectName],
    ['namespace', isValidNamespace, k8s.isValidNamespace],
    ['apiVersion', isValidApiVersion, k8s.isValidApiVersion],
    ['label key', isValidLabelKey, k8s.isValidLabelKey],
    ['label value', isValidLabelValue, k8s.isValidLabelValue],
    ['annotation key', isValidAnnotationKey, k8s.isValidAnnotationKey],
    ['DNS subdomain', isValidDnsSubdomain, common.isValidDnsSubdomain],
    // The tag rule (no ':') is Backstage's deprecated CommonValidatorFunctions.isValidTag.
    ['tag', isValidTag, common.isValidTag],
  ] as const)('%s', (_name, ours, theirs) => {
    fc.assert(
      fc.property(noisy, (value) => {
        expect(ours(value)).toBe(theirs!(value));
      }),
      { numRuns: 3000 },
    );
  });
});
