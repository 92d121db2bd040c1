import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { ConsoleGuard, unexpectedProblemsMessage, type ExpectedProblem } from './console-guard';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every headless Chromium of the tests and benchmarks starts with. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TestBrowser {
  readonly context: BrowserContext;
  /** What the pages logged as warnings or errors; a test fails on any it did not expect (see ConsoleGuard.expect). */
  readonly console: ConsoleGuard;
  close(): Promise<void>;
}

/**
 * What the e2e stack logs on any route by its nature, not by a fault of the portal: the stack has no internet
 * (the home page's Random Joke falls back to its bundled jokes).
 */
export const E2E_STACK_PROBLEMS: readonly ExpectedProblem[] = [/net::ERR_NAME_NOT_RESOLVED \[https:\/\/official-joke-api\.appspot\.com\//];

/** The guards of the browsers this test file launched and has not closed. */
const openGuards = new Set<ConsoleGuard>();

const failOnUnexpectedProblems = (guards: Iterable<ConsoleGuard>) => {
  const problems = [...guards].flatMap((guard) => guard.takeUnexpected());
  if (problems.length > 0) throw new Error(unexpectedProblemsMessage(problems));
};

// Registered when a test file imports this module: after each of its tests, the browser must have logged
// nothing unexpected.
if (typeof afterEach === 'function') afterEach(() => failOnUnexpectedProblems(openGuards));

/** A phone: a touch screen (a coarse pointer) 390 px wide. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** Debian's Chromium, headless, with a fresh profile that is deleted on close; a laptop's screen unless told otherwise. */
export const launchBrowser = async (
  screen: { viewport: { width: number; height: number }; hasTouch?: boolean; isMobile?: boolean } = { viewport: { width: 1280, height: 800 } },
): Promise<TestBrowser> => {
  const userDataDir = await mkdtemp(join(tmpdir(), 'portico-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    ...screen,
  });
  const guard = new ConsoleGuard(E2E_STACK_PROBLEMS);
  guard.watch(context);
  openGuards.add(guard);
  return {
    context,
    console: guard,
    close: async () => {
      openGuards.delete(guard);
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
      // What the last tests' pages logged after those tests ended (e.g. in afterAll) still counts.
      failOnUnexpectedProblems([guard]);
    },
  };
};
