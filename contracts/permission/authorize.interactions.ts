// The authorize interactions (POST {permission}/authorize answered with DENY, ALLOW or CONDITIONAL). Shared by the consumer test and the tooling test that proves codec drift fails.
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import type { V4InteractionWithResponse } from '@pact-foundation/pact/src/v4/http/types';
import type { AuthorizeRequestItem, AuthorizeResponseItem } from '../../domain/permission/authorize-batch';
import {
  catalogEntityCreatePermission,
  catalogEntityDeletePermission,
  catalogEntityReadPermission,
} from '../../domain/permission/permission';
import { bearerTokenHeader, JSON_CONTENT_TYPE } from '../support/consumer-pact';
import { permissionStates, type ProviderState } from '../support/provider-states';

export interface AuthorizeCase {
  readonly title: string;
  readonly state: ProviderState;
  readonly description: string;
  readonly items: readonly AuthorizeRequestItem[];
  /** The backend's answer items, which are also what the adapter returns. */
  readonly answer: readonly AuthorizeResponseItem[];
}

const ownerConditions = {
  rule: 'IS_ENTITY_OWNER',
  resourceType: 'catalog-entity',
  params: { claims: ['user:default/guest', 'group:default/team-storefront'] },
};

export const AUTHORIZE_CASES = {
  allow: {
    title: 'reads an ALLOW decision for a resource permission',
    state: permissionStates.allowsEntityRead,
    description: 'an authorize request for catalog.entity.read on one entity',
    items: [{ id: '6f1c2a9e', permission: catalogEntityReadPermission, resourceRef: 'component:default/payments' }],
    answer: [{ id: '6f1c2a9e', result: 'ALLOW' }],
  },
  deny: {
    title: 'reads a DENY decision for a basic permission',
    state: permissionStates.deniesEntityCreate,
    description: 'an authorize request for catalog.entity.create',
    items: [{ id: '0b7d4e11', permission: catalogEntityCreatePermission }],
    answer: [{ id: '0b7d4e11', result: 'DENY' }],
  },
  batched: {
    // A definite policy decision covers the whole batch: one result, not one per resource.
    title: 'reads one decision for a batched item naming several resources',
    state: permissionStates.allowsEntityRead,
    description: 'a batched authorize request for catalog.entity.read on two entities',
    items: [
      {
        id: '93aa07c2',
        permission: catalogEntityReadPermission,
        resourceRef: ['component:default/payments', 'component:default/web-shop'],
      },
    ],
    answer: [{ id: '93aa07c2', result: 'ALLOW' }],
  },
  conditional: {
    title: 'reads a CONDITIONAL decision with its conditions',
    state: permissionStates.conditionalEntityDelete,
    description: 'an authorize request for catalog.entity.delete answered with a conditional decision',
    items: [{ id: 'c4e8f2d0', permission: catalogEntityDeletePermission, resourceRef: 'component:default/payments' }],
    answer: [{ id: 'c4e8f2d0', result: 'CONDITIONAL', pluginId: 'catalog', resourceType: 'catalog-entity', conditions: ownerConditions }],
  },
} as const satisfies Record<string, AuthorizeCase>;

/**
 * POST /api/permission/authorize with the portal's headers and body. Ids are random per request in the
 * portal, so only their type is part of the request; the answer carries the id it was sent, exactly.
 */
export const authorizeInteraction = (pact: PactV4, authorizeCase: AuthorizeCase): V4InteractionWithResponse => {
  const interaction = pact.addInteraction().given(authorizeCase.state.name).uponReceiving(authorizeCase.description);
  if ('notOnEmbeddedBackend' in authorizeCase.state) interaction.comment(String(authorizeCase.state.notOnEmbeddedBackend));
  return interaction
    .withRequest('POST', '/api/permission/authorize', (request) =>
      request
        .headers({ Authorization: bearerTokenHeader, 'Content-Type': 'application/json' })
        .jsonBody({ items: authorizeCase.items.map((item) => ({ ...item, id: MatchersV3.string(item.id) })) }),
    )
    .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ items: authorizeCase.answer }));
};
