import fc from 'fast-check';
import {
  decodeTerminalFrame,
  encodeTerminalFrame,
  execWebSocketUrl,
  isTerminalOffered,
  toWebSocketUrl,
} from '../../../domain/kubernetes/terminal';

describe('terminal offer', () => {
  it.each([
    [['serviceAccount'], true, true],
    [['localKubectlProxy'], true, true],
    [['aws'], true, true],
    [['aks'], true, false],
    [['google'], true, false],
    [['oidc'], true, false],
    [['serviceAccount'], false, false],
    [['serviceAccount', 'serviceAccount'], true, false],
    [[], true, false],
  ])('clusters %j, setting %s → %s', (providers, enabled, offered) => {
    expect(isTerminalOffered(providers.map((authProvider) => ({ authProvider })), enabled)).toBe(offered);
  });
});

describe('exec websocket URL', () => {
  it('rewrites http to ws and asks for an interactive /bin/sh', () => {
    expect(
      execWebSocketUrl({ backendUrl: 'http://localhost:7007/api/kubernetes', podName: 'web-1', containerName: 'app', namespace: 'shop' }),
    ).toBe(
      'ws://localhost:7007/api/kubernetes/proxy/api/v1/namespaces/shop/pods/web-1/exec?container=app&stdin=true&stdout=true&stderr=true&tty=true&command=%2Fbin%2Fsh',
    );
  });

  it("uses wss for https and the 'default' namespace when none is given", () => {
    expect(execWebSocketUrl({ backendUrl: 'https://portal.example.com/api/kubernetes/', podName: 'p', containerName: 'c' })).toBe(
      'wss://portal.example.com/api/kubernetes/proxy/api/v1/namespaces/default/pods/p/exec?container=c&stdin=true&stdout=true&stderr=true&tty=true&command=%2Fbin%2Fsh',
    );
  });

  it('only rewrites the scheme', () => {
    expect(toWebSocketUrl('http://http.example.com/http')).toBe('ws://http.example.com/http');
    expect(toWebSocketUrl('https://x')).toBe('wss://x');
    expect(toWebSocketUrl('ws://already')).toBe('ws://already');
  });

  it('keeps container names intact in the query', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (containerName) => {
        const url = new URL(execWebSocketUrl({ backendUrl: 'http://h', podName: 'p', containerName }));
        expect(url.searchParams.get('container')).toBe(containerName);
        expect(url.searchParams.get('command')).toBe('/bin/sh');
      }),
    );
  });
});

describe('frames', () => {
  it('prefixes the input with the stdin channel byte 0', () => {
    expect([...encodeTerminalFrame('ls\n')]).toEqual([0, 108, 115, 10]);
    expect([...encodeTerminalFrame(new Uint8Array([1, 2]))]).toEqual([0, 1, 2]);
  });

  it('round-trips any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const frame = encodeTerminalFrame(text);
        expect(frame[0]).toBe(0);
        expect(decodeTerminalFrame(frame)).toEqual({ channel: 0, text });
      }),
    );
  });

  it('reads the channel of incoming frames', () => {
    expect(decodeTerminalFrame(new Uint8Array([1, 104, 105]))).toEqual({ channel: 1, text: 'hi' });
    expect(decodeTerminalFrame(new Uint8Array([]))).toEqual({ channel: -1, text: '' });
  });
});
