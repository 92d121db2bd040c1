// The example plugin's card, tested the way a plugin author tests one: rendered in the plugin API's test host
// with a fake of the plugin's own client, the config, and feature flags.
import { render, screen } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import type { Entity } from 'portico-app/plugin-api';
import { PluginTestHost, provide } from 'portico-app/plugin-api/testing';
import OnCallCard from '../src/on-call-card';
import { OnCallClientToken, type OnCallClient } from '../src/on-call-client';
import type { Rota } from '../src/rota';

const rota: Rota = {
  id: 'payments-primary',
  name: 'Payments primary',
  onCall: { name: 'Pat Example', email: 'pat@example.com' },
  until: '2030-01-01T09:00:00Z',
  escalations: [{ level: 1, name: 'Payments lead' }],
};

const entity: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'payments', annotations: { 'acme.com/on-call-rota': 'payments-primary' } },
};

const client = (getRota: OnCallClient['getRota']): OnCallClient => ({ listRotas: () => TE.right([rota]), getRota });

const renderCard = (options: { getRota?: OnCallClient['getRota']; featureFlags?: readonly string[] } = {}) => {
  const asked: string[] = [];
  const getRota = options.getRota ?? ((id: string) => (asked.push(id), TE.right(rota)));
  render(
    <PluginTestHost services={[provide(OnCallClientToken, client(getRota))]} featureFlags={options.featureFlags ?? []}>
      <OnCallCard entity={entity} />
    </PluginTestHost>,
  );
  return asked;
};

describe('the on-call card', () => {
  it("shows who is on call for the entity's rota, with a mail link", async () => {
    const asked = renderCard();
    const card = await screen.findByRole('region', { name: 'On call' });
    expect(await screen.findByText(/Pat Example is on call for Payments primary until/)).toBeInTheDocument();
    expect(card).toContainElement(screen.getByRole('link', { name: 'pat@example.com' }));
    expect(asked).toEqual(['payments-primary']);
  });

  it('shows the escalation policy only with the flag on', async () => {
    renderCard();
    await screen.findByText(/Pat Example is on call/);
    expect(screen.queryByRole('region', { name: 'Escalation policy' })).not.toBeInTheDocument();
  });

  it('shows the escalation policy with the flag on', async () => {
    renderCard({ featureFlags: ['on-call-escalations'] });
    expect(await screen.findByRole('region', { name: 'Escalation policy' })).toHaveTextContent('Level 1: Payments lead');
  });

  it("says why when the rota cannot be loaded", async () => {
    renderCard({ getRota: () => TE.left({ _tag: 'HttpStatus', status: 502, statusText: 'Bad Gateway', message: 'Request failed with 502 Bad Gateway' }) });
    expect(await screen.findByText('Could not load the on-call rota: Request failed with 502 Bad Gateway')).toBeInTheDocument();
  });
});
