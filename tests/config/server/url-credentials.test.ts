// A URL's user information is a credential: it leaves every URL the browser's config carries and every log line.
import fc from 'fast-check';
import { configWithoutUrlCredentials, withoutUrlCredentials } from '../../../config/server/url-credentials';

describe('withoutUrlCredentials', () => {
  it.each([
    ['https://user:pass@backstage.example.com', 'https://backstage.example.com'],
    ['https://user:p@ss@backstage.example.com:7007/api?x=1', 'https://backstage.example.com:7007/api?x=1'],
    ['http://token@10.0.0.1/', 'http://10.0.0.1/'],
    ['backend https://a:b@one.example and https://c@two.example/x', 'backend https://one.example and https://two.example/x'],
    ['https://backstage.example.com/users/@me', 'https://backstage.example.com/users/@me'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['ops@example.com', 'ops@example.com'],
  ])('%s -> %s', (text, expected) => {
    expect(withoutUrlCredentials(text)).toBe(expected);
  });

  it('leaves no user information in any http(s) URL, and the rest of the URL as it was', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9%._~!$&'()*+,;=:-]{1,12}$/);
    fc.assert(
      fc.property(fc.constantFrom('http', 'https'), part, part, fc.webPath(), (scheme, user, password, path) => {
        const clean = `${scheme}://backstage.example.com${path}`;
        const redacted = withoutUrlCredentials(`${scheme}://${user}:${password}@backstage.example.com${path}`);
        expect(redacted).toBe(clean);
        expect(new URL(redacted).username).toBe('');
      }),
    );
  });
});

describe('configWithoutUrlCredentials', () => {
  it('cleans every string at any depth, keeps other values and keys named __proto__ as data', () => {
    const config = JSON.parse('{"backend":{"baseUrl":"https://u:p@b.example"},"list":[1,"http://x:y@h/"],"__proto__":{"url":"https://k@z"},"flag":true}');
    const cleaned = configWithoutUrlCredentials(config) as Record<string, unknown>;
    expect(JSON.stringify(cleaned)).toBe('{"backend":{"baseUrl":"https://b.example"},"list":[1,"http://h/"],"__proto__":{"url":"https://z"},"flag":true}');
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
  });
});
