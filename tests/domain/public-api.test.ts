// The public domain API that scripts install (`portico`): which names it has, and that every function answers
// any value at all with an Either, a Left for input it cannot use, and never throws.
import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import * as api from '../../domain/index';

type AnyFunction = (...args: unknown[]) => unknown;

const functionsOf = (): [string, AnyFunction][] =>
  Object.entries(api).flatMap(([context, members]) =>
    Object.entries(members as Record<string, unknown>)
      .filter((entry): entry is [string, AnyFunction] => typeof entry[1] === 'function')
      .map(([name, fn]): [string, AnyFunction] => [`${context}.${name}`, fn]),
  );

const isEither = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && ((value as { _tag?: unknown })._tag === 'Left' || (value as { _tag?: unknown })._tag === 'Right');

/** Every kind of value a script might pass by mistake: nested objects and arrays, null prototypes, Maps, Dates, bigints… */
const anyValue = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** Values shaped like what the functions expect, with anything at the leaves: they reach past the first checks. */
const nearlyValid = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    anyValue,
    fc.constantFrom('component:payments', 'Component', 'default', 'pods', 'url:https://x/y.yaml', '0 9 * * 1-5', 'github.com?owner=a&repo=b', 'headlamp', 'aks', ''),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.record(
      {
        kind: tie('value'), apiVersion: fc.constant('backstage.io/v1alpha1'), metadata: tie('value'), spec: tie('value'), name: tie('value'),
        namespace: tie('value'), items: tie('value'), cluster: tie('value'), resources: tie('value'), type: tie('value'), status: tie('value'),
        containerStatuses: tie('value'), state: tie('value'), mode: fc.constantFrom('cursor', 'offset', 'none', 'x'), limit: tie('value'),
        dashboardUrl: tie('value'), dashboardApp: tie('value'), dashboardParameters: tie('value'), object: tie('value'), parameters: tie('value'),
      },
      { requiredKeys: [] },
    ),
  ),
})).value;

describe('the public domain API', () => {
  it('exports the contexts a script needs, and in them only functions, types and a few constants', () => {
    expect(Object.keys(api).sort()).toEqual(['catalog', 'kubernetes', 'scaffolder']);
    const names = Object.fromEntries(Object.entries(api).map(([context, members]) => [context, Object.keys(members).sort()]));
    expect(names).toEqual({
      catalog: [
        'CORE_KINDS', 'DEFAULT_NAMESPACE', 'byQueryParams', 'filterEntities', 'formatProblem', 'goToCursor', 'initialPage', 'parseEntityRef',
        'parseLocationRef', 'splitRefsIntoChunks', 'stringifyEntityRef', 'stringifyLocationRef', 'toCatalogQuery', 'validateEntity',
      ],
      kubernetes: [
        'DASHBOARD_APPS', 'KUBERNETES_ID_ANNOTATION', 'KUBERNETES_LABEL_SELECTOR_ANNOTATION', 'SEVERITY', 'describeCron', 'detectErrors',
        'formatClusterLink', 'objectsFromList',
      ],
      scaffolder: ['DEFAULT_SCM_INTEGRATIONS', 'serializeRepoUrl', 'templateParameterSchema', 'validateEntityName', 'validateEntityRefs', 'validateRepoUrl', 'validateTag'],
    });
  });

  it.each(functionsOf())('%s answers any arguments with an Either and never throws', (_name, fn) => {
    fc.assert(
      fc.property(fc.array(anyValue, { maxLength: 3 }), (args) => {
        expect(isEither(fn(...args))).toBe(true);
      }),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(fc.array(nearlyValid, { maxLength: 3 }), (args) => {
        expect(isEither(fn(...args))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('kubernetes.detectErrors never throws on cluster answers whose objects hold anything at any field it reads', () => {
    const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(anyValue, arbitrary);
    const state = maybe(fc.record({ waiting: maybe(fc.record({ reason: anyValue, message: anyValue })), running: maybe(fc.record({ startedAt: anyValue })), terminated: anyValue }, { requiredKeys: [] }));
    const status = fc.record({ name: fc.string(), ready: maybe(fc.boolean()), restartCount: maybe(fc.nat()), state, lastState: state }, { requiredKeys: ['name'] });
    const object = fc.record(
      {
        metadata: maybe(fc.record({ name: anyValue, namespace: anyValue })),
        spec: maybe(fc.record({ containers: maybe(fc.array(fc.record({ name: anyValue, readinessProbe: anyValue }))), maxReplicas: anyValue }, { requiredKeys: [] })),
        status: maybe(fc.record({ containerStatuses: maybe(fc.array(status)), conditions: maybe(fc.array(fc.record({ status: anyValue, message: anyValue }))), currentReplicas: anyValue }, { requiredKeys: [] })),
      },
      { requiredKeys: [] },
    );
    const response = fc.record({ type: fc.constantFrom('pods', 'deployments', 'horizontalpodautoscalers', 'services'), resources: fc.array(object, { maxLength: 3 }) });
    const answer = fc.record({ items: fc.array(fc.record({ cluster: fc.record({ name: fc.string() }), resources: fc.array(response, { maxLength: 3 }), errors: fc.constant([]) }), { maxLength: 2 }) });
    let rights = 0;
    fc.assert(
      fc.property(answer, fc.integer(), (objects, now) => {
        const detected = api.kubernetes.detectErrors(objects, now);
        expect(isEither(detected)).toBe(true);
        if (E.isRight(detected)) rights++;
      }),
      { numRuns: 300 },
    );
    // Some answers were well formed, so detection itself ran on them.
    expect(rights).toBeGreaterThan(0);
  });

  it.each<[string, () => unknown]>([
    ['catalog.parseEntityRef(42)', () => api.catalog.parseEntityRef(42)],
    ['catalog.parseEntityRef with a context that is not an object', () => api.catalog.parseEntityRef('a', 'component' as never)],
    ['catalog.stringifyEntityRef({})', () => api.catalog.stringifyEntityRef({})],
    ['catalog.stringifyLocationRef(null)', () => api.catalog.stringifyLocationRef(null)],
    ['catalog.validateEntity({})', () => api.catalog.validateEntity({})],
    ['catalog.validateEntity with options that are not an object', () => api.catalog.validateEntity({}, 5 as never)],
    ['catalog.formatProblem("x")', () => api.catalog.formatProblem('x')],
    ['catalog.filterEntities({}, {})', () => api.catalog.filterEntities({}, {})],
    ['catalog.filterEntities([{ kind: 1 }], {})', () => api.catalog.filterEntities([{ kind: 1 }], {})],
    ['catalog.toCatalogQuery({ tags: "a" })', () => api.catalog.toCatalogQuery({ tags: 'a' })],
    ['catalog.initialPage("pages")', () => api.catalog.initialPage('pages' as never)],
    ['catalog.initialPage("cursor", -1)', () => api.catalog.initialPage('cursor', -1)],
    ['catalog.goToCursor({}, "c")', () => api.catalog.goToCursor({}, 'c')],
    ['catalog.byQueryParams({}, { mode: "none" })', () => api.catalog.byQueryParams({}, { mode: 'none' })],
    ['catalog.splitRefsIntoChunks(["a", 1])', () => api.catalog.splitRefsIntoChunks(['a', 1])],
    ['kubernetes.detectErrors({}, 0)', () => api.kubernetes.detectErrors({}, 0)],
    ['kubernetes.detectErrors with pods that are no list', () =>
      api.kubernetes.detectErrors({ items: [{ cluster: { name: 'c' }, resources: [{ type: 'pods', resources: 42 }], errors: [] }] }, 0)],
    ['kubernetes.detectErrors without a time', () => api.kubernetes.detectErrors({ items: [] }, undefined as never)],
    ['kubernetes.objectsFromList([])', () => api.kubernetes.objectsFromList([])],
    ['kubernetes.describeCron(5)', () => api.kubernetes.describeCron(5)],
    ['kubernetes.formatClusterLink({})', () => api.kubernetes.formatClusterLink({})],
    ['scaffolder.templateParameterSchema("x")', () => api.scaffolder.templateParameterSchema('x')],
    ['scaffolder.validateEntityName(7)', () => api.scaffolder.validateEntityName(7)],
    ['scaffolder.validateEntityRefs("a")', () => api.scaffolder.validateEntityRefs('a')],
    ['scaffolder.validateTag("Not A Tag")', () => api.scaffolder.validateTag('Not A Tag')],
    ['scaffolder.validateRepoUrl("github.com?repo=x")', () => api.scaffolder.validateRepoUrl('github.com?repo=x')],
    ['scaffolder.serializeRepoUrl({ host: "" })', () => api.scaffolder.serializeRepoUrl({ host: '' })],
  ])('%s is a Left', (_name, call) => {
    expect(E.isLeft(call() as E.Either<unknown, unknown>)).toBe(true);
  });

  it('kubernetes.detectErrors answers a pod that is a number with a problem of that pod, not a Left', () => {
    const detected = api.kubernetes.detectErrors({ items: [{ cluster: { name: 'c' }, resources: [{ type: 'pods', resources: [42] }], errors: [] }] }, 0);
    expect(E.isRight(detected) && detected.right.get('c')?.map((error) => [error.type, error.sourceRef.name])).toEqual([['unreadable-object', 'unknown pod']]);
  });

  it('takes a kind named like a member of every object (constructor, toString) for the unknown kind it is', () => {
    const object = { metadata: { name: 'web', namespace: 'shop' } };
    for (const dashboardApp of ['standard', 'rancher', 'openshift', 'headlamp']) {
      const link = api.kubernetes.formatClusterLink({ dashboardUrl: 'https://dash.example.com/', dashboardApp, kind: 'constructor', object });
      expect(JSON.stringify(link)).not.toContain('function');
    }
  });

  it('says what is wrong with an input of the wrong shape, and where', () => {
    expect(api.kubernetes.detectErrors({}, 0)).toEqual(
      E.left({ _tag: 'InvalidInput', problems: [{ path: 'objects.items', message: 'expected an array, but found nothing' }] }),
    );
    expect(api.catalog.parseEntityRef(42)).toEqual(
      E.left({ _tag: 'EntityRefError', reason: 'not-a-string', message: 'Entity reference must be a string, but found 42' }),
    );
    expect(api.catalog.filterEntities([{ kind: 'Component', metadata: { name: 5 } }], {})).toEqual(
      E.left({ _tag: 'InvalidInput', problems: [{ path: 'entities[0].metadata.name', message: 'expected a string, but found 5' }] }),
    );
  });

  it('works for input of the right shape', () => {
    expect(api.catalog.parseEntityRef('component:payments')).toEqual(E.right({ kind: 'component', namespace: 'default', name: 'payments' }));
    expect(api.catalog.stringifyEntityRef({ kind: 'API', metadata: { name: 'orders', namespace: 'shop' } })).toEqual(E.right('api:shop/orders'));
    const entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Widget', metadata: { name: 'w' } };
    expect(api.catalog.validateEntity(entity)).toEqual(
      E.left([{ path: 'kind', message: expect.stringContaining('unknown kind "Widget"') }]),
    );
    expect(api.catalog.validateEntity(entity, { customKinds: ['Widget'] })).toEqual(E.right(entity));
    expect(api.catalog.validateEntity({ ...entity, kind: 'component' })).toEqual(
      E.left([{ path: 'kind', message: 'unknown kind "component": did you mean "Component"?' }]),
    );
    const page = api.catalog.initialPage('cursor', 100);
    expect(page).toEqual(E.right({ mode: 'cursor', limit: 100 }));
    const query = api.catalog.toCatalogQuery({ kind: 'Component', lifecycles: ['production'] });
    const next = E.isRight(page) ? api.catalog.goToCursor(page.right, 'next') : page;
    expect(next).toEqual(E.right({ mode: 'cursor', limit: 100, cursor: 'next' }));
    expect(E.isRight(query) && E.isRight(next) ? api.catalog.byQueryParams(query.right, next.right) : undefined).toEqual(
      E.right([['cursor', 'next'], ['limit', '100']]),
    );
    expect(api.catalog.filterEntities([entity, { ...entity, kind: 'API' }], { kind: 'api' })).toEqual(E.right([{ ...entity, kind: 'API' }]));
    expect(api.kubernetes.describeCron('0 9 * * 1-5')).toEqual(E.right(expect.any(String)));
    const crashing = {
      kind: 'Pod',
      metadata: { name: 'web-1', namespace: 'shop' },
      status: { containerStatuses: [{ name: 'app', image: 'web', ready: false, restartCount: 3, state: { waiting: { reason: 'CrashLoopBackOff', message: 'back-off' } } }] },
    };
    const objects = api.kubernetes.objectsFromList({ items: [crashing] });
    const detected = E.isRight(objects) ? api.kubernetes.detectErrors(objects.right, 0) : objects;
    expect(E.isRight(detected) && detected.right.get('kubectl')?.map((error) => error.type)).toEqual(['container-waiting', 'containers-restarting']);
    expect(api.scaffolder.validateRepoUrl('github.com?owner=acme&repo=payments')).toEqual(
      E.right({ host: 'github.com', owner: 'acme', repoName: 'payments', organization: '', workspace: '', project: '' }),
    );
    expect(api.scaffolder.validateTag(' Java ')).toEqual(E.right('java'));
  });
});
