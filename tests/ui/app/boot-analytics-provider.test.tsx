// The start with a package plugin's analytics provider: app.analytics.provider names it, and the portal's page views
// reach it; a name no loaded plugin declares stops the start with the boot error page, naming the one meant.
import { screen, waitFor } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { act } from 'react';
import type { AnalyticsEvent } from '../../../application/app/analytics.port';
import { boot } from '../../../config/browser/boot';
import type { PackagePluginEntry } from '../../../config/browser/package-plugins';
import { createPlugin, defineAnalyticsProvider } from '../../../plugin-api';
import { testAppSettings } from '../../support/app-settings';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${base64url({ alg: 'none' })}.${base64url({ sub: 'user:default/guest', ent: ['user:default/guest'], exp: 4_102_444_800 })}.signature`;
const guestSession = {
  providerInfo: {},
  profile: { displayName: 'Guest' },
  backstageIdentity: { token, identity: { type: 'user', userEntityRef: 'user:default/guest', ownershipEntityRefs: ['user:default/guest'] } },
};

/** The auth backend lets the guest in; every other call is refused (the pages' errors are not what this tests). */
const backend = async (input: string) =>
  input.includes('/api/auth/guest/refresh')
    ? new Response(JSON.stringify(guestSession), { status: 200, headers: { 'Content-Type': 'application/json' } })
    : new Response('{}', { status: 401, statusText: 'Unauthorized' });

const trackerPackage = (received: AnalyticsEvent[]): PackagePluginEntry => ({
  packageName: '@acme/portico-plugin-analytics',
  pluginId: 'acme-analytics',
  load: async () => ({
    default: createPlugin({
      id: 'acme-analytics',
      analytics: [defineAnalyticsProvider({ id: 'acme-tracker', create: () => ({ captureEvent: (event) => received.push(event) }) })],
    }),
  }),
});

const start = async (provider: string, received: AnalyticsEvent[]) => {
  await act(async () => {
    boot({
      config: E.right({ app: { baseUrl: 'http://localhost:3000', analytics: { provider } }, backend: { baseUrl: 'http://localhost:7007' } }),
      settings: E.right(testAppSettings({ signInProviders: undefined, analyticsProvider: provider })),
      fetchFn: backend,
      earlySessionRefresh: undefined,
      packagePlugins: [trackerPackage(received)],
    });
  });
};

describe("the start with a package plugin's analytics provider", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.replaceChildren();
    jest.restoreAllMocks();
  });

  it('sends the page views to the provider app.analytics.provider names', async () => {
    const received: AnalyticsEvent[] = [];
    await start('acme-tracker', received);
    await waitFor(() => expect(received.filter((event) => event.action === 'navigate').map((event) => event.subject)).toContain('/'));
  });

  it('stops at a provider no loaded plugin declares, naming the one most likely meant', async () => {
    await start('acme-trackr', []);
    expect(
      await screen.findByText(/names the analytics provider 'acme-trackr', which no plugin declares: did you mean 'acme-tracker'\?/),
    ).toBeInTheDocument();
  });
});
