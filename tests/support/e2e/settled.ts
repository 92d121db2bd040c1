import type { Locator, Page } from 'playwright-core';

/** Polls a condition on the test's side until it holds; a busy machine only makes it slower, never wrong. */
export const waitUntil = async (condition: () => boolean | Promise<boolean>, what: string, budgetMs = 10_000): Promise<void> => {
  const deadline = Date.now() + budgetMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Resolves after the page has drawn two more frames: the tasks queued before the call have run by then. */
export const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Waits until what the page shows has stopped changing on its own: fonts loaded, every image (shadow roots
 * included) loaded or failed, transitions and other finite animations ended (spinners run forever and are
 * left out) and none about to start, then two more frames so the events of the last of them have run.
 */
export const pageSettled = async (page: Page): Promise<void> => {
  await page.waitForFunction(async () => {
    await document.fonts.ready;
    const images: HTMLImageElement[] = [];
    const collect = (root: Document | ShadowRoot) => {
      images.push(...Array.from(root.querySelectorAll('img')));
      for (const element of Array.from(root.querySelectorAll('*'))) if (element.shadowRoot) collect(element.shadowRoot);
    };
    collect(document);
    // A lazy image out of view does not load until it is scrolled to.
    const imagesDone = images.every((image) => image.complete || image.loading === 'lazy');
    const animating = document
      .getAnimations()
      .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    // An overlay's transition (react-transition-group) starts a frame after it mounts: between the two, its
    // classes say it is entering while no animation runs yet.
    const transitionPending = Array.from(document.querySelectorAll('[class*="-enter"], [class*="-appear"], [class*="-exit"]')).some(
      (element) => Array.from(element.classList).some((name) => /-(enter|appear|exit)(-active)?$/.test(name)),
    );
    return imagesDone && !animating && !transitionPending;
  });
  await nextFrames(page);
};

/**
 * Waits for `locator` to be visible; when it is not, the failure says what the page showed instead (its address
 * and the start of its text), which a timeout alone does not.
 */
export const waitShown = async (page: Page, locator: Locator, timeout = 30_000): Promise<void> => {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600)).catch((e: unknown) => `(unreadable: ${String(e)})`);
    throw new Error(`${error instanceof Error ? error.message.split('\n')[0] : String(error)}\nThe page at ${page.url()} showed: ${shown}`);
  }
};
