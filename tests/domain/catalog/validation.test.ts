import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import {
  describeFound,
  formatProblem,
  isValidEntity,
  validateEntity,
  type ValidationProblem,
} from '../../../domain/catalog/validation';
import { CORE_KINDS } from '../../../domain/catalog/kind-specs';

const component = (overrides: Record<string, unknown> = {}, metadata: Record<string, unknown> = {}, spec: Record<string, unknown> = {}) => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'payments', ...metadata },
  spec: { type: 'service', lifecycle: 'production', owner: 'team-a', ...spec },
  ...overrides,
});

const problemsOf = (input: unknown): readonly ValidationProblem[] => {
  const result = validateEntity(input);
  return E.isLeft(result) ? result.left : [];
};

const pathsOf = (input: unknown): string[] => problemsOf(input).map((problem) => problem.path);

const problemAt = (input: unknown, path: string): string => {
  const problem = problemsOf(input).find((p) => p.path === path);
  if (!problem) throw new Error(`no problem at ${path}; got ${JSON.stringify(problemsOf(input))}`);
  return problem.message;
};

describe('validateEntity: valid entities of every core kind', () => {
  const validEntities: Record<string, unknown> = {
    Component: component(),
    API: {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'API',
      metadata: { name: 'orders-api' },
      spec: { type: 'openapi', lifecycle: 'production', owner: 'group:default/team-a', definition: 'openapi: 3.0.0' },
    },
    System: { apiVersion: 'backstage.io/v1alpha1', kind: 'System', metadata: { name: 'shop' }, spec: { owner: 'team-a', domain: 'commerce' } },
    Domain: { apiVersion: 'backstage.io/v1beta1', kind: 'Domain', metadata: { name: 'commerce' }, spec: { owner: 'team-a' } },
    Resource: { apiVersion: 'backstage.io/v1alpha1', kind: 'Resource', metadata: { name: 'db' }, spec: { type: 'database', owner: 'team-a', dependsOn: ['resource:disk'] } },
    Group: {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Group',
      metadata: { name: 'team-a' },
      spec: { type: 'team', children: [], profile: { displayName: 'Team A', email: 'a@example.com' }, parent: 'org' },
    },
    User: { apiVersion: 'backstage.io/v1alpha1', kind: 'User', metadata: { name: 'jdoe' }, spec: { memberOf: ['team-a'], profile: { displayName: 'J. Doe' } } },
    Location: { apiVersion: 'backstage.io/v1alpha1', kind: 'Location', metadata: { name: 'org' }, spec: { type: 'url', targets: ['./a.yaml', './b.yaml'] } },
    Template: {
      apiVersion: 'scaffolder.backstage.io/v1beta3',
      kind: 'Template',
      metadata: { name: 'new-service', title: 'New service', tags: ['recommended'] },
      spec: {
        type: 'service',
        owner: 'team-a',
        parameters: [{ title: 'Name', properties: {} }],
        steps: [{ id: 'fetch', name: 'Fetch', action: 'fetch:template', input: { url: './skeleton' } }],
        output: { links: [] },
      },
    },
  };

  it('covers every core kind', () => {
    expect(Object.keys(validEntities).sort()).toEqual([...CORE_KINDS].sort());
  });

  it.each(Object.entries(validEntities))('%s', (_kind, entity) => {
    expect(validateEntity(entity)).toEqual(E.right(entity));
    expect(isValidEntity(entity)).toBe(true);
  });

  it('accepts a full entity as the backend returns it', () => {
    const entity = component(
      {
        relations: [{ type: 'ownedBy', targetRef: 'group:default/team-a' }],
        status: { items: [{ level: 'error', type: 'backstage.io/catalog-processing', message: 'boom', error: { name: 'Error', message: 'boom' } }] },
      },
      {
        uid: '1f2e',
        etag: 'abc',
        namespace: 'team-a',
        title: 'Payments',
        description: '',
        tags: ['java', 'c++', 'c#'],
        labels: { 'example.com/tier': 'gold', plain: '' },
        annotations: { 'backstage.io/view-url': 'https://github.com/acme/payments', 'backstage.io/orphan': 'true' },
        links: [{ url: 'https://grafana.example.com', title: 'Dashboard', icon: 'dashboard', type: 'metrics' }],
      },
    );
    expect(E.isRight(validateEntity(entity))).toBe(true);
  });

  it('accepts a $text placeholder for an API definition', () => {
    const api = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'API',
      metadata: { name: 'orders-api' },
      spec: { type: 'openapi', lifecycle: 'production', owner: 'team-a', definition: { $text: './openapi.yaml' } },
    };
    expect(E.isRight(validateEntity(api))).toBe(true);
  });

  it('leaves the spec of other kinds alone', () => {
    const custom = { apiVersion: 'example.com/v1', kind: 'Pipeline', metadata: { name: 'build' }, spec: { anything: [1, 2] } };
    expect(E.isRight(validateEntity(custom))).toBe(true);
  });
});

describe('validateEntity: envelope', () => {
  it.each([
    [null, 'the entity must be an object, but found null'],
    ['text', 'the entity must be an object, but found "text"'],
    [[1], 'the entity must be an object, but found an array'],
  ])('refuses %j as a whole', (input, message) => {
    expect(problemsOf(input)).toEqual([{ path: '', message }]);
  });

  it('reports missing apiVersion, kind and metadata together', () => {
    expect(problemsOf({})).toEqual([
      { path: 'apiVersion', message: expect.stringContaining('is required') },
      { path: 'kind', message: expect.stringContaining('is required') },
      { path: 'metadata', message: expect.stringContaining('is required') },
    ]);
  });

  it('names the bad kind and what a kind looks like', () => {
    expect(problemAt(component({ kind: '9Lives' }), 'kind')).toBe(
      'expected a kind of 1-63 letters and digits starting with a letter, but found "9Lives"',
    );
  });

  it('refuses a bad apiVersion', () => {
    expect(problemAt(component({ apiVersion: 'backstage.io/v1/alpha' }), 'apiVersion')).toContain('"backstage.io/v1/alpha"');
  });

  it('refuses an apiVersion a core kind does not support', () => {
    expect(problemAt(component({ apiVersion: 'example.com/v1' }), 'apiVersion')).toBe(
      'kind Component does not support apiVersion example.com/v1; expected one of backstage.io/v1alpha1, backstage.io/v1beta1',
    );
  });

  it('refuses unknown root fields', () => {
    expect(problemAt(component({ extra: 1 }), 'extra')).toContain('unknown root field "extra"');
  });

  it('requires a spec object for core kinds', () => {
    expect(problemAt(component({ spec: undefined }), 'spec')).toBe('is required; expected an object');
    expect(problemAt(component({ spec: 'x' }), 'spec')).toBe('expected an object, but found "x"');
  });
});

describe('validateEntity: metadata', () => {
  it.each<[Record<string, unknown>, string, string]>([
    [{ name: undefined }, 'metadata.name', 'is required'],
    [{ name: '-payments' }, 'metadata.name', 'found "-payments"'],
    [{ name: 'a'.repeat(64) }, 'metadata.name', '(64 characters)'],
    [{ namespace: 'Team' }, 'metadata.namespace', 'found "Team"'],
    [{ namespace: null }, 'metadata.namespace', 'found null'],
    [{ title: '' }, 'metadata.title', 'non-empty string'],
    [{ description: 3 }, 'metadata.description', 'found 3'],
    [{ uid: '' }, 'metadata.uid', 'non-empty string'],
    [{ tags: 'java' }, 'metadata.tags', 'an array'],
    [{ tags: ['java', 'ok', 'Bad Tag'] }, 'metadata.tags[2]', 'found "Bad Tag"'],
    [{ labels: { 'a/b/c': 'x' } }, 'metadata.labels["a/b/c"]', 'label key'],
    [{ labels: { tier: '-gold' } }, 'metadata.labels["tier"]', 'found "-gold"'],
    [{ labels: { tier: 1 } }, 'metadata.labels["tier"]', 'found 1'],
    [{ labels: ['x'] }, 'metadata.labels', 'found an array'],
    [{ annotations: { 'backstage.io/view-url': 7 } }, 'metadata.annotations["backstage.io/view-url"]', 'expected a string, but found 7'],
    [{ annotations: { 'Bad Key': 'x' } }, 'metadata.annotations["Bad Key"]', 'annotation key'],
    [{ links: [{ title: 'x' }] }, 'metadata.links[0].url', 'is required'],
    [{ links: [{ url: 'not a url' }] }, 'metadata.links[0].url', 'absolute URL'],
    [{ links: [{ url: 'https://x.io', icon: '' }] }, 'metadata.links[0].icon', 'non-empty'],
    [{ links: ['https://x.io'] }, 'metadata.links[0]', 'an object'],
  ])('%j', (metadata, path, fragment) => {
    expect(problemAt(component({}, metadata), path)).toContain(fragment);
  });

  it('refuses a metadata that is not an object', () => {
    expect(problemAt(component({ metadata: 'x' }), 'metadata')).toBe('expected an object, but found "x"');
  });

  it('reports every bad tag with its index', () => {
    expect(pathsOf(component({}, { tags: ['Bad', 'ok', 'Also Bad'] }))).toEqual(['metadata.tags[0]', 'metadata.tags[2]']);
  });
});

describe('validateEntity: kind-specific spec', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['Component', { type: undefined }, 'spec.type', 'is required'],
    ['Component', { lifecycle: '' }, 'spec.lifecycle', 'non-empty string'],
    ['Component', { owner: undefined }, 'spec.owner', 'is required; expected an entity reference'],
    ['Component', { owner: 'group:' }, 'spec.owner', 'found "group:"'],
    ['Component', { providesApis: 'orders' }, 'spec.providesApis', 'an array'],
    ['Component', { dependsOn: ['ok', ''] }, 'spec.dependsOn[1]', 'entity reference'],
  ])('%s %j', (_kind, spec, path, fragment) => {
    expect(problemAt(component({}, {}, spec), path)).toContain(fragment);
  });

  const base = (kind: string, apiVersion: string, spec: Record<string, unknown>) => ({ apiVersion, kind, metadata: { name: 'x' }, spec });

  it.each<[string, unknown, string, string]>([
    ['API without definition', base('API', 'backstage.io/v1alpha1', { type: 'openapi', lifecycle: 'p', owner: 'o' }), 'spec.definition', 'is required'],
    ['API with a numeric definition', base('API', 'backstage.io/v1alpha1', { type: 'openapi', lifecycle: 'p', owner: 'o', definition: 1 }), 'spec.definition', 'found 1'],
    ['System without owner', base('System', 'backstage.io/v1alpha1', {}), 'spec.owner', 'is required'],
    ['Domain without owner', base('Domain', 'backstage.io/v1alpha1', { type: 'x' }), 'spec.owner', 'is required'],
    ['Resource without type', base('Resource', 'backstage.io/v1alpha1', { owner: 'o' }), 'spec.type', 'is required'],
    ['Group without children', base('Group', 'backstage.io/v1alpha1', { type: 'team' }), 'spec.children', 'is required; expected an array'],
    ['Group without type', base('Group', 'backstage.io/v1alpha1', { children: [] }), 'spec.type', 'is required'],
    ['Group with a bad profile', base('Group', 'backstage.io/v1alpha1', { type: 't', children: [], profile: { displayName: '' } }), 'spec.profile.displayName', 'non-empty'],
    ['User without memberOf', base('User', 'backstage.io/v1alpha1', {}), 'spec.memberOf', 'is required'],
    ['Location with a bad target', base('Location', 'backstage.io/v1alpha1', { target: '' }), 'spec.target', 'non-empty'],
    ['Location with bad targets', base('Location', 'backstage.io/v1alpha1', { targets: ['./a.yaml', 3] }), 'spec.targets[1]', 'found 3'],
    ['Location with a bad presence', base('Location', 'backstage.io/v1alpha1', { target: 'x', presence: 'maybe' }), 'spec.presence', 'found "maybe"'],
    ['Template without steps', base('Template', 'scaffolder.backstage.io/v1beta3', { type: 'service' }), 'spec.steps', 'is required'],
    ['Template step without action', base('Template', 'scaffolder.backstage.io/v1beta3', { type: 's', steps: [{ id: 'a' }] }), 'spec.steps[0].action', 'is required'],
    ['Template with bad parameters', base('Template', 'scaffolder.backstage.io/v1beta3', { type: 's', steps: [], parameters: 'x' }), 'spec.parameters', 'an object or an array'],
    ['Template in the catalog apiVersion', base('Template', 'backstage.io/v1alpha1', { type: 's', steps: [] }), 'apiVersion', 'scaffolder.backstage.io/v1beta3'],
  ])('%s', (_name, entity, path, fragment) => {
    expect(problemAt(entity, path)).toContain(fragment);
  });
});

describe('validateEntity: relations and status', () => {
  it('refuses a relation without a full target', () => {
    expect(problemAt(component({ relations: [{ type: 'ownedBy', targetRef: '' }] }), 'relations[0]')).toContain('targetRef');
  });

  it('refuses a status item with an unknown level', () => {
    expect(problemAt(component({ status: { items: [{ level: 'fatal', type: 't', message: 'm' }] } }), 'status.items[0].level')).toContain('"fatal"');
  });
});

describe('problems', () => {
  it('are all reported at once', () => {
    const entity = component({ kind: 'bad kind' }, { name: '', namespace: 'X', tags: ['A'] });
    expect(pathsOf(entity)).toEqual(['kind', 'metadata.name', 'metadata.namespace', 'metadata.tags[0]']);
  });

  it('format as path: message', () => {
    expect(formatProblem({ path: 'metadata.name', message: 'is required' })).toBe('metadata.name: is required');
    expect(formatProblem({ path: '', message: 'whole' })).toBe('whole');
  });

  it('describe long values shortened', () => {
    expect(describeFound('x'.repeat(200))).toBe(`"${'x'.repeat(76)}... (200 characters)`);
    expect(describeFound(undefined)).toBe('nothing');
  });
});

describe('properties', () => {
  const lower = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const word = fc.string({ unit: fc.constantFrom(...lower.split('')), minLength: 1, maxLength: 10 });
  const validComponent = fc.record({
    name: word,
    namespace: fc.option(word, { nil: undefined }),
    tags: fc.array(word, { maxLength: 5 }),
    labels: fc.dictionary(word, fc.oneof(fc.constant(''), word), { maxKeys: 3 }),
    annotations: fc.dictionary(fc.tuple(word, word).map(([a, b]) => `${a}.io/${b}`), fc.string(), { maxKeys: 3 }),
    owner: word,
  });

  it('accepts generated valid components', () => {
    fc.assert(
      fc.property(validComponent, ({ owner, ...metadata }) => {
        const entity = component({}, metadata, { owner });
        expect(validateEntity(entity)).toEqual(E.right(entity));
      }),
    );
  });

  it('reports the path of a field broken on purpose, and nothing else', () => {
    const breakage = fc.constantFrom<[string, (e: ReturnType<typeof component>) => unknown]>(
      ['kind', (e) => ({ ...e, kind: '1x' })],
      ['apiVersion', (e) => ({ ...e, apiVersion: 'a/b/c' })],
      ['metadata.name', (e) => ({ ...e, metadata: { ...e.metadata, name: 'x_' } })],
      ['metadata.namespace', (e) => ({ ...e, metadata: { ...e.metadata, namespace: 'A' } })],
      ['metadata.tags[0]', (e) => ({ ...e, metadata: { ...e.metadata, tags: ['-'] } })],
      ['spec.owner', (e) => ({ ...e, spec: { ...e.spec, owner: undefined } })],
    );
    fc.assert(
      fc.property(validComponent, breakage, ({ owner, ...metadata }, [path, breakIt]) => {
        expect(pathsOf(breakIt(component({}, metadata, { owner })))).toEqual([path]);
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = validateEntity(input);
        expect(E.isLeft(result) || E.isRight(result)).toBe(true);
      }),
    );
  });
});
