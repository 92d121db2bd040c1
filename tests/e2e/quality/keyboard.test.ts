import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { backendUrl, portalUrl, signInAsGuest } from '../../support/e2e/portal';
import { waitForSearchIndex } from '../search/wait-for-search-index';

jest.setTimeout(90_000);

/**
 * Keyboard-only use of the portal: after signing in, every step here is a key press
 * (Tab, Shift+Tab, Enter, Space, Escape, arrows, Home/End); no mouse clicks.
 */

/** What the focused element is, by CSS selector and (optionally) accessible name. */
interface Target {
  readonly selector: string;
  readonly name?: RegExp;
}

interface FocusedElement {
  readonly matches: boolean;
  readonly description: string;
}

const inspectFocus = (page: Page, target: Target): Promise<FocusedElement> =>
  page.evaluate(
    ({ selector, name }) => {
      const element = document.activeElement;
      if (!element || element === document.body) return { matches: false, description: '(nothing: the page body)' };
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const matches = element.matches(selector) && (name === null || new RegExp(name.source, name.flags).test(label));
      return { matches, description: `<${element.tagName.toLowerCase()}> "${label.slice(0, 60)}"` };
    },
    { selector: target.selector, name: target.name ? { source: target.name.source, flags: target.name.flags } : null },
  );

const describeTarget = (target: Target) => `${target.selector}${target.name ? ` named ${target.name}` : ''}`;

/** Presses Tab (or Shift+Tab) until the focused element is the target; fails with the path taken. */
const tabTo = async (page: Page, target: Target, { backwards = false, max = 80 } = {}): Promise<void> => {
  const path: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await inspectFocus(page, target);
    if (focused.matches) return;
    path.push(focused.description);
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} never reached ${describeTarget(target)}; focus went through:\n${path.join('\n')}`);
};

/** Waits until the focused element is the target (focus moves asynchronously when overlays open and close). */
const expectFocusOn = async (page: Page, target: Target, timeout = 5_000): Promise<void> => {
  const deadline = Date.now() + timeout;
  let focused = await inspectFocus(page, target);
  while (!focused.matches) {
    if (Date.now() > deadline) throw new Error(`Expected focus on ${describeTarget(target)}, it is on ${focused.description}`);
    await page.waitForTimeout(50);
    focused = await inspectFocus(page, target);
  }
};

/**
 * The focused element shows where focus is: it matches :focus-visible and has an outline or box shadow that it
 * does not have when it is not focused (compared by blurring and refocusing it in one step). An outline must
 * also stand out from what is behind it (contrast at least 3:1, WCAG 1.4.11).
 */
const expectVisibleFocus = async (page: Page): Promise<void> => {
  const result = await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return { ok: false, detail: 'nothing is focused' };
    const ring = (style: CSSStyleDeclaration) => `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`;
    const focusedStyle = getComputedStyle(element);
    const hasOutline = focusedStyle.outlineStyle !== 'none' && parseFloat(focusedStyle.outlineWidth) > 0;
    const shown = hasOutline || focusedStyle.boxShadow !== 'none';
    const focusedRing = ring(focusedStyle);
    const focusVisible = element.matches(':focus-visible');

    // Contrast of an rgb()/rgba() outline with the first opaque background it is drawn on.
    const rgba = (value: string) => value.match(/^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/)?.slice(1).map((part, index) => (part === undefined ? (index === 3 ? 1 : 0) : Number(part)));
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!].map((channel) => channel / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    let contrast: number | undefined;
    const outline = hasOutline ? rgba(focusedStyle.outlineColor) : undefined;
    if (outline) {
      let behind: number[] = [255, 255, 255];
      for (let node: Element | null = parseFloat(focusedStyle.outlineOffset) < 0 ? element : element.parentElement; node; node = node.parentElement) {
        const background = rgba(getComputedStyle(node).backgroundColor);
        if (background && background[3]! > 0.5) {
          behind = background;
          break;
        }
      }
      const alpha = outline[3]!;
      const drawn = [0, 1, 2].map((i) => outline[i]! * alpha + behind[i]! * (1 - alpha));
      const [light, dark] = [luminance(drawn), luminance(behind)].sort((a, b) => b - a);
      contrast = (light! + 0.05) / (dark! + 0.05);
    }

    element.blur();
    const plainRing = ring(getComputedStyle(element));
    element.focus({ preventScroll: true });
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return {
      ok: focusVisible && shown && focusedRing !== plainRing && (contrast === undefined || contrast >= 3),
      detail: `"${name}" :focus-visible=${focusVisible}; focused ${focusedRing}; unfocused ${plainRing}; outline contrast ${contrast?.toFixed(2) ?? 'n/a'}`,
    };
  });
  if (!result.ok) throw new Error(`No visible focus: ${result.detail}`);
};

/** A pattern matching exactly this text. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&')}$`);

const firstRowName = (page: Page) =>
  page.locator('.portico-catalog-table tbody tr').first().locator('td').first().innerText().then((text) => text.trim());
const rowCount = (page: Page) => page.locator('.portico-catalog-table tbody tr').count();
const searchParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

/** Inside an open Blueprint overlay (its focus trap included): where a dialog puts focus when it opens. */
const IN_OPEN_OVERLAY: Target = { selector: '.bp6-overlay-open *' };
const MORE_ACTIONS: Target = { selector: 'button', name: /^More actions$/ };
const menuItem = (name: RegExp): Target => ({ selector: '[role="menu"] [role="menuitem"]', name });

describe('keyboard: the portal works without a mouse, and shows where focus is', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await signInAsGuest(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('moves through the sidebar with Tab and Shift+Tab and opens a page with Enter', async () => {
    await page.goto(`${portalUrl()}/`);
    await page.getByTestId('signed-in-user').waitFor();

    // The first Tab stop is the skip link, then the sidebar.
    await page.keyboard.press('Tab');
    await expectFocusOn(page, { selector: 'a.portico-skip-link' });
    await expectVisibleFocus(page);
    await tabTo(page, { selector: 'nav[aria-label="Main navigation"] a', name: /^Home$/ }, { max: 1 });
    await expectVisibleFocus(page);
    // Keyboard focus opens the collapsed sidebar, so the labels are shown.
    await page.locator('nav[aria-label="Main navigation"][data-open="true"]').waitFor();

    // The sign-out button at the bottom of the (dark) sidebar shows its focus too.
    await tabTo(page, { selector: 'nav[aria-label="Main navigation"] button', name: /^Sign out$/ }, { max: 15 });
    await expectVisibleFocus(page);
    await tabTo(page, { selector: 'nav[aria-label="Main navigation"] a', name: /^Docs$/ }, { backwards: true, max: 10 });
    await tabTo(page, { selector: 'nav[aria-label="Main navigation"] a', name: /^Catalog$/ }, { backwards: true, max: 5 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/catalog(\?|$)/);
    await page.getByRole('heading', { name: 'Catalog', level: 1 }).waitFor();

    // The skip link jumps past the navigation to the page.
    await tabTo(page, { selector: 'a.portico-skip-link' }, { backwards: true, max: 10 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, { selector: 'main#main-content' });
  });

  it('sorts the catalog table, opens an entity, stars it and pages, from the keyboard', async () => {
    await page.goto(`${portalUrl()}/catalog`);
    await page.locator('.portico-catalog-table tbody tr').first().waitFor();

    // A sortable column header: Enter and Space both sort.
    await tabTo(page, { selector: 'th button', name: /^Name/ });
    await expectVisibleFocus(page);
    const ascendingFirst = await firstRowName(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('sort') === 'metadata.name,desc');
    await page.locator('.portico-catalog-table th[aria-sort="descending"]', { hasText: 'Name' }).waitFor();
    await page.waitForFunction((before) => document.querySelector('.portico-catalog-table tbody td')?.textContent?.trim() !== before, ascendingFirst);
    await expectFocusOn(page, { selector: 'th button', name: /^Name/ });
    await page.keyboard.press('Space');
    // Name ascending is the default order, so the URL drops the parameter.
    await page.waitForFunction(() => !new URL(window.location.href).searchParams.has('sort'));
    await page.locator('.portico-catalog-table th[aria-sort="ascending"]', { hasText: 'Name' }).waitFor();
    await page.waitForFunction((before) => document.querySelector('.portico-catalog-table tbody td')?.textContent?.trim() === before, ascendingFirst);

    await tabTo(page, { selector: 'th button', name: /^Type/ }, { max: 3 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('sort') === 'spec.type,asc');
    await page.locator('.portico-catalog-table th[aria-sort="ascending"]', { hasText: 'Type' }).waitFor();
    await tabTo(page, { selector: 'th button', name: /^Name/ }, { backwards: true, max: 3 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !new URL(window.location.href).searchParams.has('sort'));

    // The star button of a row: Enter stars, Space unstars, focus stays on it.
    await tabTo(page, { selector: '.portico-catalog-table tbody button[aria-pressed]', name: /^Add .+ to favorites$/ });
    await expectVisibleFocus(page);
    const label = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
    const title = label.replace(/^Add (.+) to favorites$/, '$1');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Remove ${title} from favorites` }).waitFor();
    await expectFocusOn(page, { selector: 'button[aria-pressed="true"]', name: exactly(`Remove ${title} from favorites`) });
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: `Add ${title} to favorites` }).waitFor();
    await expectFocusOn(page, { selector: 'button[aria-pressed="false"]', name: exactly(`Add ${title} to favorites`) });

    // Paging: the page size select changes from the keyboard (Home picks the smallest size), Next and Previous with Enter.
    await tabTo(page, { selector: 'select[aria-label="Rows per page"]' });
    await expectVisibleFocus(page);
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.querySelectorAll('.portico-catalog-table tbody tr').length === 5);
    const firstPage = await firstRowName(page);
    await tabTo(page, { selector: 'nav[aria-label="Pagination"] button', name: /^Next$/ }, { max: 3 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction((before) => document.querySelector('.portico-catalog-table tbody td')?.textContent?.trim() !== before, firstPage);
    expect(await rowCount(page)).toBeGreaterThan(0);
    // Next led to the last page and is disabled now: focus moved to Previous instead of falling to the page body.
    await expectFocusOn(page, { selector: 'nav[aria-label="Pagination"] button', name: /^Previous$/ });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction((before) => document.querySelector('.portico-catalog-table tbody td')?.textContent?.trim() === before, firstPage);
    expect(await rowCount(page)).toBe(5);

    // A row's link opens the entity.
    await tabTo(page, { selector: '.portico-catalog-table tbody td:first-child a', name: exactly(firstPage) }, { backwards: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: firstPage, level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/catalog\/default\/component\/[^/?]+$/);
  });

  it('opens the entity menu with Enter, moves through it with the arrow keys, and inspects the entity', async () => {
    await page.goto(`${portalUrl()}/catalog/default/component/payments`);
    await page.getByRole('heading', { name: 'Payments Service', level: 1 }).waitFor();

    await tabTo(page, MORE_ACTIONS);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: 'Entity actions' }).waitFor();
    // Focus starts on the first item; ↓/↑ move (and wrap), Home/End jump.
    await expectFocusOn(page, menuItem(/^Unregister entity$/));
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, menuItem(/^Inspect entity$/));
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, menuItem(/^Copy entity URL$/));
    await page.keyboard.press('End');
    await expectFocusOn(page, menuItem(/^Schedule entity refresh$/));
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, menuItem(/^Unregister entity$/));
    await page.keyboard.press('ArrowUp');
    await expectFocusOn(page, menuItem(/^Schedule entity refresh$/));
    await page.keyboard.press('Home');
    await expectFocusOn(page, menuItem(/^Unregister entity$/));

    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await page.getByRole('menu', { name: 'Entity actions' }).waitFor({ state: 'detached' });
    await expectFocusOn(page, MORE_ACTIONS);

    // Space opens it too; pick "Inspect entity".
    await page.keyboard.press('Space');
    await expectFocusOn(page, menuItem(/^Unregister entity$/));
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, menuItem(/^Inspect entity$/));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Entity Inspector' });
    await dialog.waitFor();
    await page.getByRole('menu', { name: 'Entity actions' }).waitFor({ state: 'detached' });
    expect(searchParam(page, 'inspect')).toBe('overview');

    // The tabs: Tab reaches the selected one, the arrow keys move between them, Enter/Space select.
    await expectFocusOn(page, IN_OPEN_OVERLAY);
    await tabTo(page, { selector: '[role="dialog"] [role="tab"]', name: /^Overview$/ }, { max: 6 });
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, { selector: '[role="dialog"] [role="tab"]', name: /^Ancestry$/ });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('inspect') === 'ancestry');
    await dialog.getByRole('tab', { name: 'Ancestry', selected: true }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, { selector: '[role="dialog"] [role="tab"]', name: /^Raw YAML$/ });
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('inspect') === 'yaml');
    await dialog.getByLabel('Raw YAML').getByText('name: payments').first().waitFor();

    // Escape closes the dialog and focus goes back to the menu button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(searchParam(page, 'inspect')).toBeNull();
    await expectFocusOn(page, MORE_ACTIONS);
  });

  it('opens the unregister dialog from the menu and cancels it with the keyboard', async () => {
    await page.goto(`${portalUrl()}/catalog/default/component/payments`);
    await page.getByRole('heading', { name: 'Payments Service', level: 1 }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to unregister this entity?' });

    // Cancel with the Cancel button.
    await tabTo(page, MORE_ACTIONS);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, menuItem(/^Unregister entity$/));
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await expectFocusOn(page, IN_OPEN_OVERLAY);
    await tabTo(page, { selector: '[role="dialog"] button', name: /^Cancel$/ }, { max: 6 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, MORE_ACTIONS);

    // Cancel with Escape.
    await page.keyboard.press('Enter');
    await expectFocusOn(page, menuItem(/^Unregister entity$/));
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expectFocusOn(page, IN_OPEN_OVERLAY);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, MORE_ACTIONS);
    await page.getByRole('heading', { name: 'Payments Service', level: 1 }).waitFor();
  });

  it('moves between the entity tabs with the arrow keys and opens one with Enter', async () => {
    await page.goto(`${portalUrl()}/catalog/default/component/payments`);
    await page.getByRole('heading', { name: 'Payments Service', level: 1 }).waitFor();
    const tab = (name: RegExp): Target => ({ selector: 'nav[aria-label="Entity sections"] [role="tab"]', name });

    // Only the selected tab is a Tab stop.
    await tabTo(page, MORE_ACTIONS);
    await page.keyboard.press('Tab');
    await expectFocusOn(page, tab(/^Overview$/));
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, tab(/^API$/));
    await page.keyboard.press('End');
    await expectFocusOn(page, tab(/^Docs$/));
    await page.keyboard.press('Home');
    await expectFocusOn(page, tab(/^Overview$/));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/catalog\/default\/component\/payments\/api$/);
    await page.getByRole('tab', { name: 'API', selected: true }).waitFor();
    await expectFocusOn(page, tab(/^API$/));
  });

  it('opens the search modal from the sidebar and with "/", picks a result, and Escape gives focus back', async () => {
    await waitForSearchIndex(backendUrl(), 'ledger');
    await page.goto(`${portalUrl()}/catalog`);
    await page.getByRole('heading', { name: 'Catalog', level: 1 }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const searchBox: Target = { selector: '[role="dialog"] input' };

    // Enter on the sidebar's Search entry opens the modal (not the search page); Escape closes it.
    const searchLink: Target = { selector: 'nav[aria-label="Main navigation"] a', name: /^Search$/ };
    await tabTo(page, searchLink);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expectFocusOn(page, searchBox);
    expect(new URL(page.url()).pathname).toBe('/catalog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOn(page, searchLink);

    // "/" opens it from anywhere outside a text field; as in the palette, ↓/↑ move the active result and Enter opens it.
    await page.keyboard.press('/');
    await dialog.waitFor();
    await expectFocusOn(page, searchBox);
    await page.keyboard.type('ledger');
    await dialog.getByRole('option').filter({ has: page.locator('.portico-search-result__title', { hasText: /^Ledger$/ }) }).waitFor();
    const input = dialog.getByRole('searchbox', { name: 'Search' });
    const active = async () => dialog.locator(`[id="${await input.getAttribute('aria-activedescendant')}"] .portico-search-result__title`).textContent();
    expect(await active()).toBe('Ledger');
    await page.keyboard.press('ArrowDown');
    expect(await active()).not.toBe('Ledger');
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe('Ledger');
    await expectFocusOn(page, searchBox);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/catalog\/default\/component\/ledger$/);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Ledger', level: 1 }).waitFor();
  });

  it('opens the help dialog of a Kubernetes problem with Enter and gets focus back after Escape', async () => {
    await page.goto(`${portalUrl()}/catalog/default/component/payments/kubernetes`);
    await page.getByRole('heading', { name: 'Your Clusters' }).waitFor();
    const help: Target = { selector: 'button', name: /^Help: / };
    await tabTo(page, help);
    await expectVisibleFocus(page);
    const name = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectFocusOn(page, IN_OPEN_OVERLAY);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, { selector: 'button', name: exactly(name) });
  });

  it('uses the scaffolder menu with the arrow keys', async () => {
    await page.goto(`${portalUrl()}/create`);
    const trigger: Target = { selector: 'button', name: /^Scaffolder menu$/ };
    await page.getByRole('button', { name: 'Scaffolder menu' }).waitFor();
    await tabTo(page, trigger);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, menuItem(/^Template Editor$/));
    await page.keyboard.press('Escape');
    await expectFocusOn(page, trigger);
    await page.keyboard.press('Space');
    await expectFocusOn(page, menuItem(/^Template Editor$/));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, menuItem(/^Task List$/));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/create\/tasks$/);
  });

  it('switches the settings tabs with the arrow keys', async () => {
    await page.goto(`${portalUrl()}/settings`);
    const tab = (name: RegExp): Target => ({ selector: '[role="tablist"] [role="tab"]', name });
    await page.getByRole('tab', { name: 'General' }).waitFor();
    await tabTo(page, tab(/^General$/));
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, tab(/^Authentication Providers$/));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/settings\/auth-providers$/);
    await expectFocusOn(page, tab(/^Authentication Providers$/));
  });
});
