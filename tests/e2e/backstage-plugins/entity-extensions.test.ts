// Community Backstage plugins' entity cards and tabs, unmodified, named in the app config only: @backstage/plugin-org's
// group profile and members cards on a group's page, @backstage-community/plugin-sonarqube's card and
// @backstage-community/plugin-github-actions' tab where their annotations are (the second by the predicate the package
// exports). Each renders in its own React 18 root with the entity of the page, in both themes, with no page error;
// where its service cannot be reached (no SonarQube backend, no GitHub sign-in) it shows its own state, and its links
// lead to Portico's pages.
import type { Page, Request } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { buildPortalWithBackstagePlugins, type BuiltPortal } from '../../support/e2e/backstage-portal';
import { signInAsGuest } from '../../support/e2e/portal';
import { pageSettled, waitUntil } from '../../support/e2e/settled';

const MINUTES = 60_000;
jest.setTimeout(5 * MINUTES);

/** portico.backstagePlugins as a company writes it in app-config.yaml. */
const PLUGINS = [
  {
    package: '@backstage/plugin-org',
    mountPoints: [
      { mountPoint: 'entity.page.overview/cards', importName: 'EntityGroupProfileCard', config: { if: { isKind: 'group' }, order: -1 } },
      { mountPoint: 'entity.page.overview/cards', importName: 'EntityMembersListCard', config: { if: { isKind: 'group' }, order: 20 } },
    ],
  },
  {
    package: '@backstage-community/plugin-sonarqube',
    mountPoints: [
      {
        mountPoint: 'entity.page.overview/cards',
        importName: 'EntitySonarQubeCard',
        config: { if: { allOf: [{ isKind: 'component' }, { hasAnnotation: 'sonarqube.org/project-key' }] }, props: { variant: 'gridItem' } },
      },
    ],
  },
  {
    package: '@backstage-community/plugin-github-actions',
    mountPoints: [{ mountPoint: 'entity.page/tabs', importName: 'EntityGithubActionsContent', config: { path: 'github-actions', title: 'GitHub Actions', if: 'isGithubActionsAvailable' } }],
  },
];

/** Without a SonarQube backend plugin the card's call answers 404; without a GitHub provider the auth backend's refresh does. */
const SERVICES_MISSING = [/404 \(Not Found\)/, /Failed to load resource/];

describe("Backstage plugins' entity cards and tabs named in the app config", () => {
  let portal: BuiltPortal | undefined;
  let browser: TestBrowser | undefined;
  let page: Page;

  beforeAll(async () => {
    portal = await buildPortalWithBackstagePlugins(PLUGINS, 'portico-backstage-entity-');
    browser = await launchBrowser();
    page = await browser.context.newPage();
  }, 10 * MINUTES);

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  const open = (path: string) => signInAsGuest(page, path, portal!.stack.portalUrl);
  const orgCards = () => page.locator('[data-backstage-plugin="backstage-org"]');

  for (const theme of ['light', 'dark'] as const) {
    it(`shows the group's profile and members cards on a group's page, with the group's entity, in the ${theme} theme`, async () => {
      await page.goto(portal!.stack.portalUrl);
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
      await open('/catalog/default/group/team-payments');
      await orgCards().first().getByText('payments@example.com').waitFor();
      await orgCards().getByText('Jane Doe', { exact: true }).first().waitFor();
      expect(await orgCards().count()).toBe(2);
      expect(await page.getByTestId('backstage-plugin-error').count()).toBe(0);
      // The plugins' theme is the portal's: light text on the dark theme, dark text on the light.
      await pageSettled(page);
      const text = await orgCards().first().locator('.bui-Card').first().evaluate((element) => getComputedStyle(element).color);
      const [red = 0, green = 0, blue = 0] = (text.match(/\d+/g) ?? []).map(Number);
      const lightness = (red + green + blue) / 3;
      expect({ text, readable: theme === 'dark' ? lightness > 150 : lightness < 100 }).toEqual({ text, readable: true });
      // Nothing of theirs marks or restyles the portal's document: the theme's marks are on the plugins' own elements.
      const documentMarks = await page.evaluate(() => ({
        body: ['data-theme-mode', 'data-theme-name', 'data-unified-theme-stack'].filter((name) => document.body.hasAttribute(name)),
        mounts: [...document.querySelectorAll('[data-backstage-plugin]')].map((element) => element.getAttribute('data-theme-mode')),
        margin: getComputedStyle(document.body).margin,
      }));
      expect(documentMarks).toEqual({ body: [], mounts: [theme, theme], margin: '0px' });
    });
  }

  it("follows the portal's theme switch without a reload", async () => {
    await page.goto(portal!.stack.portalUrl);
    await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
    await open('/catalog/default/group/team-payments');
    const card = orgCards().first().locator('.bui-Card').first();
    await orgCards().first().getByText('payments@example.com').waitFor();
    const before = await card.evaluate((element) => getComputedStyle(element).color);
    await page.evaluate(() => document.body.classList.add('bp6-dark'));
    await page.waitForFunction(
      ([selector, was]) => {
        const element = document.querySelector(selector!);
        return element !== null && getComputedStyle(element).color !== was;
      },
      ['[data-backstage-plugin="backstage-org"] .bui-Card', before] as const,
    );
  });

  it("leads a member's link to the member's entity page in Portico", async () => {
    await open('/catalog/default/group/team-payments');
    // Each member is a card that leads to the member's page.
    await orgCards().getByText('Jane Doe', { exact: true }).first().click();
    await page.waitForURL(/\/catalog\/default\/user\/jane\.doe$/);
    await page.getByRole('heading', { name: 'Jane Doe', level: 1 }).waitFor();
  });

  it('shows the SonarQube card and the GitHub Actions tab only where their annotations are, each with its own state when its service cannot be reached', async () => {
    browser!.console.expect(...SERVICES_MISSING);
    const summaryCalls: (string | undefined)[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes('/api/sonarqube/entities/Component/default/payments/summary')) summaryCalls.push(request.headers()['authorization']);
    };
    page.on('request', onRequest);
    await open('/catalog/default/component/payments');
    const sonarqube = page.locator('[data-backstage-plugin="sonarqube"]');
    await sonarqube.getByText('Code Quality', { exact: true }).first().waitFor();
    // Without a SonarQube backend its summary call (with the user's token) answers 404, which the plugin's client
    // turns into no findings: the card stays as stock Backstage shows it, empty under its title.
    await waitUntil(() => summaryCalls.length > 0, 'the SonarQube summary call');
    page.off('request', onRequest);
    expect(summaryCalls[0]).toMatch(/^Bearer \S+/);
    const tab = page.getByRole('tab', { name: 'GitHub Actions' });
    await tab.click();
    await page.waitForURL(/\/catalog\/default\/component\/payments\/github-actions$/);
    const actions = page.locator('[data-backstage-plugin="github-actions"]');
    await actions.getByText("Sign-in with 'github' is not set up in this portal", { exact: false }).first().waitFor();
    // The portal's own boundary is not what shows it: the plugin handled the failure itself.
    expect(await page.getByTestId('backstage-plugin-error').count()).toBe(0);

    await open('/catalog/default/component/ledger');
    await page.getByRole('heading', { name: 'About' }).waitFor();
    expect(await page.getByRole('tab', { name: 'GitHub Actions' }).count()).toBe(0);
    expect(await page.locator('[data-backstage-plugin="sonarqube"]').count()).toBe(0);
  });

  it('opens on a plugin tab by a deep link', async () => {
    browser!.console.expect(...SERVICES_MISSING);
    await open('/catalog/default/component/payments/github-actions');
    await page.locator('[data-backstage-plugin="github-actions"]').getByText("Sign-in with 'github' is not set up", { exact: false }).first().waitFor();
    expect(await page.getByRole('tab', { name: 'GitHub Actions', selected: true }).count()).toBe(1);
  });
});
