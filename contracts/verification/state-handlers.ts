// Provider-side state handlers: before an interaction is replayed, make its provider state true on the
// backend under test through the backend's own public API (never by reaching into its database).
// A state that is a property of the deployment (its policy, its installed providers) cannot be created
// from outside: its handler checks it and explains what to configure when it does not hold.
import { appStates, authStates, permissionStates } from '../support/provider-states';
import type { BackendUnderTest, StateHandlers } from './backend-under-test';
import { catalogStateHandlers } from './catalog-state-handlers';
import { kubernetesStateHandlers } from './kubernetes-state-handlers';
import { scaffolderStateHandlers } from './scaffolder-state-handlers';
import { searchStateHandlers } from './search-state-handlers';
import { techdocsStateHandlers } from './techdocs-state-handlers';

type Decision = 'ALLOW' | 'DENY' | 'CONDITIONAL';

const CATALOG_ENTITY = 'catalog-entity';

/** A permission as it travels in an authorize request. */
type WirePermission = { readonly name: string } & Readonly<Record<string, unknown>>;

const authorize = async (backend: BackendUnderTest, permission: WirePermission, resourceRef?: string): Promise<string> => {
  const response = await fetch(`${backend.baseUrl}/api/permission/authorize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${backend.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ id: 'state-check', permission, ...(resourceRef ? { resourceRef } : {}) }] }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /api/permission/authorize answered ${response.status}: ${text}`);
  const body = JSON.parse(text) as { items?: Array<{ result?: unknown }> };
  return String(body.items?.[0]?.result);
};

const expectDecision = async (
  backend: BackendUnderTest,
  expected: Decision,
  permission: WirePermission,
  resourceRef?: string,
): Promise<void> => {
  const actual = await authorize(backend, permission, resourceRef);
  if (actual !== expected) {
    throw new Error(
      `The permission policy answers ${actual} for ${permission.name}${resourceRef ? ` on ${resourceRef}` : ''}; ` +
        `this state needs ${expected}. Configure the policy of the backend under test accordingly.`,
    );
  }
};

const expectStatus = async (url: string, init: RequestInit, expected: number, explain: string): Promise<void> => {
  const response = await fetch(url, init);
  await response.body?.cancel();
  if (response.status !== expected) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${explain}`);
};

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

export const stateHandlersFor = (backend: BackendUnderTest): StateHandlers => ({
  ...catalogStateHandlers(backend),
  ...kubernetesStateHandlers(backend),
  ...searchStateHandlers(backend),
  ...scaffolderStateHandlers(backend),
  ...techdocsStateHandlers(backend),

  [authStates.guestCanSignIn.name]: () =>
    expectStatus(
      `${backend.baseUrl}/api/auth/guest/refresh`,
      { headers: XHR },
      200,
      'install and enable the guest auth provider (auth.providers.guest) to verify guest sign-in',
    ),
  // True of every auth backend: no deployment installs a provider by that name.
  [authStates.providerAbsent.name]: async () => undefined,
  [authStates.oauthProviderConfigured.name]: () =>
    expectStatus(
      `${backend.baseUrl}/api/auth/github/logout`,
      { method: 'POST', headers: XHR },
      200,
      'configure the github auth provider (auth.providers.github) or skip this state',
    ),

  // Backstage mounts the cookie endpoint on every plugin's router: a plugin with the id app must be installed.
  [appStates.appPluginInstalled.name]: () =>
    expectStatus(
      `${backend.baseUrl}/api/app/.backstage/auth/v1/cookie`,
      { headers: { authorization: `Bearer ${backend.token}` } },
      200,
      'install a backend plugin with the id app (@backstage/plugin-app-backend) to verify the app cookie calls',
    ),

  [permissionStates.allowsEntityRead.name]: () =>
    expectDecision(
      backend,
      'ALLOW',
      { type: 'resource', name: 'catalog.entity.read', attributes: { action: 'read' }, resourceType: CATALOG_ENTITY },
      'component:default/payments',
    ),
  [permissionStates.deniesEntityCreate.name]: () =>
    expectDecision(backend, 'DENY', { type: 'basic', name: 'catalog.entity.create', attributes: { action: 'create' } }),
  [permissionStates.conditionalEntityDelete.name]: () =>
    expectDecision(
      backend,
      'CONDITIONAL',
      { type: 'resource', name: 'catalog.entity.delete', attributes: { action: 'delete' }, resourceType: CATALOG_ENTITY },
      'component:default/payments',
    ),
});
