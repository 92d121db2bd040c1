/** @jest-environment node */
// A plugin's analytics provider as a portal meets it: declared in createPlugin, picked by app.analytics.provider,
// built from the services it asks for, and given the events the portal captures with their page context.
import * as E from 'fp-ts/Either';
import { AnalyticsTrackerToken } from '../../application/app/analytics-tracker';
import type { AnalyticsEvent } from '../../application/app/analytics.port';
import { buildContainer, type ContainerHost } from '../../config/browser/container';
import { readAppSettings } from '../../domain/app/read-app-settings';
import { configToken, createPlugin, defineAnalyticsProvider } from '../../plugin-api';
import { memoryStorage } from '../support/memory-storage';

const host: ContainerHost = {
  window: { localStorage: memoryStorage(), location: { origin: 'http://127.0.0.1:3000' }, crypto: globalThis.crypto } as unknown as Window,
  fetch: () => Promise.reject(new Error('no network in this test')),
  protectedMode: false,
  // The browser's config as the boot hands it to the services; the provider reads its own key from it.
  appConfig: { acmeAnalytics: { siteId: 'portal-7' } },
};

const settingsWith = (provider: string | undefined) => {
  const read = readAppSettings({
    app: { baseUrl: 'http://127.0.0.1:3000', ...(provider ? { analytics: { provider } } : {}) },
    backend: { baseUrl: 'http://127.0.0.1:7007' },
  });
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right;
};

/** A plugin whose provider records each event with the site id it read from the config. */
const trackerPlugin = (received: { siteId: string | undefined; event: AnalyticsEvent }[], id = 'acme-tracker') =>
  createPlugin({
    id: 'acme-analytics',
    analytics: [
      defineAnalyticsProvider({
        id,
        deps: { config: configToken },
        create: ({ config }) => {
          const siteId = config.getOptionalString('acmeAnalytics.siteId');
          return { captureEvent: (event) => received.push({ siteId, event }) };
        },
      }),
    ],
  });

describe("a plugin's analytics provider", () => {
  it('receives the events the portal captures, with their page context, when app.analytics.provider names it', () => {
    const received: { siteId: string | undefined; event: AnalyticsEvent }[] = [];
    const services = buildContainer(settingsWith('acme-tracker'), host, [trackerPlugin(received)]);
    const tracker = services.get(AnalyticsTrackerToken);

    tracker.navigate('/on-call');
    tracker.pageContext('/on-call', { pluginId: 'on-call', routeRef: '/on-call', extension: 'page:on-call' });
    tracker.captureEvent('click', 'on-call email', { attributes: { rota: 'primary' } });

    expect(received).toEqual([
      { siteId: 'portal-7', event: { action: 'navigate', subject: '/on-call', context: { pluginId: 'on-call', routeRef: '/on-call', extension: 'page:on-call' } } },
      {
        siteId: 'portal-7',
        event: { action: 'click', subject: 'on-call email', attributes: { rota: 'primary' }, context: { pluginId: 'root', routeRef: 'unknown', extension: 'App' } },
      },
    ]);
  });

  it('receives nothing when the config picks another provider', () => {
    const received: { siteId: string | undefined; event: AnalyticsEvent }[] = [];
    const services = buildContainer(settingsWith('none'), host, [trackerPlugin(received)]);
    services.get(AnalyticsTrackerToken).captureEvent('click', 'on-call email');
    expect(received).toEqual([]);
  });

  it('joins with a package plugin declared after the start', () => {
    const received: { siteId: string | undefined; event: AnalyticsEvent }[] = [];
    const services = buildContainer(settingsWith('acme-tracker'), host, []);
    services.declare([trackerPlugin(received)]);
    services.get(AnalyticsTrackerToken).captureEvent('search', 'payments');
    expect(received.map(({ event }) => event.action)).toEqual(['search']);
  });

  it('loses the event it fails on, never the page', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = createPlugin({
      id: 'acme-analytics',
      analytics: [defineAnalyticsProvider({ id: 'acme-tracker', create: () => ({ captureEvent: () => { throw new Error('vendor script missing'); } }) })],
    });
    const services = buildContainer(settingsWith('acme-tracker'), host, [failing]);
    expect(() => services.get(AnalyticsTrackerToken).captureEvent('click', 'x')).not.toThrow();
    expect(error).toHaveBeenCalledWith("The analytics provider 'acme-tracker' failed to capture an event", expect.any(Error));
    error.mockRestore();
  });

  it('is refused when two plugins declare one id, naming both', () => {
    const other = createPlugin({ id: 'other-analytics', analytics: [defineAnalyticsProvider({ id: 'acme-tracker', create: () => ({ captureEvent: () => undefined }) })] });
    expect(() => buildContainer(settingsWith(undefined), host, [trackerPlugin([]), other])).toThrow(
      "Analytics provider 'acme-tracker' is declared twice: by 'acme-analytics' and by 'other-analytics'",
    );
  });

  it("is refused by createPlugin with the portal's own id or an id of another form", () => {
    expect(() => trackerPlugin([], 'console')).toThrow("Plugin 'acme-analytics': the analytics provider id 'console' is the portal's own");
    expect(() => trackerPlugin([], 'Acme')).toThrow(/Plugin 'acme-analytics': the analytics provider id 'Acme' must be lowercase/);
  });
});
