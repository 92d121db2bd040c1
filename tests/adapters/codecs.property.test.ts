import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import * as t from 'io-ts';
import { decodeWith } from '../../adapters/shared/decode';

/** Every `adapters/<ctx>/<name>.codec.ts`, found on disk so a new codec is covered without touching this test. */
const adaptersRoot = join(__dirname, '..', '..', 'adapters');
const codecFiles = readdirSync(adaptersRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(join(adaptersRoot, dir.name))
      .filter((file) => file.endsWith('.codec.ts'))
      .map((file) => join(adaptersRoot, dir.name, file)),
  )
  .sort();

interface NamedCodec {
  readonly name: string;
  readonly codec: t.Type<unknown, unknown, unknown>;
}

const codecsOf = (file: string): NamedCodec[] => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exports = require(file) as Record<string, unknown>;
  return Object.entries(exports)
    .filter((entry): entry is [string, t.Type<unknown, unknown, unknown>] => entry[1] instanceof t.Type)
    .map(([name, codec]) => ({ name: `${relative(adaptersRoot, file)} ${name}`, codec }));
};

const codecs = codecFiles.flatMap(codecsOf);

/**
 * Field names the codecs read (harvested from their source), so random objects reach past the
 * first level of each codec instead of failing on the first missing key.
 */
const wireKeys = [
  ...new Set(codecFiles.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"]?([A-Za-z_$][\w$-]*)['"]?\s*:/g)].map((m) => m[1]!))),
];

const scalar = fc.oneof(
  fc.string(),
  fc.constantFrom('', 'default', 'Component', 'component:default/x', 'user:default/guest', '2024-01-01T00:00:00Z', 'ALLOW', 'DENY', 'CONDITIONAL'),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** JSON shaped like wire data: objects keyed by the codecs' own field names, nested a few levels. */
const wireLike = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...wireKeys), tie('value'), { maxKeys: 8 }),
  ),
})).value;

const randomJson = fc.oneof(fc.jsonValue(), wireLike);

describe('every io-ts codec under adapters/ survives random JSON', () => {
  it('finds the codec modules and their codecs', () => {
    expect(codecFiles.length).toBeGreaterThanOrEqual(15);
    expect(codecs.length).toBeGreaterThanOrEqual(40);
    expect(codecs.map((c) => c.name)).toEqual(
      expect.arrayContaining(['catalog/entity.codec.ts EntityCodec', 'kubernetes/kubernetes-objects.codec.ts PodCodec', 'shared/json.codec.ts JsonValueCodec']),
    );
  });

  it.each(codecs.map((c) => [c.name, c.codec] as const))('%s: decoding never throws; it succeeds or names failing paths', (_name, codec) => {
    fc.assert(
      fc.property(randomJson, (value) => {
        const raw = codec.decode(value);
        if (E.isLeft(raw)) expect(raw.left.length).toBeGreaterThan(0);
        const decoded = decodeWith(codec)(value);
        expect(E.isRight(decoded)).toBe(E.isRight(raw));
        if (E.isLeft(decoded)) {
          const error = decoded.left;
          expect(error._tag).toBe('Decode');
          if (error._tag !== 'Decode') return;
          expect(error.paths.length).toBeGreaterThan(0);
          for (const path of error.paths) expect(path).toMatch(/^\S+: expected .+, got /);
          expect(error.message).toBe(`The backend answered with data Portico cannot read: ${error.paths.join('; ')}`);
        }
      }),
      { numRuns: 150 },
    );
  });

  it.each(codecs.map((c) => [c.name, c.codec] as const))('%s: values that are not JSON objects at all are refused or accepted without throwing', (_name, codec) => {
    for (const value of [undefined, null, 0, -1, '', 'x', true, [], [null], {}, { __proto__: null }, Object.create(null) as unknown]) {
      expect(() => decodeWith(codec)(value)).not.toThrow();
    }
  });
});

describe('decoder functions built on the codecs', () => {
  it('decodeIntegrationsConfig never throws and names failing paths under integrations.', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { decodeIntegrationsConfig } = require('../../adapters/import/integrations-config.codec') as typeof import('../../adapters/import/integrations-config.codec');
    fc.assert(
      fc.property(randomJson, (value) => {
        const decoded = decodeIntegrationsConfig(value);
        if (E.isLeft(decoded)) {
          expect(decoded.left.length).toBeGreaterThan(0);
          for (const path of decoded.left) expect(path).toMatch(/^integrations(\.|:)/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
