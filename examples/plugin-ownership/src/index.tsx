// The ownership plugin: a page with its sidebar item, a card on components' pages, and the client both read from.
import { CubeIcon } from '@blueprintjs/icons';
import { createPlugin, defineService, discoveryToken, fetchToken, whenKind } from 'portico-app/plugin-api';
import { OwnershipClientToken, OwnershipHttpClient } from './ownership-client';

export { OwnershipClientToken, type OwnershipClient } from './ownership-client';

export default createPlugin({
  id: 'ownership',
  routes: [{ path: '/ownership', name: 'root', title: 'Ownership', load: () => import('./ownership-page') }],
  sidebar: [{ label: 'Ownership', to: '/ownership', icon: <CubeIcon /> }],
  entityCards: [{ id: 'ownership', when: whenKind('component'), load: () => import('./ownership-card') }],
  services: [
    defineService({
      token: OwnershipClientToken,
      deps: { fetch: fetchToken, discovery: discoveryToken },
      create: (deps) => new OwnershipHttpClient(deps),
    }),
  ],
});
