import { screen, within } from '@testing-library/react';
import type { Entity } from '../../../domain/catalog/entity';
import { preloadMarkdown } from '../../../ui/app/markdown/markdown';
import { AboutCard } from '../../../ui/catalog/entity-page/about-card';
import { graphPlugin } from '../../../config/browser/plugins/graph';
import { orgPlugin } from '../../../config/browser/plugins/org';
import { renderView } from '../../support/render';

const group: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Group',
  metadata: { name: 'team-payments', namespace: 'default', description: 'Owns payment processing.' },
  spec: { type: 'team', profile: { displayName: 'Payments Team' }, children: [] },
  relations: [{ type: 'childOf', targetRef: 'group:default/engineering' }],
};

/** The About card's order among the Overview's cards (the entity page places it between negative and other orders). */
const ABOUT_ORDER = 0;

describe("a group's page", () => {
  // The description is Markdown, whose renderer loads on first use.
  beforeAll(() => preloadMarkdown());

  it('leads with the profile, what the group owns and its members, before About; the relations graph comes after them', () => {
    const cards = [...orgPlugin.entityCards!, ...graphPlugin.entityCards!]
      .filter((card) => !card.when || card.when(group))
      .map((card) => ({ id: card.id, order: card.order ?? 50 }));
    cards.push({ id: 'about', order: ABOUT_ORDER });
    const order = [...cards].sort((a, b) => a.order - b.order).map((card) => card.id);
    expect(order).toEqual(['org-profile', 'org-ownership', 'org-members', 'about', 'catalog-graph']);
  });

  it('has an About card with only what applies to a group: its type, no empty owner, system or lifecycle', async () => {
    renderView(<AboutCard entity={group} />);
    const card = screen.getByRole('heading', { name: 'About' }).closest('.portico-card') as HTMLElement;
    expect(await within(card).findByText('Owns payment processing.')).toBeInTheDocument();
    expect(within(card).getByText('Type')).toBeInTheDocument();
    expect(within(card).getByText('team')).toBeInTheDocument();
    for (const label of ['Owner', 'System / Domain', 'Lifecycle', 'Tags', 'Source']) expect(within(card).queryByText(label)).toBeNull();
    expect(within(card).queryByText('—')).toBeNull();
  });

  it("keeps a component's About fields, '—' where one is empty", () => {
    renderView(<AboutCard entity={{ apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' }, spec: { type: 'service' } }} />);
    const card = screen.getByRole('heading', { name: 'About' }).closest('.portico-card') as HTMLElement;
    for (const label of ['Owner', 'System / Domain', 'Type', 'Lifecycle', 'Tags', 'Source']) expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getAllByText('—')).toHaveLength(5);
  });
});
