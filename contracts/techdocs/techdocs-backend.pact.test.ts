// Contract with the techdocs backend, driven through the
// real TechDocsHttpAdapter and its codecs: metadata of the site and of the entity, the docs cookie, a
// page's HTML from the default storage path, and the sync event stream.
import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import { MatchersV3 } from '@pact-foundation/pact';
import { TechDocsHttpAdapter } from '../../adapters/docs/techdocs.http-adapter';
import { DEFAULT_DOCS_SETTINGS } from '../../domain/docs/docs-settings';
import { backendFetchOf, bearerTokenHeader, consumerPact, JSON_CONTENT_TYPE, resolveBaseUrlOf, type MockServer } from '../support/consumer-pact';
import { techdocsStates } from '../support/provider-states';

const { datetime, eachLike, integer, like, regex } = MatchersV3;

const pact = consumerPact('techdocs');
const BASE = '/api/techdocs';
const AUTH = { Authorization: bearerTokenHeader };
const PAYMENTS = { kind: 'component', namespace: 'default', name: 'payments' };
const PUBLISHED = techdocsStates.paymentsDocsPublished.name;

const adapterFor = (server: MockServer) =>
  new TechDocsHttpAdapter(backendFetchOf(server), resolveBaseUrlOf(server), { load: () => T.of(DEFAULT_DOCS_SETTINGS) });

/** Pact rules for a text body: the whole body must match the pattern (Pact compares text bodies byte for byte otherwise). */
const bodyMatching = (pattern: string, example: string) => ({ body: [{ path: '$', rules: [regex(pattern, example)] }] });

const PAGE_HTML = '<!doctype html>\n<html lang="en">\n<head><title>Overview - Payments Service</title></head>\n<body><article>Payments</article></body>\n</html>\n';
const FINISH_EVENT = 'event: finish\ndata: {"updated":false}\n\n';

describe('techdocs backend contract', () => {
  it('reads the metadata of a docs site (GET /metadata/techdocs/{namespace}/{kind}/{name})', async () => {
    await pact
      .addInteraction()
      .given(PUBLISHED)
      .uponReceiving('a request for the docs site metadata of component:default/payments')
      .withRequest('GET', `${BASE}/metadata/techdocs/default/component/payments`, (request) => request.headers(AUTH))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          site_name: like('Payments Service'),
          site_description: like('How the payments service works and how to run it.'),
          etag: like('payments-docs-1'),
          build_timestamp: integer(1767225600000),
          files: eachLike('index.html'),
        }),
      )
      .executeTest(async (server) => {
        expect(await adapterFor(server).getTechDocsMetadata(PAYMENTS)()).toEqual(
          E.right({
            siteName: 'Payments Service',
            siteDescription: 'How the payments service works and how to run it.',
            etag: 'payments-docs-1',
            buildTimestamp: 1767225600000,
            files: ['index.html'],
          }),
        );
      });
  });

  it('reads the entity of a docs site (GET /metadata/entity/{namespace}/{kind}/{name})', async () => {
    await pact
      .addInteraction()
      .given(PUBLISHED)
      .uponReceiving('a request for the entity metadata of the docs of component:default/payments')
      .withRequest('GET', `${BASE}/metadata/entity/default/component/payments`, (request) => request.headers(AUTH))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          apiVersion: like('backstage.io/v1alpha1'),
          kind: 'Component',
          metadata: { name: 'payments', namespace: 'default', title: like('Payments Service'), annotations: { 'backstage.io/techdocs-ref': like('dir:.') } },
          spec: { type: like('service'), owner: like('group:default/team-payments') },
        }),
      )
      .executeTest(async (server) => {
        const entity = await adapterFor(server).getEntityMetadata(PAYMENTS)();
        expect(entity).toEqual(
          E.right({
            apiVersion: 'backstage.io/v1alpha1',
            kind: 'Component',
            metadata: { name: 'payments', namespace: 'default', title: 'Payments Service', annotations: { 'backstage.io/techdocs-ref': 'dir:.' } },
            spec: { type: 'service', owner: 'group:default/team-payments' },
          }),
        );
      });
  });

  it('asks for the docs cookie at GET /.backstage/auth/v1/cookie, where the backend lines in use serve it', async () => {
    // The portal asks the older {techdocs}/cookie only when this path answers 404 (backends older than these lines).
    await pact
      .addInteraction()
      .given(PUBLISHED)
      .uponReceiving('a request for the docs cookie')
      .withRequest('GET', `${BASE}/.backstage/auth/v1/cookie`, (request) => request.headers(AUTH))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ expiresAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-22T03:54:16.000Z') }),
      )
      .executeTest(async (server) => {
        expect(await adapterFor(server).issueCookie()()).toEqual(E.right('2026-11-22T03:54:16.000Z'));
      });
  });

  it('reads the HTML of a docs page from the default storage path', async () => {
    await pact
      .addInteraction()
      .given(PUBLISHED)
      .uponReceiving('a request for the HTML of the index page of the docs of component:default/payments')
      .withRequest('GET', `${BASE}/static/docs/default/component/payments/index.html`, (request) =>
        request.headers({ ...AUTH, accept: 'text/html, text/plain' }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': regex('^text/(html|plain)(;.*)?$', 'text/plain; charset=utf-8') })
          .body('text/html', Buffer.from(PAGE_HTML))
          .matchingRules(bodyMatching('^\\s*<!(?i:doctype) html>[\\s\\S]*<html[\\s\\S]*</html>\\s*$', PAGE_HTML)),
      )
      .executeTest(async (server) => {
        const adapter = adapterFor(server);
        const location = await adapter.locatePage(PAYMENTS, '')();
        if (E.isLeft(location)) throw new Error(location.left.message);
        expect(await adapter.getPageHtml(location.right)()).toEqual(E.right(PAGE_HTML));
      });
  });

  it('syncs a docs site and reads the finish event (GET /sync/{namespace}/{kind}/{name})', async () => {
    await pact
      .addInteraction()
      .given(PUBLISHED)
      .uponReceiving('a sync of the docs of component:default/payments that finds them up to date')
      .withRequest('GET', `${BASE}/sync/default/component/payments`, (request) => request.headers({ ...AUTH, accept: 'text/event-stream' }))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': regex('^text/event-stream(;.*)?$', 'text/event-stream') })
          .body('text/plain', Buffer.from(FINISH_EVENT))
          .matchingRules(bodyMatching('^(event: log\\r?\\ndata: [^\\r\\n]*\\r?\\n\\r?\\n)*event: finish\\r?\\ndata: \\{"updated":false\\}\\r?\\n\\r?\\n$', FINISH_EVENT)),
      )
      .executeTest(async (server) => {
        const logged: string[] = [];
        expect(await adapterFor(server).sync(PAYMENTS, (line) => logged.push(line))()).toEqual(E.right('cached'));
      });
  });
});
