import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  applyEnvOverrides,
  ConfigView,
  envConfigLayer,
  isValidConfigKey,
  mergeConfigLayers,
  parseConfigBoolean,
  parseConfigNumber,
  readEnvConfig,
  substituteEnv,
  substituteEnvInString,
  validateConfigKeys,
  type ConfigError,
  type JsonObject,
  type JsonValue,
} from '../../../domain/app/config-values';

const messageOf = <T>(result: E.Either<ConfigError, T>): string => (E.isLeft(result) ? result.left.message : 'Right');
const valueOf = <L, T>(result: E.Either<L, T>): T => {
  if (E.isLeft(result)) throw new Error(`expected Right, got ${JSON.stringify(result.left)}`);
  return result.right;
};

const view = ConfigView.fromLayers([
  {
    context: 'app-config.yaml',
    data: {
      app: { title: 'Portico', baseUrl: 'http://localhost:3000', support: { url: 'https://x' }, empty: '' },
      backend: { baseUrl: 'http://localhost:7007', listen: { port: '7007' } },
      permission: { enabled: 'yes' },
      list: ['a', 'b'],
      endpoints: [{ target: 'http://a', plugins: ['catalog'] }],
      nested: { deep: { value: 1 } },
    },
  },
  {
    context: 'app-config.local.yaml',
    data: { app: { title: 'Local Portico' }, list: ['c'], nested: { deep: { other: 2 } } },
  },
]);

describe('config keys', () => {
  it.each([
    ['app', true],
    ['app.title', true],
    ['app-config.base_url', true],
    ['a1.b2-c3_d4', true],
    ['permission.EXPERIMENTAL_enableBatchedRequests', true],
    ['', false],
    ['app..title', false],
    ['.app', false],
    ['app.', false],
    ['app-', false],
    ['app__x', false],
    ['app title', false],
    ['1app', false],
    ['app.$x', false],
    ['app[0]', false],
  ])('%p valid: %p', (key, valid) => expect(isValidConfigKey(key)).toBe(valid));

  it('accepts any dotted key of letter-led alphanumeric words with - or _ separators', () => {
    const word = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,5}$/);
    const part = fc.array(word, { minLength: 1, maxLength: 3 }).chain((words) =>
      fc.array(fc.constantFrom('-', '_'), { minLength: words.length - 1, maxLength: words.length - 1 }).map((seps) =>
        words.reduce((acc, w, i) => (i === 0 ? w : `${acc}${seps[i - 1]}${w}`), ''),
      ),
    );
    fc.assert(fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), (parts) => expect(isValidConfigKey(parts.join('.'))).toBe(true)));
  });

  it('refuses keys holding any other character', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '$', '/', '[', '#', '!', 'é', ':'), fc.string(), (a, bad, b) =>
        expect(isValidConfigKey(`a${a}${bad}${b}`)).toBe(false),
      ),
    );
  });

  it('reads invalid keys as an error naming the key', () => {
    expect(messageOf(view.getOptionalString('app title'))).toBe("Invalid config key 'app title'");
  });
});

describe('value rules', () => {
  it.each<[unknown, boolean | undefined]>([
    [true, true], [false, false],
    ['y', true], ['yes', true], ['true', true], ['1', true], ['on', true],
    ['Y', true], ['YES', true], ['True', true], ['ON', true], [' yes ', true], [1, true],
    ['n', false], ['no', false], ['false', false], ['0', false], ['off', false],
    ['N', false], ['No', false], ['FALSE', false], ['Off', false], [0, false],
    ['', undefined], ['maybe', undefined], ['2', undefined], [2, undefined], [null, undefined], [{}, undefined], ['yess', undefined],
  ])('boolean %p → %p', (value, expected) => expect(parseConfigBoolean(value)).toBe(expected));

  it('accepts every casing of the boolean words', () => {
    const casing = (word: string) =>
      fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((upper) =>
        [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''),
      );
    fc.assert(
      fc.property(fc.constantFrom('y', 'yes', 'true', '1', 'on', 'n', 'no', 'false', '0', 'off').chain((w) => casing(w).map((c) => [w, c] as const)), ([word, cased]) => {
        expect(parseConfigBoolean(cased)).toBe(['y', 'yes', 'true', '1', 'on'].includes(word));
      }),
    );
  });

  it.each<[unknown, number | undefined]>([
    [3, 3], [-2.5, -2.5], ['7007', 7007], [' 12 ', 12], ['1e3', 1000], ['0', 0],
    ['', undefined], ['  ', undefined], ['abc', undefined], ['12px', undefined], [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined], ['Infinity', undefined], [true, undefined], [null, undefined],
  ])('number %p → %p', (value, expected) => expect(parseConfigNumber(value)).toBe(expected));

  it('reads back any finite number, from a number or its text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(parseConfigNumber(n)).toBe(n);
        // Text loses the sign of zero (String(-0) is '0'), so compare by value, not identity.
        expect(parseConfigNumber(String(n)) === n).toBe(true);
      }),
    );
  });
});

describe('ConfigView getters', () => {
  it('reads strings; later layers win', () => {
    expect(view.getString('app.title')).toEqual(E.right('Local Portico'));
    expect(view.getString('app.baseUrl')).toEqual(E.right('http://localhost:3000'));
    expect(view.getOptionalString('app.missing')).toEqual(E.right(undefined));
  });

  it.each<[string, (v: ConfigView) => E.Either<ConfigError, unknown>, string]>([
    ['an empty string', (v) => v.getString('app.empty'), "Invalid type in config for key 'app.empty' in 'app-config.yaml', got empty-string, wanted string"],
    ['a number as string', (v) => v.getString('nested.deep.value'), "Invalid type in config for key 'nested.deep.value' in 'app-config.yaml', got number, wanted string"],
    ['an object as string', (v) => v.getString('app'), "Invalid type in config for key 'app' in 'app-config.local.yaml', got object, wanted string"],
    ['a missing required string', (v) => v.getString('app.nothing'), "Missing required value in config for key 'app.nothing' (looked in 'app-config.yaml', 'app-config.local.yaml')"],
    ['a path through a string', (v) => v.getString('app.title.x'), "Invalid type in config for key 'app.title' in 'app-config.local.yaml', got string, wanted object"],
    ['an array of strings with a number', () => ConfigView.fromData({ a: ['x', 1] }, 'f.yaml').getStringArray('a'), "Invalid type in config for key 'a[1]' in 'f.yaml', got number, wanted string-array"],
    ['a word as boolean', () => ConfigView.fromData({ a: 'maybe' }, 'f.yaml').getBoolean('a'), "Unable to convert config value for key 'a' in 'f.yaml' to a boolean"],
    ['an object as boolean', () => ConfigView.fromData({ a: {} }, 'f.yaml').getBoolean('a'), "Invalid type in config for key 'a' in 'f.yaml', got object, wanted boolean"],
    ['a word as number', () => ConfigView.fromData({ a: 'ten' }, 'f.yaml').getNumber('a'), "Unable to convert config value for key 'a' in 'f.yaml' to a number"],
    ['null as number', () => ConfigView.fromData({ a: null }, 'f.yaml').getNumber('a'), "Invalid type in config for key 'a' in 'f.yaml', got null, wanted number"],
    ['a list with a string as objects', (v) => v.getConfigArray('list'), "Invalid type in config for key 'list[0]' in 'app-config.local.yaml', got string, wanted object-array"],
    ['a string as object', (v) => v.getConfig('app.title'), "Invalid type in config for key 'app.title' in 'app-config.local.yaml', got string, wanted object"],
  ])('explains %s', (_label, read, message) => {
    expect(messageOf(read(view))).toBe(message);
  });

  it('tags the errors', () => {
    const tags = [
      view.getString('app.empty'),
      view.getString('app.nothing'),
      ConfigView.fromData({ a: 'x' }).getNumber('a'),
      view.getString('a b'),
    ].map((r) => (E.isLeft(r) ? r.left._tag : 'Right'));
    expect(tags).toEqual(['InvalidType', 'MissingValue', 'UnableToConvert', 'InvalidKey']);
  });

  it('converts booleans and numbers', () => {
    expect(view.getBoolean('permission.enabled')).toEqual(E.right(true));
    expect(view.getOptionalBoolean('permission.batched')).toEqual(E.right(undefined));
    expect(view.getNumber('backend.listen.port')).toEqual(E.right(7007));
  });

  it('replaces arrays instead of merging them', () => {
    expect(view.getStringArray('list')).toEqual(E.right(['c']));
  });

  it('merges objects across layers in raw reads and nested views', () => {
    expect(view.getOptional('nested')).toEqual(E.right({ deep: { value: 1, other: 2 } }));
    const nested = valueOf(view.getConfig('nested.deep'));
    expect(nested.getNumber('value')).toEqual(E.right(1));
    expect(nested.getNumber('other')).toEqual(E.right(2));
    expect(nested.keys().sort()).toEqual(['other', 'value']);
    expect(messageOf(nested.getString('value'))).toBe(
      "Invalid type in config for key 'nested.deep.value' in 'app-config.yaml', got number, wanted string",
    );
  });

  it('reads config arrays as views with indexed keys', () => {
    const [first] = valueOf(view.getConfigArray('endpoints'));
    expect(first!.getString('target')).toEqual(E.right('http://a'));
    expect(first!.getStringArray('plugins')).toEqual(E.right(['catalog']));
    expect(messageOf(first!.getString('missing'))).toBe(
      "Missing required value in config for key 'endpoints[0].missing' (looked in 'app-config.yaml')",
    );
    expect(view.getOptionalConfigArray('none')).toEqual(E.right(undefined));
  });

  it('answers has and keys', () => {
    expect(view.has('app.title')).toBe(true);
    expect(view.has('app.nothing')).toBe(false);
    expect(view.has('bad key')).toBe(false);
    expect(view.keys().sort()).toEqual(['app', 'backend', 'endpoints', 'list', 'nested', 'permission']);
  });

  it('never throws and always names the key in its errors', () => {
    const json: fc.Arbitrary<JsonValue> = fc.jsonValue() as fc.Arbitrary<JsonValue>;
    fc.assert(
      fc.property(json, fc.constantFrom('getString', 'getBoolean', 'getNumber', 'getStringArray', 'getConfig', 'getConfigArray'), (value, getter) => {
        const result = (ConfigView.fromData({ some: { key: value } }, 'x.yaml')[getter as 'getString'])('some.key');
        if (E.isLeft(result)) expect(result.left.message).toContain("'some.key");
      }),
    );
  });
});

describe('mergeConfigLayers', () => {
  it('merges objects, replaces arrays and scalars, later wins', () => {
    expect(
      mergeConfigLayers([
        { app: { title: 'a', list: [1, 2], obj: { x: 1 } }, keep: true },
        { app: { title: 'b', list: [3], obj: { y: 2 } } },
        { app: { obj: 'replaced' } },
      ]),
    ).toEqual({ app: { title: 'b', list: [3], obj: 'replaced' }, keep: true });
  });

  it('does not let a __proto__ key touch prototypes', () => {
    const merged = mergeConfigLayers([{ a: {} }, JSON.parse('{"__proto__": {"polluted": true}, "a": {"__proto__": {"x": 1}}}') as JsonObject]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });

  it('keeps every leaf of the last layer, and leaves earlier ones where the last is silent', () => {
    const object = fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.oneof(fc.integer(), fc.dictionary(fc.constantFrom('x', 'y'), fc.integer())));
    fc.assert(
      fc.property(object, object, (lower, higher) => {
        const merged = mergeConfigLayers([lower as JsonObject, higher as JsonObject]) as Record<string, unknown>;
        for (const [key, value] of Object.entries(higher)) {
          if (typeof value === 'number') expect(merged[key]).toBe(value);
          else for (const [k, v] of Object.entries(value)) expect((merged[key] as Record<string, unknown>)[k]).toBe(v);
        }
        for (const [key, value] of Object.entries(lower)) if (!(key in higher)) expect(merged[key]).toEqual(value);
      }),
    );
  });
});

describe('substitution', () => {
  const env = { HOST: 'example.com', PORT: '7007', EMPTY: '' };

  it.each<[string, string | undefined]>([
    ['https://${HOST}:${PORT}', 'https://example.com:7007'],
    ['${ HOST }', 'example.com'],
    ['$${HOST}', '${HOST}'],
    ['cost $5', 'cost $5'],
    ['${EMPTY}x', 'x'],
    ['${MISSING}', undefined],
    ['a ${HOST} ${MISSING}', undefined],
    ['$${MISSING} stays', '${MISSING} stays'],
  ])('%p → %p', (input, output) => expect(substituteEnvInString(input, env)).toBe(output));

  it('drops keys whose variable is unset, and null values', () => {
    expect(
      substituteEnv({ a: '${HOST}', b: '${MISSING}', c: null, d: [1, '${MISSING}', '${PORT}'], e: { f: true } }, env),
    ).toEqual(E.right({ a: 'example.com', d: [1, '7007'], e: { f: true } }));
  });

  it('refuses data that is not JSON', () => {
    expect(substituteEnv({ a: { b: new Date(0) } }, env)).toEqual(E.left("Config value at 'a.b' is not JSON data (got object)"));
    expect(substituteEnv({ a: [Number.POSITIVE_INFINITY] }, env)).toEqual(E.left("Config value at 'a[0]' is not a finite number"));
    expect(substituteEnv([1], env)).toEqual(E.left('Config must hold a mapping at the top level'));
  });

  it('leaves text without placeholders alone and escapes any $${...}', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !s.includes('$')), fc.stringMatching(/^[A-Z_]{1,8}$/), (text, name) => {
        expect(substituteEnvInString(text, {})).toBe(text);
        expect(substituteEnvInString(`${text}$\${${name}}`, {})).toBe(`${text}\${${name}}`);
        expect(substituteEnvInString(`${text}\${${name}}`, { [name]: 'v' })).toBe(`${text}v`);
      }),
    );
  });
});

describe('APP_CONFIG_ overrides', () => {
  it('nests keys and parses JSON values', () => {
    expect(
      readEnvConfig({
        APP_CONFIG_app_baseUrl: 'https://portal.example.com',
        APP_CONFIG_permission_enabled: 'true',
        APP_CONFIG_search_query_pageLimit: '50',
        APP_CONFIG_app_support: '{"url":"https://help"}',
        APP_CONFIG_app_empty: '',
        OTHER: 'ignored',
      }),
    ).toEqual(
      E.right({
        app: { baseUrl: 'https://portal.example.com', support: { url: 'https://help' } },
        permission: { enabled: true },
        search: { query: { pageLimit: 50 } },
      }),
    );
  });

  it('answers nothing without variables', () => {
    expect(readEnvConfig({ PATH: '/bin' })).toEqual(E.right(undefined));
    expect(envConfigLayer({})).toEqual(E.right(undefined));
  });

  it.each<[Record<string, string>, string]>([
    [{ 'APP_CONFIG_app_bad key': 'x' }, "Invalid env config key 'app_bad key'"],
    [{ APP_CONFIG_app: 'x', APP_CONFIG_app_title: 'y' }, "Could not nest config for key 'app_title' under existing value 'app'"],
    [{ APP_CONFIG_app_title: 'x', APP_CONFIG_app: '{"title":"y"}' }, "Refusing to override existing config at key 'app_title'"],
    [{ APP_CONFIG_app: 'null' }, "Failed to parse JSON-serialized config value for key 'app', value may not be null"],
  ])('refuses %p', (env, message) => {
    expect(E.mapLeft((e: ConfigError) => e.message)(readEnvConfig(env))).toEqual(E.left(message));
  });

  it('applies overrides over the merged config', () => {
    expect(applyEnvOverrides({ app: { title: 'a', baseUrl: 'x' } }, { APP_CONFIG_app_title: 'b' })).toEqual(
      E.right({ app: { title: 'b', baseUrl: 'x' } }),
    );
    expect(applyEnvOverrides({ a: 1 }, { APP_CONFIG_x: 'null' })).toEqual(
      E.left("Failed to parse JSON-serialized config value for key 'x', value may not be null"),
    );
    expect(envConfigLayer({ APP_CONFIG_a: '1' })).toEqual(E.right({ data: { a: 1 }, context: 'env' }));
  });

  it('sets any string that is not JSON as text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => { try { JSON.parse(s); return false; } catch { return true; } }), (value) => {
        expect(readEnvConfig({ APP_CONFIG_a_b: value })).toEqual(E.right({ a: { b: value } }));
      }),
    );
  });
});

describe('validateConfigKeys', () => {
  it('finds the first bad key with its path', () => {
    expect(validateConfigKeys({ app: { title: 'x' }, list: [{ ok: 1 }] })).toEqual(E.right({ app: { title: 'x' }, list: [{ ok: 1 }] }));
    expect(validateConfigKeys({ app: { 'bad key': 1 } })).toEqual(E.left("Invalid config key 'app.bad key'"));
    expect(validateConfigKeys({ list: [{ ok: 1 }, { '/proxy': 1 }] })).toEqual(E.left("Invalid config key 'list[1]./proxy'"));
  });
});
