// TechDocs provider states, checked through the techdocs backend's own API. A published site cannot be
// created from outside (it is built by CI or the backend's builder): the handler checks that it is there.
import { waitForCatalog } from '../../config/dev-backend/embedded/embedded-backend-client';
import { techdocsStates } from '../support/provider-states';
import type { BackendUnderTest, StateHandlers } from './backend-under-test';
import { CATALOG_WAIT_MS } from './timeouts';

const techdocsCall = async (backend: BackendUnderTest, path: string): Promise<Response> =>
  fetch(`${backend.baseUrl}/api/techdocs${path}`, { headers: { authorization: `Bearer ${backend.token}` } });

export const techdocsStateHandlers = (backend: BackendUnderTest): StateHandlers => ({
  [techdocsStates.paymentsDocsPublished.name]: async () => {
    // The docs backend reads the entity from the catalog first.
    await waitForCatalog({ baseUrl: backend.baseUrl, token: backend.token, entityRefs: ['component:default/payments'], timeoutMs: CATALOG_WAIT_MS });
    const response = await techdocsCall(backend, '/metadata/techdocs/default/component/payments');
    const text = await response.text();
    if (!response.ok) {
      throw new Error(
        `GET /api/techdocs/metadata/techdocs/default/component/payments answered ${response.status}: ${text}; ` +
          'publish the docs site of component:default/payments to verify the techdocs contract',
      );
    }
  },
});
