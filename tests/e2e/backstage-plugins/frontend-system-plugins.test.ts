// New-frontend-system Backstage plugins (createFrontendPlugin, the packages' '/alpha'), unmodified, named in the app
// config by package only: @backstage-community/plugin-tech-radar's page at its own path with its nav item in the
// sidebar and its ApiBlueprint API behind it, and @backstage/plugin-org's entity cards where their filters hold, one
// of them switched off by the config's override, their links leading to Portico's entity pages. Backstage's own app wiring instantiates them in the React 18 realm;
// nothing of it loads before a page shows one, and no page errs.
import type { Page } from 'playwright-core';
import { BACKSTAGE_RUNTIME_CHUNK } from '../../../config/build/backstage-plugins';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { buildPortalWithBackstagePlugins, type BuiltPortal } from '../../support/e2e/backstage-portal';
import { signInAsGuest } from '../../support/e2e/portal';
import { NO_RADAR_BACKEND } from '../../support/tech-radar-plugin';

const MINUTES = 60_000;
jest.setTimeout(5 * MINUTES);

/** portico.backstagePlugins as a company writes it in app-config.yaml. */
const PLUGINS = [
  { package: '@backstage-community/plugin-tech-radar/alpha' },
  { package: '@backstage/plugin-org/alpha', extensions: [{ 'entity-card:org/ownership': false }] },
];

describe('new-frontend-system Backstage plugins named in the app config', () => {
  let portal: BuiltPortal | undefined;
  let browser: TestBrowser | undefined;
  let page: Page;
  const scripts: string[] = [];
  const radarCalls: (string | undefined)[] = [];

  beforeAll(async () => {
    portal = await buildPortalWithBackstagePlugins(PLUGINS, 'portico-backstage-frontend-system-');
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url().includes('/api/tech-radar/')) radarCalls.push(request.headers()['authorization']);
    });
  }, 10 * MINUTES);

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  const open = (path: string) => signInAsGuest(page, path, portal!.stack.portalUrl);

  it("mounts the radar's page at its own path from its nav item in the sidebar, with the plugin's API behind it, loading nothing of it before", async () => {
    browser!.console.expect(NO_RADAR_BACKEND);
    await open('/catalog');
    await page.getByRole('heading', { name: /catalog/i }).first().waitFor();
    expect(scripts.filter((url) => url.includes(BACKSTAGE_RUNTIME_CHUNK))).toEqual([]);
    const item = page.getByRole('link', { name: 'Tech Radar' }).first();
    // The nav item's Material UI icon (MyLocation) as the nearest Blueprint icon.
    expect(await item.locator('[data-icon="locate"]').count()).toBe(1);
    await item.click();
    await page.waitForURL(/\/tech-radar$/);
    const mount = page.locator('[data-backstage-plugin="tech-radar"]');
    await mount.getByText('JavaScript', { exact: true }).first().waitFor();
    expect(await mount.getByText('ADOPT', { exact: true }).first().isVisible()).toBe(true);
    expect(await mount.locator('svg').count()).toBeGreaterThan(0);
    // The radar's data comes through its ApiBlueprint API, built on the portal's fetch: the call carries the user's token.
    expect(radarCalls[0]).toMatch(/^Bearer \S+/);
    expect(await page.getByTestId('backstage-plugin-error').count()).toBe(0);
  });

  it('opens the radar by a deep link', async () => {
    browser!.console.expect(NO_RADAR_BACKEND);
    await open('/tech-radar');
    await page.locator('[data-backstage-plugin="tech-radar"]').getByText('ADOPT', { exact: true }).first().waitFor();
  });

  it("shows org's group cards on a group's page where their filters hold, without the one the config switches off", async () => {
    await open('/catalog/default/group/team-payments');
    const cards = page.locator('[data-backstage-plugin="backstage-org"]');
    await cards.first().getByText('payments@example.com').waitFor();
    await cards.getByText('Jane Doe', { exact: true }).first().waitFor();
    // The group's profile and members; its ownership card is switched off, the user profile's filter does not hold.
    expect(await cards.count()).toBe(2);
    expect(await page.getByTestId('backstage-plugin-error').count()).toBe(0);
    // A member's link, through Backstage's route resolution, leads to the member's entity page in Portico.
    await cards.getByText('Jane Doe', { exact: true }).first().click();
    await page.waitForURL(/\/catalog\/default\/user\/jane\.doe$/);
    await page.getByRole('heading', { name: 'Jane Doe', level: 1 }).waitFor();
  });

  it("shows none of org's cards where no filter holds", async () => {
    await open('/catalog/default/component/payments');
    await page.getByRole('heading', { name: 'About' }).waitFor();
    expect(await page.locator('[data-backstage-plugin="backstage-org"]').count()).toBe(0);
  });
});
