import { screen, within } from '@testing-library/react';
import type { Entity } from '../../../../domain/catalog/entity';
import { preloadMarkdown } from '../../../../ui/app/markdown/markdown';
import { AboutCard } from '../../../../ui/catalog/entity-page/about-card';
import { renderView } from '../../../support/render';

const component = (description?: string): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'payments', namespace: 'default', ...(description === undefined ? {} : { description }) },
  spec: { type: 'service', lifecycle: 'production' },
});

describe('About card description', () => {
  beforeAll(() => preloadMarkdown());

  it('renders the description as Markdown, unsafe links as text', async () => {
    renderView(<AboutCard entity={component('Takes **payments**; see [the runbook](https://runbooks.example.com/payments) or [this](data:text/html,x)')} />);
    const card = screen.getByRole('heading', { name: 'About' }).closest('.portico-card') as HTMLElement;
    expect((await within(card).findByText('payments')).tagName).toBe('STRONG');
    expect(within(card).getByRole('link', { name: 'the runbook' })).toHaveAttribute('href', 'https://runbooks.example.com/payments');
    expect(within(card).queryByRole('link', { name: 'this' })).toBeNull();
  });

  it("says 'No description' without one", () => {
    renderView(<AboutCard entity={component()} />);
    expect(screen.getByText('No description')).toBeInTheDocument();
  });
});
