/** @jest-environment node */
// The example plugin's client: the proxy at the onCall.proxyPath config key, through the portal's backend client
// (the user's token, status checks), with answers decoded by the plugin's codecs and the failing paths named.
import * as E from 'fp-ts/Either';
import type { JsonObject } from 'portico-app/plugin-api';
import { backendClientOf, configOf } from 'portico-app/plugin-api/testing';
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
  new OnCallHttpClient({ backend: backendClientOf({ fetch }), config: configOf(config) });

const rota = { id: 'payments-primary', name: 'Payments primary', onCall: { name: 'Pat Example' }, until: '2030-01-01T09:00:00Z' };

describe('OnCallHttpClient', () => {
  it('asks the proxy at onCall.proxyPath, /on-call by default', async () => {
    const byDefault = answering(200, rota);
    expect(await clientWith(byDefault.fetch).getRota('payments-primary')()).toEqual(E.right(rota));
    expect(byDefault.calls).toEqual(['http://backend.test/api/proxy/on-call/rotas/payments-primary']);

    const configured = answering(200, { items: [rota] });
    expect(await clientWith(configured.fetch, { onCall: { proxyPath: '/pagerduty/' } }).listRotas()()).toEqual(E.right([rota]));
    expect(configured.calls).toEqual(['http://backend.test/api/proxy/pagerduty/rotas']);
  });

  it('names the failing paths of an answer of another shape', async () => {
    const wrong = answering(200, { ...rota, onCall: { name: 42 } });
    const answer = await clientWith(wrong.fetch).getRota('payments-primary')();
    expect(answer).toEqual(E.left(expect.objectContaining({ _tag: 'Decode', paths: ['onCall.name: expected string, got 42'] })));
  });

  it('says what the service answered when it fails', async () => {
    const answer = await clientWith(answering(502, 'upstream down').fetch).listRotas()();
    expect(answer).toEqual(E.left(expect.objectContaining({ _tag: 'HttpStatus', status: 502, message: 'Request failed with 502 Bad Gateway' })));
  });
});
