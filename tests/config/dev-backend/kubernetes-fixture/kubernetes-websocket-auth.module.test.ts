import fc from 'fast-check';
import type { NextFunction, Request, Response } from 'express';
import {
  BEARER_SUBPROTOCOL_PREFIX,
  proxyAuthMiddleware,
  takeBearerSubprotocol,
} from '../../../../config/dev-backend/kubernetes-fixture/kubernetes-websocket-auth.module';

const offer = (token: string) => `${BEARER_SUBPROTOCOL_PREFIX}${Buffer.from(token).toString('base64url')}`;

describe('bearer subprotocol', () => {
  it('takes the token out of the offered subprotocols', () => {
    expect(takeBearerSubprotocol(`channel.k8s.io, ${offer('abc.def')}`)).toEqual({ token: 'abc.def', remaining: 'channel.k8s.io' });
    expect(takeBearerSubprotocol('channel.k8s.io')).toEqual({ remaining: 'channel.k8s.io' });
    expect(takeBearerSubprotocol(undefined)).toEqual({ remaining: '' });
  });

  it('round-trips any token and keeps every other subprotocol', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(fc.stringMatching(/^[a-z0-9.]{1,12}$/), { maxLength: 3 }), (token, others) => {
        const header = [...others, offer(token)].join(', ');
        expect(takeBearerSubprotocol(header)).toEqual({ token, remaining: others.join(', ') });
      }),
    );
  });
});

describe('proxy auth middleware', () => {
  const run = async (request: { path: string; headers: Record<string, string | undefined> }, allowed: boolean) => {
    const seen: Array<string | undefined> = [];
    const httpAuth = {
      credentials: async (req: Request) => {
        seen.push(req.headers.authorization);
        if (!allowed) throw new Error('Missing credentials');
        return {};
      },
    };
    let passed: unknown = 'not called';
    await proxyAuthMiddleware(httpAuth)(request as unknown as Request, {} as Response, ((error?: unknown) => {
      passed = error;
    }) as NextFunction);
    return { seen, passed, headers: request.headers };
  };

  it('moves the token into the Authorization header and hides it from the cluster', async () => {
    const result = await run({ path: '/proxy/api/v1/namespaces/default/pods/p/exec', headers: { 'sec-websocket-protocol': `channel.k8s.io, ${offer('user-token')}` } }, true);
    expect(result.seen).toEqual(['Bearer user-token']);
    expect(result.passed).toBeUndefined();
    expect(result.headers['sec-websocket-protocol']).toBe('channel.k8s.io');
  });

  it('keeps an Authorization header that is already there', async () => {
    const result = await run({ path: '/proxy/x', headers: { authorization: 'Bearer header', 'sec-websocket-protocol': offer('other') } }, true);
    expect(result.seen).toEqual(['Bearer header']);
    expect(result.headers['sec-websocket-protocol']).toBeUndefined();
  });

  it('rejects proxy calls without credentials', async () => {
    const result = await run({ path: '/proxy/api/v1/namespaces/default/events', headers: {} }, false);
    expect(result.passed).toEqual(new Error('Missing credentials'));
  });

  it('leaves the other routes to the default policy', async () => {
    const result = await run({ path: '/clusters', headers: {} }, false);
    expect(result.seen).toEqual([]);
    expect(result.passed).toBeUndefined();
  });
});
