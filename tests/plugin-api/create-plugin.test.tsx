// createPlugin as a plugin author meets it: lazily loaded pages, tabs and cards shaped for the shell, the rules
// checked with messages naming the plugin, and the mark the portal recognises plugins by.
import { render, screen } from '@testing-library/react';
import { createPlugin, PLUGIN_API_VERSION, whenKind, type Entity } from '../../plugin-api';
import { PLUGIN_MARK } from '../../ui/app/plugin';

const entity: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' } };

const RotaCard = ({ entity: shown }: { entity: Entity }) => <p>Rota of {shown.metadata.name}</p>;
const RotaPage = () => <h1>Rotas</h1>;

describe('createPlugin', () => {
  it('marks the plugin with the plugin API version', () => {
    expect(createPlugin({ id: 'on-call' })[PLUGIN_MARK]).toBe(PLUGIN_API_VERSION);
  });

  it("renders a lazily loaded card with the entity once its code is in", async () => {
    const plugin = createPlugin({ id: 'on-call', entityCards: [{ id: 'rota', when: whenKind('component'), load: async () => ({ default: RotaCard }) }] });
    const card = plugin.entityCards?.[0];
    expect(card?.when?.(entity)).toBe(true);
    render(<>{card?.render(entity)}</>);
    expect(await screen.findByText('Rota of payments')).toBeInTheDocument();
  });

  it('renders a lazily loaded page, and a tab that preloads its code', async () => {
    const plugin = createPlugin({
      id: 'on-call',
      routes: [{ path: '/on-call', name: 'root', title: 'On call', load: async () => ({ default: RotaPage }) }],
      entityTabs: [{ id: 'rota', path: 'rota', title: 'Rota', load: async () => ({ default: RotaCard }) }],
    });
    expect(plugin.routes[0]).toMatchObject({ path: '/on-call', name: 'root' });
    render(<>{plugin.routes[0]?.element}</>);
    expect(await screen.findByRole('heading', { name: 'Rotas' })).toBeInTheDocument();
    await plugin.entityTabs?.[0]?.preload?.();
    render(<>{plugin.entityTabs?.[0]?.render(entity)}</>);
    expect(screen.getByText('Rota of payments')).toBeInTheDocument();
  });

  it('gives sidebar items an id and an icon when the plugin gives none', () => {
    const plugin = createPlugin({ id: 'on-call', sidebar: [{ label: 'On call', to: '/on-call' }, { label: 'Rotas', to: '/on-call/rotas' }] });
    expect(plugin.sidebar?.map((item) => item.id)).toEqual(['on-call', 'on-call-1']);
    expect(plugin.sidebar?.every((item) => item.icon !== undefined)).toBe(true);
  });

  it.each([
    ['an invalid id', () => createPlugin({ id: 'On Call' }), "Plugin 'On Call': the id must start with a lowercase letter"],
    ['a route with neither load nor element', () => createPlugin({ id: 'on-call', routes: [{ path: '/on-call' }] }), "Plugin 'on-call': the route '/on-call' needs exactly one of load and element"],
    [
      'a card with both load and render',
      () => createPlugin({ id: 'on-call', entityCards: [{ id: 'rota', render: () => null, load: async () => ({ default: RotaCard }) }] }),
      "Plugin 'on-call': 'rota' gives both load and render",
    ],
    ['a feature flag with capitals', () => createPlugin({ id: 'on-call', featureFlags: [{ name: 'Escalations', description: '' }] }), "Plugin 'on-call': feature flag 'Escalations'"],
  ])('refuses %s, naming the plugin', (_what, create, message) => {
    expect(create).toThrow(message);
  });
});
