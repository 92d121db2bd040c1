// Contract with the catalog backend (including the reads of the scaffolder's pickers), driven through the real CatalogHttpAdapter and its codecs.
import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { CatalogHttpAdapter } from '../../adapters/catalog/catalog.http-adapter';
import {
  backendFetchOf,
  bearerTokenHeader,
  consumerPact,
  JSON_CONTENT_TYPE,
  resolveBaseUrlOf,
  type MockServer,
} from '../support/consumer-pact';
import { catalogStates, INJECTED } from '../support/provider-states';
import {
  componentSummary,
  EXAMPLE_AFTER,
  EXAMPLE_CATALOG_FILE_URL,
  EXAMPLE_CURSOR,
  EXAMPLE_LOCATION_ID,
  EXAMPLE_UID,
  facetCount,
  paymentsEntity,
  registeredLocation,
  SUMMARY_FIELDS,
  SUMMARY_FIELDS_PARAM,
} from './catalog-examples';

const { atLeastLike, eachLike, fromProviderState, integer, like, reify, string } = MatchersV3;

const pact = consumerPact('catalog');
const BASE = '/api/catalog';
const AUTH = { Authorization: bearerTokenHeader };
const AUTH_JSON = { ...AUTH, 'Content-Type': 'application/json' };
const PAYMENTS = { kind: 'component', namespace: 'default', name: 'payments' };
const CONTRACT_REGISTERED = { kind: 'component', namespace: 'default', name: 'contract-registered' };
const UNKNOWN_LOCATION_ID = '00000000-0000-4000-8000-000000000000';

const adapterFor = (server: MockServer) => new CatalogHttpAdapter(backendFetchOf(server), resolveBaseUrlOf(server));

/** A path with a value the provider state supplies, e.g. /entities/by-uid/${uid}. */
const injectedPath = (template: string, example: string) =>
  fromProviderState(`${BASE}${template}`, `${BASE}${template.replace(/\$\{\w+\}/, example)}`);

describe('catalog backend contract: reads', () => {
  it('lists entities with fields, limit, filter, offset and order (GET /entities)', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.paymentsExists.name)
      .uponReceiving('a request for a page of components from GET /entities')
      .withRequest('GET', `${BASE}/entities`, (request) =>
        request
          .query({ fields: SUMMARY_FIELDS_PARAM, limit: '2', filter: 'kind=component', offset: '0', order: 'asc:metadata.name' })
          .headers(AUTH),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(componentSummary('checkout'))))
      .executeTest(async (server) => {
        const entities = await adapterFor(server).getEntities({
          fields: SUMMARY_FIELDS,
          limit: 2,
          filter: ['kind=component'],
          offset: 0,
          order: [{ field: 'metadata.name', order: 'asc' }],
        })();
        expect(entities).toEqual(E.right([reify(componentSummary('checkout'))]));
      });
  });

  it('lists the next page by the after cursor of the link header (GET /entities?after)', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.severalComponents.name)
      .uponReceiving('a request for the next page of components by the after cursor from GET /entities')
      .withRequest('GET', `${BASE}/entities`, (request) =>
        request
          .query({
            fields: SUMMARY_FIELDS_PARAM,
            limit: '1',
            filter: 'kind=component',
            after: fromProviderState(`\${${INJECTED.after}}`, EXAMPLE_AFTER),
            order: 'asc:metadata.name',
          })
          .headers(AUTH),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(componentSummary('checkout'))))
      .executeTest(async (server) => {
        const entities = await adapterFor(server).getEntities({
          fields: SUMMARY_FIELDS,
          limit: 1,
          filter: ['kind=component'],
          after: EXAMPLE_AFTER,
          order: [{ field: 'metadata.name', order: 'asc' }],
        })();
        expect(entities).toEqual(E.right([reify(componentSummary('checkout'))]));
      });
  });

  const FIRST_PAGE_REQUEST = { fields: SUMMARY_FIELDS, limit: 1, orderFields: [{ field: 'metadata.name', order: 'asc' }], filter: ['kind=component'] } as const;
  const FIRST_PAGE_QUERY = { fields: SUMMARY_FIELDS_PARAM, limit: '1', orderField: 'metadata.name,asc', filter: 'kind=component' };

  it.each([
    {
      call: 'with order, filter and full-text term (GET /entities/by-query)',
      description: 'a request for the first page of components matching pay from GET /entities/by-query',
      query: { ...FIRST_PAGE_QUERY, fullTextFilterTerm: 'pay', fullTextFilterFields: 'metadata.name' },
      request: { ...FIRST_PAGE_REQUEST, fullTextFilterTerm: 'pay', fullTextFilterFields: ['metadata.name'] },
      totalItems: 2,
    },
    {
      call: 'without the count (GET /entities/by-query?totalItems=exclude)',
      description: 'a request for the first page of components without their count from GET /entities/by-query',
      query: { ...FIRST_PAGE_QUERY, totalItems: 'exclude' },
      request: { ...FIRST_PAGE_REQUEST, skipTotal: true },
      totalItems: 0,
    },
  ])('queries the first page $call', async ({ description, query, request, totalItems }) => {
    await pact
      .addInteraction()
      .given(catalogStates.severalPayComponents.name)
      .uponReceiving(description)
      .withRequest('GET', `${BASE}/entities/by-query`, (builder) => builder.query(query).headers(AUTH))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          items: eachLike(componentSummary('payments')),
          totalItems: integer(totalItems),
          pageInfo: { nextCursor: string(EXAMPLE_CURSOR) },
        }),
      )
      .executeTest(async (server) => {
        const page = await adapterFor(server).queryEntities(request)();
        expect(page).toEqual(E.right({ items: [reify(componentSummary('payments'))], totalItems, pageInfo: { nextCursor: EXAMPLE_CURSOR } }));
      });
  });

  it('counts the entities matching a filter and term without reading them (GET /entities/by-query?limit=0)', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.severalPayComponents.name)
      .uponReceiving('a request for the number of components matching pay from GET /entities/by-query')
      .withRequest('GET', `${BASE}/entities/by-query`, (request) =>
        request
          .query({ limit: '0', filter: 'kind=component', fullTextFilterTerm: 'pay', fullTextFilterFields: 'metadata.name' })
          .headers(AUTH),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ items: [], totalItems: integer(2), pageInfo: {} }),
      )
      .executeTest(async (server) => {
        const count = await adapterFor(server).countEntities({
          filter: ['kind=component'],
          fullTextFilterTerm: 'pay',
          fullTextFilterFields: ['metadata.name'],
        })();
        expect(count).toEqual(E.right(2));
      });
  });

  it('follows a cursor to the next page (GET /entities/by-query?cursor)', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.severalPayComponents.name)
      .uponReceiving('a request for the next page of components by cursor from GET /entities/by-query')
      .withRequest('GET', `${BASE}/entities/by-query`, (request) =>
        request
          .query({ cursor: fromProviderState(`\${${INJECTED.cursor}}`, EXAMPLE_CURSOR), limit: '1', fields: SUMMARY_FIELDS_PARAM })
          .headers(AUTH),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          items: eachLike(componentSummary('payments-sdk')),
          totalItems: integer(2),
          pageInfo: { prevCursor: string(EXAMPLE_CURSOR) },
        }),
      )
      .executeTest(async (server) => {
        const page = await adapterFor(server).queryEntities({ cursor: EXAMPLE_CURSOR, limit: 1, fields: SUMMARY_FIELDS })();
        expect(page).toEqual(
          E.right({ items: [reify(componentSummary('payments-sdk'))], totalItems: 2, pageInfo: { prevCursor: EXAMPLE_CURSOR } }),
        );
      });
  });

  it('reads entities by refs, null for a missing one (POST /entities/by-refs)', async () => {
    const found = { apiVersion: like('backstage.io/v1alpha1'), kind: 'Component', metadata: { name: 'payments', namespace: 'default' }, spec: { type: like('service') } };
    await pact
      .addInteraction()
      .given(catalogStates.paymentsExists.name)
      .given(catalogStates.entityAbsent.name)
      .uponReceiving('a request for two entities by ref, one of them missing')
      .withRequest('POST', `${BASE}/entities/by-refs`, (request) =>
        request
          .query({ filter: 'kind=component' })
          .headers(AUTH_JSON)
          .jsonBody({
            entityRefs: ['component:default/payments', 'component:default/does-not-exist'],
            fields: SUMMARY_FIELDS_PARAM.split(','),
          }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ items: [found, null] }))
      .executeTest(async (server) => {
        const entities = await adapterFor(server).getEntitiesByRefs({
          entityRefs: ['component:default/payments', 'component:default/does-not-exist'],
          fields: SUMMARY_FIELDS,
          filter: ['kind=component'],
        })();
        expect(entities).toEqual(E.right([reify(found), null]));
      });
  });

  it('reads an entity by name (GET /entities/by-name/{kind}/{namespace}/{name})', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.paymentsExists.name)
      .uponReceiving('a request for component:default/payments by name')
      .withRequest('GET', `${BASE}/entities/by-name/component/default/payments`, (request) => request.headers(AUTH))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(paymentsEntity))
      .executeTest(async (server) => {
        expect(await adapterFor(server).getEntityByRef(PAYMENTS)()).toEqual(E.right(reify(paymentsEntity)));
      });
  });

  it('reads nothing for an entity that does not exist (404 on an optional read)', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.entityAbsent.name)
      .uponReceiving('a request for component:default/does-not-exist by name')
      .withRequest('GET', `${BASE}/entities/by-name/component/default/does-not-exist`, (request) => request.headers(AUTH))
      .willRespondWith(404, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ error: { name: 'NotFoundError', message: string("No entity named 'does-not-exist' found") } }),
      )
      .executeTest(async (server) => {
        const entity = await adapterFor(server).getEntityByRef({ ...PAYMENTS, name: 'does-not-exist' })();
        expect(entity).toEqual(E.right(undefined));
      });
  });

  it('reads the ancestry of an entity (GET /entities/by-name/.../ancestry)', async () => {
    const item = {
      entity: { apiVersion: like('backstage.io/v1alpha1'), kind: like('Component'), metadata: { name: like('payments') } },
      // The root of the ancestry (the location read from config) has no parents.
      parentEntityRefs: atLeastLike('location:default/generated-d6f81f63f6086ce5c74e903c6626736f1d5feb4f', 0, 1),
    };
    await pact
      .addInteraction()
      .given(catalogStates.paymentsExists.name)
      .uponReceiving('a request for the ancestry of component:default/payments')
      .withRequest('GET', `${BASE}/entities/by-name/component/default/payments/ancestry`, (request) => request.headers(AUTH))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ rootEntityRef: 'component:default/payments', items: eachLike(item) }),
      )
      .executeTest(async (server) => {
        const ancestry = await adapterFor(server).getEntityAncestry(PAYMENTS)();
        expect(ancestry).toEqual(E.right({ rootEntityRef: 'component:default/payments', items: [reify(item)] }));
      });
  });

  it('reads an entity by uid (GET /entities/by-uid/{uid})', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.paymentsExists.name)
      .uponReceiving('a request for component:default/payments by uid')
      .withRequest('GET', injectedPath(`/entities/by-uid/\${${INJECTED.uid}}`, EXAMPLE_UID), (request) => request.headers(AUTH))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(paymentsEntity))
      .executeTest(async (server) => {
        expect(await adapterFor(server).getEntityByUid(EXAMPLE_UID)()).toEqual(E.right(reify(paymentsEntity)));
      });
  });

  it('reads facet values with counts (GET /entity-facets)', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.paymentsExists.name)
      .uponReceiving('a request for the metadata.tags facet of components')
      .withRequest('GET', `${BASE}/entity-facets`, (request) =>
        request.query({ facet: 'metadata.tags', filter: 'kind=component' }).headers(AUTH),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ facets: { 'metadata.tags': eachLike(facetCount('payments', 2)) } }),
      )
      .executeTest(async (server) => {
        const facets = await adapterFor(server).getEntityFacets({ facets: ['metadata.tags'], filter: ['kind=component'] })();
        expect(facets).toEqual(E.right({ facets: { 'metadata.tags': [{ value: 'payments', count: 2 }] } }));
      });
  });
});

describe('catalog backend contract: locations', () => {
  it('lists the registered locations (GET /locations)', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.registeredLocation.name)
      .uponReceiving('a request for the registered locations')
      .withRequest('GET', `${BASE}/locations`, (request) => request.headers(AUTH))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike({ data: registeredLocation() })))
      .executeTest(async (server) => {
        expect(await adapterFor(server).getLocations()()).toEqual(E.right([reify(registeredLocation())]));
      });
  });

  it('reads a location by id (GET /locations/{id})', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.registeredLocation.name)
      .uponReceiving('a request for a registered location by id')
      .withRequest('GET', injectedPath(`/locations/\${${INJECTED.locationId}}`, EXAMPLE_LOCATION_ID), (request) => request.headers(AUTH))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(registeredLocation()))
      .executeTest(async (server) => {
        expect(await adapterFor(server).getLocationById(EXAMPLE_LOCATION_ID)()).toEqual(E.right(reify(registeredLocation())));
      });
  });

  it('reads nothing for a location id the catalog does not have (404 on an optional read)', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.locationAbsent.name)
      .uponReceiving('a request for a location by an unknown id')
      .withRequest('GET', `${BASE}/locations/${UNKNOWN_LOCATION_ID}`, (request) => request.headers(AUTH))
      .willRespondWith(404, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ error: { name: 'NotFoundError', message: string(`Found no location with ID ${UNKNOWN_LOCATION_ID}`) } }),
      )
      .executeTest(async (server) => {
        expect(await adapterFor(server).getLocationById(UNKNOWN_LOCATION_ID)()).toEqual(E.right(undefined));
      });
  });

  it('reads the location of an entity (GET /locations/by-entity/{kind}/{namespace}/{name})', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.registeredLocation.name)
      .uponReceiving('a request for the location of component:default/contract-registered')
      .withRequest('GET', `${BASE}/locations/by-entity/component/default/contract-registered`, (request) => request.headers(AUTH))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(registeredLocation()))
      .executeTest(async (server) => {
        expect(await adapterFor(server).getLocationByEntity(CONTRACT_REGISTERED)()).toEqual(E.right(reify(registeredLocation())));
      });
  });

  it('registers a catalog file as a dry run (POST /locations?dryRun=true)', async () => {
    const target = fromProviderState(`\${${INJECTED.catalogFileUrl}}`, EXAMPLE_CATALOG_FILE_URL);
    const entity = { apiVersion: like('backstage.io/v1alpha1'), kind: like('Component'), metadata: { name: like('orders') } };
    await pact
      .addInteraction()
      .given(catalogStates.unregisteredFile.name)
      .uponReceiving('a dry-run registration of a catalog file')
      .withRequest('POST', `${BASE}/locations`, (request) =>
        request.query({ dryRun: 'true' }).headers(AUTH_JSON).jsonBody({ type: 'url', target }),
      )
      .willRespondWith(201, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ exists: false, location: registeredLocation(), entities: eachLike(entity) }),
      )
      .executeTest(async (server) => {
        const result = await adapterFor(server).addLocation({ target: EXAMPLE_CATALOG_FILE_URL, dryRun: true })();
        expect(result).toEqual(E.right({ exists: false, location: reify(registeredLocation()), entities: [reify(entity)] }));
      });
  });

  it('registers a catalog file (POST /locations)', async () => {
    const target = fromProviderState(`\${${INJECTED.catalogFileUrl}}`, EXAMPLE_CATALOG_FILE_URL);
    await pact
      .addInteraction()
      .given(catalogStates.unregisteredFile.name)
      .uponReceiving('a registration of a catalog file')
      .withRequest('POST', `${BASE}/locations`, (request) => request.headers(AUTH_JSON).jsonBody({ type: 'url', target }))
      .willRespondWith(201, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ location: registeredLocation() }))
      .executeTest(async (server) => {
        const result = await adapterFor(server).addLocation({ target: EXAMPLE_CATALOG_FILE_URL })();
        expect(result).toEqual(E.right({ location: reify(registeredLocation()), entities: [] }));
      });
  });

  it('removes a location (DELETE /locations/{id})', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.registeredLocation.name)
      .uponReceiving('a removal of a registered location by id')
      .withRequest('DELETE', injectedPath(`/locations/\${${INJECTED.locationId}}`, EXAMPLE_LOCATION_ID), (request) => request.headers(AUTH))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect(await adapterFor(server).removeLocationById(EXAMPLE_LOCATION_ID)()).toEqual(E.right(undefined));
      });
  });
});

describe('catalog backend contract: entity writes, validation and analysis', () => {
  it('removes an entity (DELETE /entities/by-uid/{uid})', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.registeredLocation.name)
      .uponReceiving('a removal of component:default/contract-registered by uid')
      .withRequest('DELETE', injectedPath(`/entities/by-uid/\${${INJECTED.uid}}`, EXAMPLE_UID), (request) => request.headers(AUTH))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect(await adapterFor(server).removeEntityByUid(EXAMPLE_UID)()).toEqual(E.right(undefined));
      });
  });

  it('schedules a refresh of an entity (POST /refresh)', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.paymentsExists.name)
      .uponReceiving('a refresh of component:default/payments')
      .withRequest('POST', `${BASE}/refresh`, (request) => request.headers(AUTH_JSON).jsonBody({ entityRef: 'component:default/payments' }))
      .willRespondWith(200)
      .executeTest(async (server) => {
        expect(await adapterFor(server).refreshEntity('component:default/payments')()).toEqual(E.right(undefined));
      });
  });

  const LOCATION_REF = `url:${EXAMPLE_CATALOG_FILE_URL}`;
  const validEntity = {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name: 'orders' },
    spec: { type: 'service', lifecycle: 'production', owner: 'group:default/team-storefront' },
  };

  it('validates a valid entity (POST /validate-entity answers 200)', async () => {
    await pact
      .addInteraction()
      .given(catalogStates.componentsAccepted.name)
      .uponReceiving('a validation of a valid entity')
      .withRequest('POST', `${BASE}/validate-entity`, (request) =>
        request.headers(AUTH_JSON).jsonBody({ entity: validEntity, location: LOCATION_REF }),
      )
      .willRespondWith(200)
      .executeTest(async (server) => {
        expect(await adapterFor(server).validateEntity(validEntity, LOCATION_REF)()).toEqual(E.right({ valid: true }));
      });
  });

  it('reads the errors of an invalid entity (POST /validate-entity answers 400)', async () => {
    const invalidEntity = { ...validEntity, metadata: { name: 'not a valid name' } };
    const error = { name: like('InputError'), message: like('"metadata.name" is not valid') };
    await pact
      .addInteraction()
      .given(catalogStates.componentsAccepted.name)
      .uponReceiving('a validation of an entity with an invalid name')
      .withRequest('POST', `${BASE}/validate-entity`, (request) =>
        request.headers(AUTH_JSON).jsonBody({ entity: invalidEntity, location: LOCATION_REF }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ errors: eachLike(error) }))
      .executeTest(async (server) => {
        const result = await adapterFor(server).validateEntity(invalidEntity, LOCATION_REF)();
        expect(result).toEqual(E.right({ valid: false, errors: [reify(error)] }));
      });
  });

  it('proposes an entity for a repository without a catalog file (POST /analyze-location)', async () => {
    const proposal = {
      entity: {
        apiVersion: like('backstage.io/v1alpha1'),
        kind: like('Component'),
        metadata: { name: 'orders' },
        spec: { type: like('other'), lifecycle: like('unknown') },
      },
    };
    await pact
      .addInteraction()
      .given(catalogStates.repositoryWithoutCatalogFile.name)
      .uponReceiving('an analysis of a repository without a catalog file')
      .withRequest('POST', `${BASE}/analyze-location`, (request) =>
        request.headers(AUTH_JSON).jsonBody({ location: { type: 'url', target: 'https://github.com/acme/orders' } }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ existingEntityFiles: [], generateEntities: eachLike(proposal) }),
      )
      .executeTest(async (server) => {
        const result = await adapterFor(server).analyzeLocation({ location: { type: 'url', target: 'https://github.com/acme/orders' } })();
        expect(result).toEqual(E.right({ existingEntityFiles: [], generateEntities: [{ entity: reify(proposal.entity), fields: [] }] }));
      });
  });

  it('lists the catalog files a repository already has (POST /analyze-location)', async () => {
    const existing = {
      location: { type: 'url', target: like('https://github.com/acme/payments/blob/main/catalog-info.yaml') },
      isRegistered: MatchersV3.boolean(false),
      entity: { apiVersion: like('backstage.io/v1alpha1'), kind: like('Component'), metadata: { name: like('payments') } },
    };
    await pact
      .addInteraction()
      .given(catalogStates.repositoryWithCatalogFile.name)
      .uponReceiving('an analysis of a repository with a catalog file')
      .comment(catalogStates.repositoryWithCatalogFile.notOnEmbeddedBackend)
      .withRequest('POST', `${BASE}/analyze-location`, (request) =>
        request.headers(AUTH_JSON).jsonBody({ location: { type: 'url', target: 'https://github.com/acme/payments' } }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ existingEntityFiles: eachLike(existing), generateEntities: [] }),
      )
      .executeTest(async (server) => {
        const result = await adapterFor(server).analyzeLocation({ location: { type: 'url', target: 'https://github.com/acme/payments' } })();
        expect(result).toEqual(E.right({ existingEntityFiles: [reify(existing)], generateEntities: [] }));
      });
  });
});
