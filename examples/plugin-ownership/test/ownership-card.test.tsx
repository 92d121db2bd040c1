// The card, rendered in the plugin API's test host with a fake of the plugin's own client.
import { render, screen } from '@testing-library/react';
import type { Entity } from 'portico-app/plugin-api';
import { PluginTestHost, provide } from 'portico-app/plugin-api/testing';
import OwnershipCard from '../src/ownership-card';
import { OwnershipClientToken, type OwnershipClient } from '../src/ownership-client';

const entity: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' }, spec: { owner: 'group:default/team-a' } };

const client = (componentsOwnedBy: OwnershipClient['componentsOwnedBy']): OwnershipClient => ({ listComponents: async () => [], componentsOwnedBy });

const renderCard = (componentsOwnedBy: OwnershipClient['componentsOwnedBy']) =>
  render(
    <PluginTestHost services={[provide(OwnershipClientToken, client(componentsOwnedBy))]}>
      <OwnershipCard entity={entity} />
    </PluginTestHost>,
  );

describe('the ownership card', () => {
  it("counts the components of the entity's owner", async () => {
    const asked: string[] = [];
    renderCard(async (owner) => {
      asked.push(owner);
      return [
        { name: 'payments', namespace: 'default', title: 'Payments' },
        { name: 'ledger', namespace: 'default', title: 'Ledger' },
      ];
    });
    expect(await screen.findByText('group:default/team-a owns 2 components.')).toBeInTheDocument();
    expect(asked).toEqual(['group:default/team-a']);
  });

  it('says why when the catalog cannot be read', async () => {
    renderCard(async () => Promise.reject(new Error('The catalog answered 503 Service Unavailable')));
    expect(await screen.findByText("Could not load the owner's components: The catalog answered 503 Service Unavailable")).toBeInTheDocument();
  });
});
