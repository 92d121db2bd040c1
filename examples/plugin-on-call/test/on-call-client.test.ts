/** @jest-environment node */
// The example plugin's client: the proxy's URL from discovery and the onCall.proxyPath config key, the portal's
// fetch (which adds the user's token), and answers decoded with the failing paths named.
import type { JsonObject } from 'portico-app/plugin-api';
import { configOf } from 'portico-app/plugin-api/testing';
import { OnCallHttpClient } from '../src/on-call-client';

const answering = (status: number, body: unknown) => {
  const calls: string[] = [];
  const fetch = async (url: string) => {
    calls.push(url);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Bad Gateway' });
  };
  return { calls, fetch };
};

const clientWith = (fetch: (url: string) => Promise<Response>, config: JsonObject = {}) =>
  new OnCallHttpClient({ fetch, discovery: { getBaseUrl: async (pluginId) => `http://portal.example.com/api/${pluginId}` }, config: configOf(config) });

const rota = { id: 'payments-primary', name: 'Payments primary', onCall: { name: 'Pat Example' }, until: '2030-01-01T09:00:00Z' };

describe('OnCallHttpClient', () => {
  it("asks the proxy at onCall.proxyPath, /on-call by default", async () => {
    const byDefault = answering(200, rota);
    expect(await clientWith(byDefault.fetch).getRota('payments-primary')).toEqual(rota);
    expect(byDefault.calls).toEqual(['http://portal.example.com/api/proxy/on-call/rotas/payments-primary']);

    const configured = answering(200, { items: [rota] });
    expect(await clientWith(configured.fetch, { onCall: { proxyPath: '/pagerduty/' } }).listRotas()).toEqual([rota]);
    expect(configured.calls).toEqual(['http://portal.example.com/api/proxy/pagerduty/rotas']);
  });

  it('names the failing paths of an answer of another shape', async () => {
    const wrong = answering(200, { ...rota, onCall: { name: 42 } });
    await expect(clientWith(wrong.fetch).getRota('payments-primary')).rejects.toThrow(/unexpected shape: .*onCall.*name/);
  });

  it("says what the service answered when it fails", async () => {
    await expect(clientWith(answering(502, 'upstream down').fetch).listRotas()).rejects.toThrow('The on-call service answered 502 Bad Gateway');
  });
});
