// The start with a package plugin's analytics provider: app.analytics.provider names it, and the portal's page views
// reach it; a name no loaded plugin declares stops the start with the boot error page, naming the one meant.
import { screen, waitFor } from '@testing-library/react';
import type { AnalyticsEvent } from '../../../application/app/analytics.port';
import type { PackagePluginEntry } from '../../../config/browser/package-plugins';
import { createPlugin, defineAnalyticsProvider } from '../../../plugin-api';
import { bootAsGuest, startEachTestOnAFreshRoot } from '../../support/boot-as-guest';

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

const start = (provider: string, received: AnalyticsEvent[]) =>
  bootAsGuest({ app: { analytics: { provider } }, settings: { analyticsProvider: provider }, packagePlugins: [trackerPackage(received)] });

describe("the start with a package plugin's analytics provider", () => {
  startEachTestOnAFreshRoot();

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
