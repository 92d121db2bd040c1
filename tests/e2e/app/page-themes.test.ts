import type { Page } from 'playwright-core';
import { pageSettled } from '../../support/e2e/settled';
import { PHONE } from '../../support/e2e/browser';
import { guestPageForTests } from '../../support/e2e/guest-page';
import { portalUrl } from '../../support/e2e/portal';
import { waitForSearchIndex } from '../search/wait-for-search-index';

jest.setTimeout(180_000);

/** Each kind of page, its heading, and the page-theme category its header wears. */
const PAGES: ReadonlyArray<{ path: string; heading: string | RegExp; category: string }> = [
  { path: '/', heading: /^(Good morning|Good afternoon|Good evening|Get some rest), Guest$/, category: 'home' },
  { path: '/docs', heading: 'Documentation', category: 'documentation' },
  { path: '/catalog', heading: 'Catalog', category: 'tool' },
  { path: '/search', heading: 'Search', category: 'tool' },
  { path: '/create', heading: 'Create a new component', category: 'tool' },
  { path: '/settings', heading: 'Settings', category: 'tool' },
  { path: '/catalog-import', heading: 'Register an existing component', category: 'tool' },
  { path: '/catalog-graph', heading: 'Catalog Graph', category: 'tool' },
  { path: '/api-docs', heading: 'APIs', category: 'apis' },
  { path: '/catalog/default/component/payments', heading: 'Payments Service', category: 'service' },
  { path: '/catalog/default/component/web-shop', heading: 'Web Shop', category: 'website' },
  { path: '/catalog/default/component/ui-kit', heading: 'UI Kit', category: 'library' },
  { path: '/catalog/default/api/payments-api', heading: 'Payments API', category: 'apis' },
  { path: '/catalog/default/group/team-payments', heading: 'Payments Team', category: 'other' },
];

interface HeaderMeasure {
  readonly category: string | null;
  readonly bandHeight: number;
  readonly headingHeight: number;
  readonly bandRight: number;
  readonly sidewaysScroll: boolean;
}

const measureHeader = (page: Page, heading: string | RegExp): Promise<HeaderMeasure> =>
  page.getByRole('heading', { level: 1, name: heading }).evaluate((h1) => {
    const band = h1.closest<HTMLElement>('.portico-page-band');
    const bandBox = band?.getBoundingClientRect();
    const scroller = document.scrollingElement ?? document.documentElement;
    return {
      category: band?.dataset.pageTheme ?? null,
      bandHeight: bandBox?.height ?? 0,
      headingHeight: h1.getBoundingClientRect().height,
      bandRight: bandBox?.right ?? 0,
      sidewaysScroll: scroller.scrollWidth > scroller.clientWidth,
    };
  });

describe.each([
  ['a laptop', undefined],
  ['a phone', PHONE],
])("every page's header on %s", (_screen, screen) => {
  // The search page asks the index at once; until it is built the portal answers 503, which the browser logs.
  beforeAll(() => waitForSearchIndex(portalUrl(), 'payments'));
  const session = guestPageForTests(screen);

  it.each(PAGES)("$path wears the $category banner in a band about the title's height", async ({ path, heading, category }) => {
    const { page } = session;
    await page.goto(`${portalUrl()}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // Measured once what the page shows has stopped changing (its lists and fonts in), not while it still lays out.
    await pageSettled(page);
    const header = await measureHeader(page, heading);
    expect(header.category).toBe(category);
    // The band holds the title row, not a banner above it: a title line (or two on a phone) and its padding,
    // or the home page's logo beside the title.
    expect(header.bandHeight).toBeLessThanOrEqual(Math.max(header.headingHeight, 56) + 24 + (screen ? 120 : 0));
    expect(header.bandRight).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(header.sidewaysScroll).toBe(false);
    if (process.env.PAGE_THEME_SHOTS) await page.screenshot({ path: `${process.env.PAGE_THEME_SHOTS}/${screen ? 'phone' : 'laptop'}${path.replace(/\W+/g, '_')}.png` });
  });
});
