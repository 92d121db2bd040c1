// Expected catalog bodies for the catalog contract: only the fields Portico reads, with matchers where
// the value differs per backend (uids, etags, cursors, counts, other entities' names).
import { MatchersV3 } from '@pact-foundation/pact';

const { integer, like, string, uuid } = MatchersV3;

export const EXAMPLE_UID = '97091976-f094-49b2-acde-4fae92e46555';
export const EXAMPLE_LOCATION_ID = '9cbc8cfa-2e97-4306-bf82-93eb08934c2e';
export const EXAMPLE_CURSOR = 'eyJpc1ByZXZpb3VzIjpmYWxzZSwicXVlcnkiOnsia2luZCI6ImNvbXBvbmVudCJ9fQ==';
/** GET /entities' `after` cursor (from the `link` header's next page): base64 of {"limit":1,"offset":1}. */
export const EXAMPLE_AFTER = 'eyJsaW1pdCI6MSwib2Zmc2V0IjoxfQ==';
export const EXAMPLE_CATALOG_FILE_URL = 'https://github.com/acme/orders/blob/main/catalog-info.yaml';

/** What GET /entities and GET /entities/by-query answer for fields=apiVersion,kind,metadata.name,metadata.namespace,spec.type. */
export const componentSummary = (name: string) => ({
  apiVersion: like('backstage.io/v1alpha1'),
  kind: 'Component',
  metadata: { name: like(name), namespace: like('default') },
  spec: { type: like('service') },
});

/** The fields Portico asks for in the list calls, besides the identity fields the adapter always adds. */
export const SUMMARY_FIELDS = ['spec.type'];
export const SUMMARY_FIELDS_PARAM = 'apiVersion,kind,metadata.name,metadata.namespace,spec.type';

/** A whole entity as the entity page reads it. */
export const paymentsEntity = {
  apiVersion: like('backstage.io/v1alpha1'),
  kind: 'Component',
  metadata: {
    name: 'payments',
    namespace: 'default',
    uid: uuid(EXAMPLE_UID),
    etag: string('ba125eb4e989e5b544b0f91a8e0ea74d728e0270'),
    title: like('Payments Service'),
    description: like('Authorises and captures card payments for every order.'),
    tags: MatchersV3.eachLike('payments'),
    annotations: like({ 'backstage.io/managed-by-location': 'url:https://github.com/acme/payments/blob/main/catalog-info.yaml' }),
  },
  spec: { type: like('service'), lifecycle: like('production'), owner: like('group:default/team-payments') },
  relations: MatchersV3.eachLike({ type: like('ownedBy'), targetRef: like('group:default/team-payments') }),
};

export const registeredLocation = (target: unknown = like(EXAMPLE_CATALOG_FILE_URL)) => ({
  id: like(EXAMPLE_LOCATION_ID),
  type: 'url',
  target,
});

export const facetCount = (value: string, count: number) => ({ value: like(value), count: integer(count) });
