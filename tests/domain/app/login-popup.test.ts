import fc from 'fast-check';
import { LOGIN_POPUP_CLOSED_CHECK_MS, LOGIN_POPUP_HEIGHT, LOGIN_POPUP_WIDTH } from '../../../domain/app/constants';
import {
  authQueryString,
  classifyPopupMessage,
  loginPopupFeatures,
  loginPopupGeometry,
  loginStartUrl,
  logoutUrl,
  popupClosedMessage,
  sessionRefreshUrl,
  type PopupMessageEvent,
} from '../../../domain/app/login-popup';

const AUTH = 'http://localhost:7007/api/auth';

describe('login popup geometry', () => {
  it('is 450 x 730, checked for closing every 100 ms', () => {
    expect([LOGIN_POPUP_WIDTH, LOGIN_POPUP_HEIGHT, LOGIN_POPUP_CLOSED_CHECK_MS]).toEqual([450, 730, 100]);
  });

  it('centres the popup on the screen', () => {
    expect(loginPopupGeometry({ width: 1920, height: 1080 })).toEqual({ width: 450, height: 730, left: 735, top: 175 });
  });

  it('centres on a second monitor', () => {
    expect(loginPopupGeometry({ width: 1920, height: 1080, left: 1920, top: -200 })).toEqual({
      width: 450,
      height: 730,
      left: 2655,
      top: -25,
    });
  });

  it('covers the whole screen when configured', () => {
    expect(loginPopupGeometry({ width: 1280, height: 800, left: 10 }, { fullscreen: true })).toEqual({
      width: 1280,
      height: 800,
      left: 10,
      top: 0,
    });
  });

  it('writes the window.open features', () => {
    expect(loginPopupFeatures({ width: 1920, height: 1080 })).toBe(
      'menubar=no,location=no,resizable=no,scrollbars=no,status=no,width=450,height=730,top=175,left=735',
    );
  });

  it('keeps the popup inside any screen large enough to hold it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 450, max: 8000 }),
        fc.integer({ min: 730, max: 8000 }),
        fc.integer({ min: -8000, max: 8000 }),
        fc.integer({ min: -8000, max: 8000 }),
        (width, height, left, top) => {
          const g = loginPopupGeometry({ width, height, left, top });
          expect(g.left).toBeGreaterThanOrEqual(left);
          expect(g.top).toBeGreaterThanOrEqual(top);
          expect(g.left + g.width).toBeLessThanOrEqual(left + width);
          expect(g.top + g.height).toBeLessThanOrEqual(top + height);
          expect(Math.abs(g.left - left - (left + width - g.left - g.width))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('auth urls', () => {
  it('builds the popup start URL', () => {
    expect(
      loginStartUrl({ authBaseUrl: AUTH, providerId: 'github', scope: 'read:user repo', origin: 'http://localhost:3000', flow: 'popup' }),
    ).toBe(`${AUTH}/github/start?scope=read%3Auser%20repo&origin=http%3A%2F%2Flocalhost%3A3000&flow=popup&env=development`);
  });

  it('builds the redirect start URL with redirectUrl and the configured environment', () => {
    expect(
      loginStartUrl({
        authBaseUrl: `${AUTH}/`,
        providerId: 'google',
        scope: 'openid',
        origin: 'https://portal.example.com',
        flow: 'redirect',
        redirectUrl: 'https://portal.example.com/catalog?x=1',
        environment: 'production',
      }),
    ).toBe(
      `${AUTH}/google/start?scope=openid&origin=https%3A%2F%2Fportal.example.com` +
        '&redirectUrl=https%3A%2F%2Fportal.example.com%2Fcatalog%3Fx%3D1&flow=redirect&env=production',
    );
  });

  it('builds the refresh and logout URLs', () => {
    expect(sessionRefreshUrl(AUTH, 'guest', undefined)).toBe(`${AUTH}/guest/refresh?optional&env=development`);
    expect(sessionRefreshUrl(AUTH, 'github', 'read:user', 'prod')).toBe(`${AUTH}/github/refresh?optional&scope=read%3Auser&env=prod`);
    expect(logoutUrl(AUTH, 'github')).toBe(`${AUTH}/github/logout?env=development`);
  });

  it('leaves false and undefined out, writes true as a bare key', () => {
    expect(authQueryString({ a: 'x', b: true, c: false, d: undefined })).toBe('?a=x&b');
    expect(authQueryString({})).toBe('');
  });

  it('encodes any values so that they read back unchanged', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (query) => {
        const parsed = new URLSearchParams(authQueryString(query).slice(1));
        expect(Object.fromEntries(parsed.entries())).toEqual(query);
      }),
    );
  });
});

describe('classifyPopupMessage', () => {
  const event = (data: unknown, extra: Partial<PopupMessageEvent> = {}): PopupMessageEvent => ({
    fromPopup: true,
    origin: 'http://localhost:7007',
    expectedOrigin: 'http://localhost:7007',
    data,
    ...extra,
  });

  it.each<[string, PopupMessageEvent, unknown]>([
    ['config_info', event({ type: 'config_info', targetOrigin: 'http://localhost:3000' }), { kind: 'config-info', targetOrigin: 'http://localhost:3000' }],
    ['a response', event({ type: 'authorization_response', response: { profile: {} } }), { kind: 'authorization-response', response: { profile: {} } }],
    [
      'an error',
      event({ type: 'authorization_response', error: { name: 'RejectedError', message: 'nope' } }),
      { kind: 'authorization-error', name: 'RejectedError', message: 'nope' },
    ],
    [
      'an error without details',
      event({ type: 'authorization_response', error: {} }),
      { kind: 'authorization-error', name: 'Error', message: 'An unspecified error occurred' },
    ],
    ['another window', event({ type: 'config_info', targetOrigin: 'x' }, { fromPopup: false }), { kind: 'ignored' }],
    ['another origin', event({ type: 'authorization_response', response: {} }, { origin: 'https://evil.example' }), { kind: 'ignored' }],
    ['an unknown type', event({ type: 'hello' }), { kind: 'ignored' }],
    ['config_info without targetOrigin', event({ type: 'config_info' }), { kind: 'ignored' }],
    ['a string', event('authorization_response'), { kind: 'ignored' }],
    ['null', event(null), { kind: 'ignored' }],
  ])('reads %s', (_label, input, expected) => {
    expect(classifyPopupMessage(input)).toEqual(expected);
  });

  it('ignores anything not from the popup at the expected origin', () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), fc.webUrl(), (data, fromPopup, origin) => {
        fc.pre(!fromPopup || origin !== 'http://localhost:7007');
        expect(classifyPopupMessage({ fromPopup, origin, expectedOrigin: 'http://localhost:7007', data })).toEqual({ kind: 'ignored' });
      }),
    );
  });

  it('never throws on any data', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        expect(['ignored', 'config-info', 'authorization-response', 'authorization-error']).toContain(
          classifyPopupMessage(event(data)).kind,
        );
      }),
    );
  });
});

describe('popupClosedMessage', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'Login failed, popup was closed'],
    ['http://localhost:3000', 'Login failed, popup was closed'],
    ['https://portal.example.com', 'Login failed, Incorrect app origin, expected https://portal.example.com'],
  ])('target origin %p', (targetOrigin, message) => {
    expect(popupClosedMessage(targetOrigin, 'http://localhost:3000')).toBe(message);
  });
});
