// The on-call plugin: a page of rotas with a sidebar item, and a card on the pages of entities that name a rota.
import { PhoneIcon } from '@blueprintjs/icons';
import { backendClientToken, configToken, createPlugin, defineService, whenAnnotated } from 'portico-app/plugin-api';
import { ESCALATIONS_FLAG, ROTA_ANNOTATION } from './constants';
import { OnCallClientToken, OnCallHttpClient } from './on-call-client';

export { OnCallClientToken, type OnCallClient } from './on-call-client';
export type { Rota } from './rota';

export default createPlugin({
  id: 'on-call',
  routes: [{ path: '/on-call', name: 'root', title: 'On call', load: () => import('./on-call-page') }],
  sidebar: [{ label: 'On call', to: '/on-call', icon: <PhoneIcon /> }],
  entityCards: [{ id: 'on-call', when: whenAnnotated(ROTA_ANNOTATION), order: 15, load: () => import('./on-call-card') }],
  services: [
    defineService({
      token: OnCallClientToken,
      deps: { backend: backendClientToken, config: configToken },
      create: (deps) => new OnCallHttpClient(deps),
    }),
  ],
  featureFlags: [{ name: ESCALATIONS_FLAG, description: 'Show the escalation policy on the on-call card' }],
});
