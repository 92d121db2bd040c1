/** @jest-environment node */
// The plugin's client: the proxy's URL from discovery and serviceCosts.proxyPath, the fetch Backstage gives plugins
// (which adds the user's token), and answers checked before they are shown.
import { ConfigReader } from '@backstage/config';
import { ServiceCostsClient } from '../src/client';

const answering = (status: number, body: unknown) => {
  const calls: string[] = [];
  const fetchApi = {
    fetch: async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Bad Gateway' });
    },
  };
  return { calls, fetchApi };
};

const clientWith = (fetchApi: { fetch: (input: RequestInfo | URL) => Promise<Response> }, config: ConstructorParameters<typeof ConfigReader>[0] = {}) =>
  new ServiceCostsClient({ discoveryApi: { getBaseUrl: async (pluginId) => `http://portal.example.com/api/${pluginId}` }, fetchApi, configApi: new ConfigReader(config) });

const cost = { service: 'payments', team: 'team-payments', monthToDate: 1234, currency: 'EUR' };

describe('ServiceCostsClient', () => {
  it('asks the proxy at serviceCosts.proxyPath, /service-costs by default', async () => {
    const byDefault = answering(200, { items: [cost] });
    expect(await clientWith(byDefault.fetchApi).listCosts()).toEqual([cost]);
    expect(byDefault.calls).toEqual(['http://portal.example.com/api/proxy/service-costs/costs']);
    const configured = answering(200, { items: [] });
    await clientWith(configured.fetchApi, { serviceCosts: { proxyPath: '/finance/' } }).listCosts();
    expect(configured.calls).toEqual(['http://portal.example.com/api/proxy/finance/costs']);
  });

  it('says what went wrong: the service failing, or an answer that is not a list of costs', async () => {
    await expect(clientWith(answering(502, {}).fetchApi).listCosts()).rejects.toThrow('The cost service answered 502 Bad Gateway');
    await expect(clientWith(answering(200, { costs: [] }).fetchApi).listCosts()).rejects.toThrow('The cost service answered without a list of items');
    await expect(clientWith(answering(200, { items: [cost, { ...cost, monthToDate: '12' }] }).fetchApi).listCosts()).rejects.toThrow(
      "The cost service's item 1 is not a cost (service, team, monthToDate, currency)",
    );
  });
});
