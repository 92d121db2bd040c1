import * as E from 'fp-ts/Either';
import { CatalogHttpAdapter, IDENTITY_FIELDS } from '../../../adapters/catalog/catalog.http-adapter';
import type { FetchFn } from '../../../adapters/shared/http';

// What the adapter sends, and how it reads answers the real backend does not give on demand
// (a 201 without a location, a refresh answered 204, malformed bodies).

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
}

const BASE = 'http://backend.test/api/catalog';

const fakeBackend = (answer: (sent: Sent) => Response) => {
  const sent: Sent[] = [];
  const fetchFn: FetchFn = async (url, init) => {
    const request = { url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    return answer(request);
  };
  return { sent, adapter: new CatalogHttpAdapter(fetchFn, async () => BASE) };
};

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

const entity = (name: string) => ({ apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name } });

describe('CatalogHttpAdapter requests', () => {
  it('sends the by-query parameters of a first page, and only cursor, limit and fields with a cursor', async () => {
    const { sent, adapter } = fakeBackend(() => json({ items: [], totalItems: 0, pageInfo: {} }));
    await adapter.queryEntities({
      filter: ['kind=component,spec.type=service', 'kind=api'],
      orderFields: [
        { field: 'metadata.title', order: 'desc' },
        { field: 'metadata.name', order: 'asc' },
      ],
      fullTextFilterTerm: 'pay',
      fullTextFilterFields: ['metadata.name', 'metadata.title'],
      limit: 20,
      offset: 40,
    })();
    await adapter.queryEntities({ cursor: 'abc', limit: 5, fields: ['spec'] })();
    await adapter.queryEntities({ fullTextFilterTerm: '   ' })();

    const first = new URL(sent[0]!.url);
    expect(first.pathname).toBe('/api/catalog/entities/by-query');
    expect(first.searchParams.getAll('filter')).toEqual(['kind=component,spec.type=service', 'kind=api']);
    expect(first.searchParams.getAll('orderField')).toEqual(['metadata.title,desc', 'metadata.name,asc']);
    expect(first.searchParams.get('fullTextFilterTerm')).toBe('pay');
    expect(first.searchParams.get('fullTextFilterFields')).toBe('metadata.name,metadata.title');
    expect(first.searchParams.get('limit')).toBe('20');
    expect(first.searchParams.get('offset')).toBe('40');
    expect(first.searchParams.has('fields')).toBe(false);

    const next = new URL(sent[1]!.url);
    expect([...next.searchParams.keys()]).toEqual(['cursor', 'limit', 'fields']);
    expect(next.searchParams.get('fields')).toBe([...IDENTITY_FIELDS, 'spec'].join(','));

    expect(sent[2]!.url).toBe(`${BASE}/entities/by-query`);
  });

  it('asks a first page without the count when told to, and counts with limit 0 and the same filters', async () => {
    const { sent, adapter } = fakeBackend(() => json({ items: [], totalItems: 7, pageInfo: {} }));
    await adapter.queryEntities({ filter: ['kind=api'], skipTotal: true, limit: 20 })();
    await adapter.queryEntities({ cursor: 'abc', skipTotal: true } as never)();
    expect(await adapter.countEntities({ filter: ['kind=api'], fullTextFilterTerm: ' pay ', fullTextFilterFields: ['metadata.name'] })()).toEqual(
      E.right(7),
    );
    expect(new URL(sent[0]!.url).searchParams.get('totalItems')).toBe('exclude');
    expect(new URL(sent[1]!.url).searchParams.has('totalItems')).toBe(false);
    const count = new URL(sent[2]!.url);
    expect([...count.searchParams.entries()]).toEqual([
      ['limit', '0'],
      ['filter', 'kind=api'],
      ['fullTextFilterTerm', 'pay'],
      ['fullTextFilterFields', 'metadata.name'],
    ]);
  });

  it('asks an older backend that refuses totalItems again with the count, and from then on only so', async () => {
    const { sent, adapter } = fakeBackend((request) =>
      new URL(request.url).searchParams.has('totalItems')
        ? json({ error: { name: 'InputError', message: 'Unknown query parameter totalItems' } }, 400, 'Bad Request')
        : json({ items: [entity('a')], totalItems: 1, pageInfo: {} }),
    );
    const first = await adapter.queryEntities({ filter: ['kind=component'], skipTotal: true })();
    const second = await adapter.queryEntities({ filter: ['kind=component'], skipTotal: true })();
    expect(E.isRight(first) && first.right.items.length).toBe(1);
    expect(E.isRight(second) && second.right.items.length).toBe(1);
    expect(sent.map((request) => new URL(request.url).searchParams.has('totalItems'))).toEqual([true, false, false]);
  });

  it('passes on a 400 that is not about totalItems', async () => {
    const { sent, adapter } = fakeBackend(() => json({ error: { name: 'InputError', message: 'Invalid filter' } }, 400, 'Bad Request'));
    const result = await adapter.queryEntities({ filter: ['kind='], skipTotal: true })();
    expect(E.isLeft(result) && result.left).toMatchObject({ _tag: 'HttpStatus', status: 400 });
    expect(sent).toHaveLength(1);
  });

  it('sends by-refs fields in the body and the filter in the query, one call per chunk', async () => {
    const { sent, adapter } = fakeBackend((request) =>
      json({ items: (request.body as { entityRefs: string[] }).entityRefs.map((ref) => (ref.endsWith('-0') ? entity('x-0') : null)) }),
    );
    const refs = Array.from({ length: 2500 }, (_, index) => `component:default/x-${index}`);
    const result = await adapter.getEntitiesByRefs({ entityRefs: refs, fields: ['metadata.title'], filter: ['kind=component'] })();
    expect(E.isRight(result) && result.right.length).toBe(2500);
    expect(sent).toHaveLength(3);
    expect(sent.map((request) => (request.body as { entityRefs: string[] }).entityRefs.length)).toEqual([1000, 1000, 500]);
    for (const request of sent) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe(`${BASE}/entities/by-refs?filter=kind%3Dcomponent`);
      expect((request.body as { fields: string[] }).fields).toEqual([...IDENTITY_FIELDS, 'metadata.title']);
    }
  });

  it('encodes the parts of entity paths and asks GET /entity-facets with one facet parameter each', async () => {
    const { sent, adapter } = fakeBackend(() => json({ facets: {} }));
    await adapter.getEntityByRef({ kind: 'component', namespace: 'my ns', name: 'a/b' })();
    await adapter.getEntityFacets({ facets: ['kind', 'metadata.tags'], filter: ['kind=component'] })();
    expect(sent[0]!.url).toBe(`${BASE}/entities/by-name/component/my%20ns/a%2Fb`);
    expect(sent[1]!.url).toBe(`${BASE}/entity-facets?facet=kind&facet=metadata.tags&filter=kind%3Dcomponent`);
  });

  it('posts analyze-location with the url type by default and the catalog file name when given', async () => {
    const { sent, adapter } = fakeBackend(() => json({ existingEntityFiles: [], generateEntities: [] }));
    await adapter.analyzeLocation({ location: { type: '', target: 'https://github.com/o/r' }, catalogFilename: 'other.yaml' })();
    expect(sent[0]).toEqual({
      url: `${BASE}/analyze-location`,
      method: 'POST',
      body: { location: { type: 'url', target: 'https://github.com/o/r' }, catalogFilename: 'other.yaml' },
    });
  });
});

describe('CatalogHttpAdapter answers', () => {
  it("fails with 'Location wasn't added: {target}' when the 201 answer has no location", async () => {
    const { adapter } = fakeBackend(() => json({ entities: [] }, 201));
    expect(await adapter.addLocation({ target: 'https://github.com/o/r/blob/main/catalog-info.yaml' })()).toEqual(
      E.left({
        _tag: 'Decode',
        message: "Location wasn't added: https://github.com/o/r/blob/main/catalog-info.yaml",
        paths: ['location'],
      }),
    );
  });

  it('requires 201 for a location and 200 for a refresh', async () => {
    const location = { id: 'l1', type: 'url', target: 't' };
    expect(await fakeBackend(() => json({ location, entities: [] }, 200, 'OK')).adapter.addLocation({ target: 't' })()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 200, statusText: 'OK', message: 'Request failed with 200 OK' }),
    );
    expect(await fakeBackend(() => json({ location, entities: [] }, 201)).adapter.addLocation({ target: 't' })()).toEqual(
      E.right({ location, entities: [] }),
    );
    const refreshed = await fakeBackend(() => new Response(null, { status: 204 })).adapter.refreshEntity('component:default/x')();
    expect(refreshed).toEqual(E.left(expect.objectContaining({ _tag: 'HttpStatus', status: 204 })));
  });

  it('reports the failing paths of a malformed entity', async () => {
    const { adapter } = fakeBackend(() => json({ apiVersion: 'v1', kind: 'Component', metadata: { title: 'No name' }, relations: [{ type: 'ownedBy' }] }));
    const result = await adapter.getEntityByRef({ kind: 'component', namespace: 'default', name: 'x' })();
    expect(result).toEqual(
      E.left(
        expect.objectContaining({
          _tag: 'Decode',
          paths: ['metadata.name: expected string, got nothing', 'relations.0.targetRef: expected string, got nothing'],
        }),
      ),
    );
  });

  it('refuses a by-refs answer with a different number of items than refs asked for', async () => {
    const { adapter } = fakeBackend(() => json({ items: [null] }));
    const result = await adapter.getEntitiesByRefs({ entityRefs: ['component:default/a', 'component:default/b'] })();
    expect(result).toEqual(E.left({ _tag: 'Decode', message: 'The backend answered 1 entities for 2 refs', paths: ['items'] }));
  });

  it('reads validate-entity answers: 2xx valid, 400 the errors, anything else a failure', async () => {
    const validate = (response: () => Response) => fakeBackend(response).adapter.validateEntity({}, 'url:https://x')();
    expect(await validate(() => new Response(null, { status: 200 }))).toEqual(E.right({ valid: true }));
    expect(await validate(() => json({ errors: [{ name: 'InputError', message: 'bad' }, { message: 'worse' }] }, 400))).toEqual(
      E.right({ valid: false, errors: [{ name: 'InputError', message: 'bad' }, { message: 'worse' }] }),
    );
    expect(await validate(() => json({}, 400))).toEqual(E.right({ valid: false, errors: [] }));
    expect(await validate(() => json({ errors: [{ name: 'X' }] }, 400))).toEqual(
      E.left(expect.objectContaining({ _tag: 'Decode', paths: ['errors.0.message: expected string, got nothing'] })),
    );
    expect(await validate(() => new Response('<html>', { status: 400 }))).toEqual(E.left(expect.objectContaining({ _tag: 'Decode' })));
    expect(await validate(() => json({ error: { name: 'NotAllowedError', message: 'Denied' } }, 403))).toEqual(
      E.left({
        _tag: 'HttpStatus',
        status: 403,
        statusText: 'Forbidden',
        message: 'Request failed with 403 Forbidden, Denied',
        name: 'NotAllowedError',
      }),
    );
    const offline = new CatalogHttpAdapter(() => Promise.reject(new Error('offline')), async () => BASE);
    expect(await offline.validateEntity({}, 'url:https://x')()).toEqual(E.left({ _tag: 'Transport', message: 'offline' }));
  });

  it('answers undefined for a 404 on optional reads and fails for a 404 elsewhere', async () => {
    const { adapter } = fakeBackend(() => json({ error: { name: 'NotFoundError', message: 'gone' } }, 404));
    const ref = { kind: 'component', namespace: 'default', name: 'x' };
    expect(await adapter.getEntityByRef(ref)()).toEqual(E.right(undefined));
    expect(await adapter.getEntityByUid('u')()).toEqual(E.right(undefined));
    expect(await adapter.getLocationById('l')()).toEqual(E.right(undefined));
    expect(await adapter.getLocationByEntity(ref)()).toEqual(E.right(undefined));
    expect(await adapter.getEntityFacets({ facets: ['kind'] })()).toEqual(
      E.left(expect.objectContaining({ _tag: 'HttpStatus', status: 404, message: 'Request failed with 404 Not Found, gone' })),
    );
    expect(await adapter.removeLocationById('l')()).toEqual(E.left(expect.objectContaining({ status: 404 })));
  });
});
