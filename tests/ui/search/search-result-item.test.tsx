import { screen, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import type { EntitiesByRefsRequest } from '../../../application/catalog/catalog-reader.port';
import { EntityPresentationApiToken } from '../../../application/catalog/entity-presentation.port';
import { CatalogEntityPresentation } from '../../../application/catalog/entity-presentation.use-case';
import type { Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import type { SearchResult } from '../../../domain/search/query';
import { SearchResultItem } from '../../../ui/search/search-result-item';
import { fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';
import { provide, renderView } from '../../support/render';

const groups: readonly Entity[] = [
  { apiVersion: 'backstage.io/v1alpha1', kind: 'Group', metadata: { name: 'team-payments', namespace: 'default', title: 'Payments Team' } },
  { apiVersion: 'backstage.io/v1alpha1', kind: 'Group', metadata: { name: 'team-storefront', namespace: 'default', title: 'Storefront Team' } },
];

const result = (title: string, owner: string): SearchResult => ({
  type: 'software-catalog',
  document: { title, text: '', location: `/catalog/default/component/${title.toLowerCase()}`, fields: { kind: 'Component', owner } },
});

describe('a search result’s owner', () => {
  it('reads as the owner’s name however the document writes its reference, the reference in the tooltip, all named in one call', async () => {
    const calls: RecordedCall[] = [];
    const reader = fakeCatalogReader(
      {
        getEntitiesByRefs: (request: EntitiesByRefsRequest) =>
          TE.right(request.entityRefs.map((ref) => groups.find((entity) => stringifyEntityRef(entity) === ref) ?? null)),
      },
      calls,
    );
    renderView(
      <>
        <SearchResultItem result={result('Payments', 'group:default/team-payments')} rank={1} />
        <SearchResultItem result={result('Shop', 'team-storefront')} rank={2} />
      </>,
      { services: [provide(EntityPresentationApiToken, new CatalogEntityPresentation({ reader, now: Date.now }))] },
    );
    const payments = screen.getByRole('article', { name: 'Payments' });
    expect(await within(payments).findByText('Payments Team')).toHaveAttribute('title', 'group:default/team-payments');
    const shop = screen.getByRole('article', { name: 'Shop' });
    expect(await within(shop).findByText('Storefront Team')).toHaveAttribute('title', 'group:default/team-storefront');
    expect(payments).not.toHaveTextContent('group:default');
    expect(calls.filter((call) => call.method === 'getEntitiesByRefs')).toHaveLength(1);
  });
});
