// A working day in the portal, end to end: the ten ordinary tasks of issue 43 (find an owner and their other
// components, read an API and reach its provider, search and filter, read docs, create from a template, import a
// component, star and theme, keyboard only, the relations at this width, a failing pod), done at 1400, 1280 and 390 px
// wide in both themes. After each task the main content has no sideways scroll and axe finds nothing critical or
// serious; each task checks the texts the issue named.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { fetchGuestToken } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { closedPortUrl, startLocalHttpServer, type LocalHttpServer } from '../../adapters/shared/local-http-server';
import { seriousViolations } from '../../support/e2e/axe';
import { launchBrowser, PHONE, type TestBrowser } from '../../support/e2e/browser';
import { guestPageForTests } from '../../support/e2e/guest-page';
import { E2E_GITHUB_HOST } from '../../support/e2e/import-e2e-config';
import { backendUrl, portalUrl } from '../../support/e2e/portal';
import { pageSettled, waitUntil } from '../../support/e2e/settled';
import { waitForSearchIndex } from '../search/wait-for-search-index';

jest.setTimeout(120_000);

/** The app title of the e2e stack's app-config: every route's tab reads '<page> | Portico'. */
const APP_TITLE = 'Portico';

type Theme = 'light' | 'dark';
interface Screen {
  readonly width: number;
  readonly theme: Theme;
  readonly options: Parameters<typeof launchBrowser>[0];
}

const screenOf = (width: number, theme: Theme): Screen => ({
  width,
  theme,
  options: width === PHONE.viewport.width ? PHONE : { viewport: { width, height: width >= 1400 ? 900 : 800 } },
});

const SCREENS: readonly Screen[] = [1400, 1280, 390].flatMap((width) => (['light', 'dark'] as const).map((theme) => screenOf(width, theme)));

const run = randomBytes(3).toString('hex');
/** What the scaffolder task of a screen creates ('e2e-' so the catalog e2e leaves it out of its expected rows). */
const createdName = (screen: Screen) => `e2e-wd-${run}-${screen.width}-${screen.theme}`;
/** What the import of a screen registers ('zz-' keeps it after the example components). */
const importedName = (screen: Screen) => `zz-wd-${run}-${screen.width}-${screen.theme}`;

let files: LocalHttpServer;

beforeAll(async () => {
  // Through the portal: its own readiness gate answers 503 until the backend's first index is built.
  await waitForSearchIndex(portalUrl(), 'payments');
  // The docs collator reads each example site's search/search_index.json.
  await waitForSearchIndex(portalUrl(), 'failover', 120_000, 'techdocs');
  files = await startLocalHttpServer();
  files.answer((request) => {
    const name = /^\/(zz-wd-[\w-]+)\/catalog-info\.yaml$/.exec(request.url)?.[1];
    return name
      ? {
          status: 200,
          headers: { 'content-type': 'text/yaml' },
          body: `apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: ${name}\n  description: Imported on a working day\nspec:\n  type: service\n  lifecycle: experimental\n  owner: group:default/team-storefront\n`,
        }
      : { status: 404, body: 'not found' };
  });
}, 300_000);

afterAll(async () => {
  // The catalog as the other e2e files expect it: the imported locations (and so their entities) and the created
  // components removed.
  const token = await fetchGuestToken(backendUrl());
  const headers = { authorization: `Bearer ${token}` };
  if (files) {
    const locations = (await (await fetch(`${backendUrl()}/api/catalog/locations`, { headers })).json()) as { data: { id: string; target: string } }[];
    for (const { data } of locations.filter((location) => location.data.target.startsWith(files.origin))) {
      await fetch(`${backendUrl()}/api/catalog/locations/${data.id}`, { method: 'DELETE', headers });
    }
    await files.close();
  }
  for (const screen of SCREENS) {
    const response = await fetch(`${backendUrl()}/api/catalog/entities/by-name/component/default/${createdName(screen)}`, { headers });
    if (!response.ok) continue;
    const { metadata } = (await response.json()) as { metadata: { uid: string } };
    await fetch(`${backendUrl()}/api/catalog/entities/by-uid/${metadata.uid}`, { method: 'DELETE', headers });
  }
});

const describeViolations = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
  violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.targets.join(', ')})`).join('\n');

/** How far the page, or the main content, reaches past the window sideways ('' when it fits). */
const sidewaysOverflow = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const main = document.querySelector('main');
    const problems: string[] = [];
    if (scroller.scrollWidth > scroller.clientWidth) problems.push(`the page scrolls sideways (${scroller.scrollWidth} px in ${scroller.clientWidth} px)`);
    if (main) {
      const box = main.getBoundingClientRect();
      if (box.right > window.innerWidth + 0.5) problems.push(`main ends at ${Math.round(box.right)} px, past the window's ${window.innerWidth} px`);
      if (main.scrollWidth > main.clientWidth) problems.push(`main's content is ${main.scrollWidth} px wide in ${main.clientWidth} px`);
    }
    return problems.join('; ');
  });

/** Whether the element lies wholly inside the window, sideways. */
const inWindow = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
  });

const title = (page: Page) => page.evaluate(() => document.title);

/** Waits until the tab reads `expected` (the title follows the page's heading once it has rendered). */
const expectTitle = async (page: Page, expected: string) => {
  try {
    await waitUntil(async () => (await title(page)) === expected, `the tab title '${expected}'`);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}; the tab reads '${await title(page)}'`);
  }
};

describe.each(SCREENS)('a working day at $width px in the $theme theme', (screen) => {
  const phone = screen.width < 768;
  let browser: TestBrowser;
  let page: Page;
  /** What the current task found wrong so far (sideways scroll, axe), reported at its end. */
  let problems: string[] = [];

  /** The page as it is now has no sideways scroll. */
  const fits = async (where: string) => {
    await pageSettled(page);
    const overflow = await sidewaysOverflow(page);
    if (overflow) problems.push(`${where}: ${overflow}`);
  };

  /** Once a task, where it shows most: no sideways scroll and nothing critical or serious for axe. */
  const fitsAndAxeClean = async (where: string) => {
    await fits(where);
    const violations = describeViolations(await seriousViolations(page));
    if (violations) problems.push(`${where}: axe\n${violations}`);
  };

  /** The end of a task: what it found on the way. */
  const noProblems = () => expect(problems.join('\n')).toBe('');

  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
  const entities = () => page.getByRole('region', { name: 'Entities' });
  const entityLink = (name: string) => entities().getByRole('link', { name, exact: true });

  /** Follows an entry of the sidebar (the bottom bar on a phone), as people move about: no reload of the portal. */
  const openFromNav = async (name: string) => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true }).first().click();
  };

  const openCatalog = async () => {
    await openFromNav('Catalog');
    await entityLink('Payments Service').waitFor();
  };

  /** The catalog's filters: beside the rows from 768 px up, in a drawer below (closed with Escape by the caller). */
  const openFilters = async (): Promise<Locator> => {
    if (!phone) return page.getByRole('complementary', { name: 'Filters' });
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: /^Filters/ });
    await drawer.waitFor();
    return drawer;
  };

  /** The owner link of the entity page's About card: the owner's name, its reference first in the tooltip. */
  const ownerLink = async (name: string, ref: string) => {
    const link = page.locator('.portico-card', { has: page.getByRole('heading', { name: 'About' }) }).getByRole('link', { name, exact: true });
    expect((await link.getAttribute('title'))?.split(' | ')[0]).toBe(ref);
    return link;
  };

  const session = guestPageForTests(screen.options);
  beforeAll(async () => {
    ({ browser, page } = session);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(portalUrl()).origin });
    await page.evaluate((theme) => window.localStorage.setItem('theme', theme), screen.theme);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(screen.theme === 'dark');
  });

  beforeEach(async () => {
    problems = [];
    // A task that failed half-way may have left a dialog or drawer open: the next one starts from a page without it.
    if ((await page.locator('.bp6-overlay-open').count()) > 0) await page.reload();
  });

  it('1. finds who owns Payments Service and what else that team owns', async () => {
    await openCatalog();
    await expectTitle(page, `Catalog | ${APP_TITLE}`);
    if (phone) {
      // Rows are stacked cards, each with its star in view.
      expect(await page.locator('.portico-catalog-table').count()).toBe(0);
      expect(await inWindow(page.locator('.portico-catalog-card button[aria-label$=" to favorites"]').first())).toBe(true);
    } else {
      // The table fits its column: star and edit actions in view.
      expect(await inWindow(entities().getByRole('button', { name: /^Add .+ to favorites$/ }).first())).toBe(true);
      expect(await inWindow(entities().locator('[aria-label^="Edit "]').first())).toBe(true);
    }
    await fits('/catalog');

    await entityLink('Payments Service').click();
    await heading('Payments Service').waitFor();
    await expectTitle(page, `Payments Service | ${APP_TITLE}`);
    const owner = await ownerLink('Payments Team', 'group:default/team-payments');
    await fits('/catalog/default/component/payments');

    await owner.click();
    await heading('Payments Team').waitFor();
    // A group leads with what it owns and its members, named, before the relations graph.
    const ownership = page.getByRole('heading', { name: 'Ownership' });
    const relations = page.getByRole('heading', { name: 'Relations' });
    await Promise.all([ownership.waitFor(), relations.waitFor()]);
    expect((await ownership.boundingBox())!.y).toBeLessThan((await relations.boundingBox())!.y);
    const members = page.locator('.portico-card[aria-label="Members"]');
    await members.getByRole('link', { name: 'Jane Doe' }).waitFor();
    expect(await members.getByRole('link', { name: 'John Smith' }).count()).toBe(1);
    await fitsAndAxeClean('/catalog/default/group/team-payments');

    await page.locator('.portico-card[aria-label="Ownership"]').getByRole('link', { name: /^\d+ Components?$/ }).click();
    for (const name of ['Payments Service', 'Ledger', 'Payments SDK', 'Money Utils']) await entityLink(name).waitFor();
    expect(await entityLink('Checkout').count()).toBe(0);
    // The owner filter names the team, its reference in the tooltip.
    const filters = await openFilters();
    const team = filters.locator('label.bp6-checkbox', { hasText: /^Payments Team/ });
    expect(await team.locator('input').isChecked()).toBe(true);
    expect(await team.locator('[title]').first().getAttribute('title')).toBe('group:default/team-payments');
    // Each owner reads as its reference until its entity has loaded, then by name.
    const ownersByRef = filters.locator('label.bp6-checkbox', { hasText: /^(group|user):/ });
    await waitUntil(async () => (await ownersByRef.count()) === 0, 'every owner filter to read by name');
    if (phone) {
      await page.keyboard.press('Escape');
      await filters.waitFor({ state: 'detached' });
    }
    await fits('the components of Payments Team');
    noProblems();
  });

  it('2. reads an API, copies its definition and goes to the component providing it', async () => {
    await openFromNav('APIs');
    await heading('APIs').waitFor();
    await expectTitle(page, `APIs | ${APP_TITLE}`);
    await page.getByRole('region', { name: 'APIs' }).getByRole('link', { name: 'Ledger gRPC', exact: true }).click();
    await heading('Ledger gRPC').waitFor();
    await page.getByRole('tab', { name: 'Definition' }).click();
    await page.getByRole('article', { name: 'gRPC definition' }).waitFor();
    await fits('the gRPC definition');

    await page.getByRole('tab', { name: 'Raw' }).click();
    await page.getByRole('button', { name: 'Copy the definition' }).click();
    await page.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('service Ledger');
    const providers = page.locator('.portico-api-providers');
    await providers.getByText(/^Provided by/).waitFor();
    await fitsAndAxeClean('the raw gRPC definition');

    await providers.getByRole('link', { name: 'Ledger', exact: true }).click();
    await heading('Ledger').waitFor();
    expect(new URL(page.url()).pathname).toBe('/catalog/default/component/ledger');
    await fits('/catalog/default/component/ledger');
    noProblems();
  });

  it('3. searches for "refund", keeps to components, and reads "1 result"', async () => {
    // The sidebar's Search opens the search dialog; its full results are the search page.
    await openFromNav('Search');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('refund');
    await dialog.getByRole('option').first().waitFor();
    await dialog.getByRole('link', { name: 'View full results' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === 'refund');
    await heading('Search').waitFor();
    await expectTitle(page, `Search | ${APP_TITLE}`);
    const catalog = page.getByRole('button', { name: /^Software Catalog/ });
    await catalog.click();
    await page.waitForURL(/types%5B%5D=software-catalog/);
    // As a person does, the next filter is chosen once the page shows the first one taken.
    await page.getByRole('button', { name: /^Software Catalog/, pressed: true }).waitFor();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('Component');
    await page.waitForURL(/filters%5Bkind%5D=Component/);
    const found = page.getByRole('region', { name: 'Search results' });
    const titles = () => found.locator('article h3').allTextContents();
    try {
      await waitUntil(async () => JSON.stringify(await titles()) === '["Ledger"]', 'the results to be Ledger alone');
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : String(error)}: ${JSON.stringify(await titles())} at ${page.url()}`);
    }
    // The counts are of the same term and filters, in words.
    await waitUntil(async () => /^Software Catalog\s*1 result$/.test((await catalog.textContent()) ?? ''), "'Software Catalog 1 result'");
    const count = async (type: RegExp) => Number(/(\d+) results?$/.exec((await page.getByRole('button', { name: type }).textContent()) ?? '')?.[1] ?? 0);
    expect(await count(/^All/)).toBe(1 + (await count(/^Documentation/)));
    // The owner by name, as everywhere, once the names have loaded (the ref shows until then).
    const tags = found.getByRole('article', { name: 'Ledger' }).locator('.portico-search-result__tags');
    await tags.getByText('Payments Team').waitFor();
    expect(await tags.textContent()).not.toContain('group:');
    await fitsAndAxeClean('the search for refund, components only');
    noProblems();
  });

  it('4. reads the Payments Service docs: its title, "On this page", and a search inside the site', async () => {
    await openFromNav('Docs');
    await heading('Documentation').waitFor();
    await page.getByRole('table', { name: 'Documentation' }).getByRole('link', { name: 'Payments Service' }).click();
    const content = page.getByTestId('docs-content');
    await content.locator('h1#payments-service').waitFor();
    // The breadcrumb names the site by its title, not the entity's name.
    const breadcrumbs = page.getByRole('navigation', { name: /breadcrumb/i });
    await breadcrumbs.getByText('Payments Service').waitFor();
    expect(await breadcrumbs.getByText('payments', { exact: true }).count()).toBe(0);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    expect(await toc.getByRole('link').allTextContents()).toEqual(['Responsibilities', 'API']);
    await fits('the Payments Service docs');

    await page.getByRole('searchbox', { name: 'Search Payments Service' }).fill('failover');
    await page.getByRole('list', { name: 'Search Payments Service' }).getByRole('link', { name: 'Database failover' }).click();
    await page.waitForURL(`${portalUrl()}/docs/default/component/payments/runbook/#database-failover`);
    await content.locator('h2#database-failover').waitFor();
    expect(await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Database failover' }).count()).toBe(1);
    await fitsAndAxeClean('the runbook of Payments Service');
    noProblems();
  });

  it('5. creates a service from the Node.js template, fixing what the form says in words', async () => {
    const name = createdName(screen);
    await openFromNav('Create');
    await heading('Create a new component').waitFor();
    await expectTitle(page, `Create a new component | ${APP_TITLE}`);
    await page.getByRole('region', { name: 'Templates' }).getByRole('link', { name: 'Choose Node.js service' }).click();
    await heading('Node.js service').waitFor();

    const nameInput = page.getByLabel(/^Name/);
    await nameInput.fill('-not-valid-');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Must start and end with an alphanumeric character', { exact: false }).waitFor();
    // A missing field says so in words (not 'is a required property'), and focus goes to the first field in error.
    await page.getByText('Owner is required.').waitFor();
    expect(await page.getByText('is a required property').count()).toBe(0);
    await page.waitForFunction((input) => input === document.activeElement, await nameInput.elementHandle());
    await fits('the wizard with its errors');

    await nameInput.fill(name);
    await page.getByLabel(/^Description/).fill('Created on a working day');
    await page.getByRole('combobox', { name: /^Owner/ }).click();
    await page.getByRole('option', { name: /team-storefront/ }).click();
    const tags = page.getByRole('combobox', { name: /^Tags/ });
    await tags.fill('e2e ');
    await tags.press('Enter');
    await tags.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    // The tag suggestions pass under Next: it is still what a click there presses.
    const next = page.getByRole('button', { name: 'Next' });
    expect(
      await next.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    ).toBe(true);
    await next.click();
    await page.getByRole('region', { name: 'Choose how it runs' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('region', { name: 'Choose a location' }).waitFor();
    await page.getByLabel(/^Owner/).fill('acme');
    await page.getByLabel(/^Repository/).last().fill(name);
    await page.getByRole('button', { name: 'Review' }).click();

    // The review names the owner and the repository as people write them.
    const review = page.getByRole('table', { name: 'Review and create' });
    await review.waitFor();
    expect(await review.getByText('Storefront Team').getAttribute('title')).toBe('group:default/team-storefront');
    const reviewed = (await review.textContent()) ?? '';
    expect(reviewed).toContain(`github.com/acme/${name}`);
    expect(reviewed).not.toContain('github.com?owner=');
    expect(reviewed).not.toContain('group:default/');
    await fitsAndAxeClean('the review of the Node.js service');

    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/create\/tasks\/[0-9a-f-]+$/);
    await page.getByRole('log', { name: 'Task log' }).getByText(`Registered component:default/${name}`).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Open in catalog' }).click();
    await page.waitForURL(new RegExp(`/catalog/default/component/${name}$`));
    await heading(name).waitFor();
    await fits('the created component');
    noProblems();
  });

  it('6. imports a component, after errors that say whose problem they are', async () => {
    // A missing file (404), a host the backend cannot reach, and the optional GitHub session the portal has no provider for.
    browser.console.expect(/status of (400|404) \([^)]*\) \[http:\/\/127\.0\.0\.1:\d+\/api\/(catalog\/|auth\/github\/refresh\?optional)/);
    const name = importedName(screen);
    const analyze = async (url: string) => {
      await page.getByLabel(/^URL/).fill(url);
      await page.getByRole('button', { name: 'Analyze' }).click();
    };
    const alert = page.getByRole('alert');

    await openCatalog();
    await page.getByRole('link', { name: 'Register Existing Component' }).click();
    await heading('Register an existing component').waitFor();
    await expectTitle(page, `Register an existing component | ${APP_TITLE}`);
    // A repository on a GitHub the portal cannot sign in to: no pull request to start, and the page says why.
    await analyze(`https://${E2E_GITHUB_HOST}/acme/widgets`);
    await page.getByText('Portico cannot open this pull request for you: sign-in with GitHub is not set up in this portal.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Create PR' }).count()).toBe(0);
    await fits('the pull request preview');
    await page.getByRole('button', { name: 'Back' }).click();

    await analyze(`${files.origin}/missing/catalog-info.yaml`);
    await alert.filter({ hasText: 'There is no file at this URL.' }).waitFor();
    await analyze(`${await closedPortUrl()}/acme/catalog-info.yaml`);
    await alert.filter({ hasText: 'The catalog backend could not reach' }).waitFor();
    // Each attempt clears the last error.
    expect(await alert.count()).toBe(1);
    await fitsAndAxeClean('an import error');

    await analyze(`${files.origin}/${name}/catalog-info.yaml`);
    await page.getByText('The following entities will be added to the catalog:').waitFor();
    expect(await alert.count()).toBe(0);
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('The following entities have been added to the catalog:').waitFor();
    expect(await page.getByRole('link', { name: `Component:default/${name}` }).getAttribute('href')).toBe(`/catalog/default/component/${name}`);
    await fits('the imported component');
    noProblems();
  });

  it('7. stars a component, finds it by name on the home page, and switches the theme and back', async () => {
    await openCatalog();
    await entityLink('Web Shop').click();
    await heading('Web Shop').waitFor();
    await page.getByRole('button', { name: 'Add Web Shop to favorites' }).click();
    await page.getByRole('button', { name: 'Remove Web Shop from favorites' }).waitFor();

    await openFromNav('Home');
    await heading(/, Guest$/).waitFor();
    // Names where people read, references in tooltips.
    const starred = page.getByRole('region', { name: 'Your Starred Entities' }).getByRole('link', { name: 'Web Shop' });
    await starred.waitFor();
    expect(await starred.getAttribute('title')).toBe('component:default/web-shop');
    const user = page.getByTestId('identity-user-ref');
    expect(await user.textContent()).toBe('Guest');
    expect(await user.getAttribute('title')).toBe('user:default/guest');
    await page.getByRole('region', { name: 'Your identity' }).getByRole('link', { name: 'Storefront Team' }).waitFor();
    await fitsAndAxeClean('the home page with a starred component');

    await openFromNav('Settings');
    await heading('Settings').waitFor();
    const dark = () => page.evaluate(() => document.body.classList.contains('bp6-dark'));
    const other = screen.theme === 'dark' ? 'Light' : 'Dark';
    await page.getByRole('radio', { name: other }).click();
    await waitUntil(async () => (await dark()) === (other === 'Dark'), `the ${other} theme`);
    await page.getByRole('radio', { name: screen.theme === 'dark' ? 'Dark' : 'Light' }).click();
    await waitUntil(async () => (await dark()) === (screen.theme === 'dark'), `the ${screen.theme} theme again`);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(screen.theme);
    await fits('/settings');
    noProblems();
  });

  it('8. searches with the keyboard alone: the Ctrl+K palette, then "/" and the arrows', async () => {
    await openCatalog();
    await heading('Catalog').waitFor();

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('combobox', { name: 'Command palette' });
    await waitUntil(() => palette.evaluate((element) => element === document.activeElement), 'the palette to take the focus');
    await page.keyboard.type('ledger');
    // The exact match first.
    const paletteEntities = page.getByRole('group', { name: 'Entities' }).getByRole('option');
    await waitUntil(
      async () => (await paletteEntities.count()) > 1 && (await paletteEntities.first().locator('.portico-palette__title').textContent()) === 'Ledger',
      'Ledger first among the palette’s entities',
    );
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });

    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('searchbox', { name: 'Search' });
    await waitUntil(() => input.evaluate((element) => element === document.activeElement), 'the search field to take the focus');
    await page.keyboard.type('ledger');
    const options = dialog.getByRole('option');
    const optionTitle = (option: Locator) => option.locator('.portico-search-result__title').textContent();
    // The exact match first, and active.
    await waitUntil(async () => (await options.count()) > 1 && (await optionTitle(options.first())) === 'Ledger', 'Ledger first in the search dialog');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    // "View full results" in view under the list, which is the one area that scrolls.
    const full = dialog.getByRole('link', { name: 'View full results' });
    const fullBox = (await full.boundingBox())!;
    expect(fullBox.y + fullBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await inWindow(full)).toBe(true);
    const scrollers = await dialog.evaluate(
      (element) =>
        [element, ...element.querySelectorAll('*')].filter((node) => /(auto|scroll)/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight).length,
    );
    expect(scrollers).toBeLessThanOrEqual(1);
    await fitsAndAxeClean('the search dialog');

    await page.keyboard.press('ArrowDown');
    await waitUntil(async () => (await options.nth(1).getAttribute('aria-selected')) === 'true', 'the second result to be active');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await waitUntil(async () => (await options.first().getAttribute('aria-selected')) === 'true', 'the first result to be active again');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(`${portalUrl()}/catalog/default/component/ledger`);
    await heading('Ledger').waitFor();
    await fits('/catalog/default/component/ledger');
    noProblems();
  });

  it("9. sees how Payments Team's pieces relate, the graph fitted to the width with labels on their edges", async () => {
    // Opened from a link someone sent.
    await page.goto(`${portalUrl()}/catalog/default/group/team-payments`);
    const graph = page.getByRole('group', { name: 'Relations of group:default/team-payments' });
    await graph.locator('.portico-graph-edge path').first().waitFor();
    await page.getByText(phone ? 'Tap the graph, then pinch to zoom and drag to move' : 'Click the graph to zoom with the mouse wheel').waitFor();
    expect(await page.getByText(phone ? /mouse wheel/ : /pinch to zoom/).count()).toBe(0);
    // Each label shown names one relation and sits on its edge (labels are left out past a readable density).
    const edgeLabels = () =>
      graph.locator('.portico-graph-edge').evaluateAll((edges) =>
        edges.flatMap((edge) => {
          const text = edge.querySelector('text');
          const path = edge.querySelector('path');
          if (!text || !path) return [];
          const x = Number(text.getAttribute('x'));
          const y = Number(text.getAttribute('y'));
          const length = path.getTotalLength();
          let distance = Infinity;
          for (let step = 0; step <= 50; step += 1) {
            const point = path.getPointAtLength((length * step) / 50);
            distance = Math.min(distance, Math.hypot(point.x - x, point.y - y));
          }
          return [{ label: text.textContent ?? '', distance: Math.round(distance) }];
        }),
      );
    if (!phone) await waitUntil(async () => (await edgeLabels()).some((label) => label.label === 'ownerOf'), "an edge labelled 'ownerOf'");
    await pageSettled(page);
    expect((await edgeLabels()).filter((label) => label.label.includes('/') || label.distance > 24)).toEqual([]);
    const fitted = await graph.evaluate((svg) => {
      const viewport = svg.closest('.portico-graph__viewport')!;
      return svg.getBoundingClientRect().width <= viewport.clientWidth + 1 && viewport.scrollWidth <= viewport.clientWidth;
    });
    expect(fitted).toBe(true);
    await fitsAndAxeClean('the relations of Payments Team');
    noProblems();
  });

  it('10. finds the failing pod of Payments Service, its problems grouped with severity in words', async () => {
    // The Kubernetes tab only where the entity has Kubernetes metadata.
    await openCatalog();
    await entityLink('Web Shop').click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Kubernetes' }).count()).toBe(0);

    await page.goBack();
    await entityLink('Payments Service').click();
    await page.getByRole('tab', { name: 'Kubernetes' }).click();
    await page.waitForURL(`${portalUrl()}/catalog/default/component/payments/kubernetes`);
    await page.getByRole('heading', { name: 'Your Clusters' }).waitFor({ timeout: 60_000 });
    const errors = page.getByRole('table', { name: 'Error Reporting' });
    await errors.locator('tbody tr').first().waitFor();
    const groups = await errors.locator('tbody th').allTextContents();
    expect(groups.map((group) => group.replace(/ namespace.*/, ''))).toEqual(['Deployment payments-api', 'Deployment payments-worker', 'StatefulSet payments-cache']);
    // Every problem on one page, one row for the crashing pod.
    expect(await page.getByRole('region', { name: 'Error Reporting' }).getByRole('button', { name: 'Next page' }).count()).toBe(0);
    expect(await errors.getByRole('row', { name: /q4rnv/ }).count()).toBe(1);
    const severities = await errors.locator('.portico-k8s-severity').allTextContents();
    expect(severities).toContain('critical');
    expect(severities.filter((severity) => !['low', 'medium', 'high', 'critical'].includes(severity.trim()))).toEqual([]);
    await fits('the Kubernetes tab');

    await errors.getByRole('button', { name: /restarted 27 times/ }).click();
    const crash = page.getByRole('dialog', { name: /q4rnv - containers-restarting/ });
    await crash.getByText(/missing required setting CARD_NETWORK_API_KEY/).waitFor();
    // The dialog over the tab: both checked at once.
    await fitsAndAxeClean('the crash loop dialog over the Kubernetes tab');
    await crash.getByRole('button', { name: 'Close' }).click();
    await crash.waitFor({ state: 'detached' });
    noProblems();
  });
});
