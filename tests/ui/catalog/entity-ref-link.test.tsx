import { screen, waitFor } from '@testing-library/react';
import { Profiler, type ReactElement } from 'react';
import {
  EntityPresentationApiToken,
  type EntityPresentationApi,
  type EntityPresentationResult,
} from '../../../application/catalog/entity-presentation.port';
import type { Entity } from '../../../domain/catalog/entity';
import { entityPresentation } from '../../../domain/catalog/presentation';
import { EntityRefLink } from '../../../ui/catalog/entity-ref-link';
import { asPluginPage, recordingAnalytics } from '../../support/analytics';
import { provide, renderView } from '../../support/render';

const entity: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'ledger', namespace: 'default', title: 'Ledger' } };

/** Answers every ref with a fresh (equal) snapshot, as the presentation cache does. */
const presentations = (loaded?: Entity): EntityPresentationApi => ({
  forEntity: (entityOrRef): EntityPresentationResult => {
    const snapshot = entityPresentation(entityOrRef);
    return { snapshot, promise: Promise.resolve(loaded ? entityPresentation(loaded) : entityPresentation(entityOrRef)) };
  },
});

const renderCounted = (link: ReactElement, api: EntityPresentationApi) => {
  const commits: string[] = [];
  renderView(
    <Profiler id="link" onRender={(_, phase) => commits.push(phase)}>
      {link}
    </Profiler>,
    { services: [provide(EntityPresentationApiToken, api)] },
  );
  return commits;
};

describe('EntityRefLink', () => {
  it('renders a link of a known entity once: naming it again after mounting changes nothing', async () => {
    const commits = renderCounted(<EntityRefLink entityRef={entity} title="Ledger" />, presentations());
    expect(await screen.findByRole('link', { name: 'Ledger' })).toHaveAttribute('href', '/catalog/default/component/ledger');
    await waitFor(() => expect(commits).toEqual(['mount']));
  });

  it('renders a ref once until the loaded entity names it differently', async () => {
    const team: Entity = { ...entity, kind: 'Group', metadata: { name: 'ledger-team', namespace: 'default', title: 'Ledger team' } };
    const commits = renderCounted(<EntityRefLink entityRef="group:default/ledger-team" />, presentations(team));
    expect(await screen.findByRole('link', { name: 'Ledger team' })).toBeInTheDocument();
    expect(commits).toEqual(['mount', 'update']);
  });

  it('reports a click with where it leads and the page it was on, then the navigation with the entity page', async () => {
    const { events, binding } = recordingAnalytics();
    const { user } = renderView(
      asPluginPage('catalog', '/catalog', <EntityRefLink entityRef={entity} title="Ledger" />, [{ pluginId: 'catalog', routeRef: '/catalog/:namespace/:kind/:name/*' }]),
      { route: '/catalog', services: [provide(EntityPresentationApiToken, presentations()), binding] },
    );
    await user.click(await screen.findByRole('link', { name: 'Ledger' }));
    await waitFor(() => expect(events).toHaveLength(3));
    const catalogIndex = { pluginId: 'catalog', routeRef: '/catalog', extension: 'App' };
    expect(events).toEqual([
      { action: 'navigate', subject: '/catalog', context: catalogIndex },
      {
        action: 'click',
        subject: 'Ledger',
        attributes: { to: '/catalog/default/component/ledger', entityRef: 'component:default/ledger' },
        context: catalogIndex,
      },
      { action: 'navigate', subject: '/catalog/default/component/ledger', context: { pluginId: 'catalog', routeRef: '/catalog/:namespace/:kind/:name/*', extension: 'App' } },
    ]);
  });
});
