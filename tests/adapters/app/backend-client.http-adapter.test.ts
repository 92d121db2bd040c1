// The backend client plugins call their backends with: discovery's URL, the shell's status checks and error shape,
// and answers decoded by the plugin's own io-ts codec, with the failing path named.
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { BackendClientHttpAdapter } from '../../../adapters/app/backend-client.http-adapter';

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly body?: string;
  readonly contentType: string | null;
}

const backendAnswering = (status: number, body: unknown, statusText = '') => {
  const sent: Sent[] = [];
  const fetchFn = async (url: string, init?: RequestInit) => {
    sent.push({
      url,
      method: init?.method ?? 'GET',
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
      contentType: new Headers(init?.headers).get('content-type'),
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText });
  };
  const client = new BackendClientHttpAdapter(fetchFn, { getBaseUrl: async (pluginId) => `http://backend.test/api/${pluginId}` });
  return { sent, client };
};

const Rota = t.type({ id: t.string, onCall: t.type({ name: t.string }) });

describe('BackendClientHttpAdapter', () => {
  it("calls a path under the backend plugin discovery names, and decodes the answer with the caller's codec", async () => {
    const { sent, client } = backendAnswering(200, { id: 'primary', onCall: { name: 'Pat' } });
    expect(await client.json({ plugin: 'proxy', path: '/on-call/rotas/primary' }, Rota)()).toEqual(E.right({ id: 'primary', onCall: { name: 'Pat' } }));
    expect(sent).toEqual([{ url: 'http://backend.test/api/proxy/on-call/rotas/primary', method: 'GET', contentType: null }]);
  });

  it('sends a body as JSON with the method given', async () => {
    const { sent, client } = backendAnswering(201, { id: 'new', onCall: { name: 'Sam' } });
    await client.json({ plugin: 'on-call', path: 'rotas', method: 'POST', body: { name: 'new' } }, Rota)();
    expect(sent).toEqual([{ url: 'http://backend.test/api/on-call/rotas', method: 'POST', body: '{"name":"new"}', contentType: 'application/json' }]);
  });

  it('answers an answer of another shape with a Decode error naming the failing path', async () => {
    const { client } = backendAnswering(200, { id: 'primary', onCall: { name: 42 } });
    const answer = await client.json({ plugin: 'proxy', path: '/on-call/rotas/primary' }, Rota)();
    expect(answer).toEqual(
      E.left({
        _tag: 'Decode',
        paths: ['onCall.name: expected string, got 42'],
        message: 'The backend answered with data Portico cannot read: onCall.name: expected string, got 42',
      }),
    );
  });

  it("answers a failing status with the status and the backend's own message", async () => {
    const { client } = backendAnswering(403, { error: { name: 'NotAllowedError', message: 'not yours' } }, 'Forbidden');
    const answer = await client.send({ plugin: 'on-call', path: '/rotas/primary', method: 'DELETE' })();
    expect(answer).toEqual(
      E.left({ _tag: 'HttpStatus', status: 403, statusText: 'Forbidden', name: 'NotAllowedError', message: 'Request failed with 403 Forbidden, not yours' }),
    );
  });

  it('answers a body that is not JSON with a Decode error', async () => {
    const { client } = backendAnswering(200, '<html>');
    const answer = await client.json({ plugin: 'proxy', path: '/on-call/rotas' }, Rota)();
    expect(E.isLeft(answer) && answer.left._tag).toBe('Decode');
  });

  it('answers a discovery that fails with a Transport error, without calling anything', async () => {
    const fetchFn = jest.fn();
    const client = new BackendClientHttpAdapter(fetchFn, { getBaseUrl: () => Promise.reject(new Error('no endpoint for on-call')) });
    expect(await client.send({ plugin: 'on-call', path: '/ping' })()).toEqual(E.left({ _tag: 'Transport', message: 'no endpoint for on-call' }));
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
