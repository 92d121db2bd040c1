import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

// Records what the portal logs as a warning or error in the browser (React and Blueprint warnings, failed
// requests, uncaught errors) so that a test fails on any it did not expect by name.

export type ExpectedProblem = string | RegExp;

export interface BrowserProblem {
  readonly kind: 'console.error' | 'console.warning' | 'console.assert' | 'page error';
  /** The message, with the address it came from (a failed request's URL) in brackets. */
  readonly text: string;
}

/**
 * The catalog index reads its filter options in the background after its rows: a read still in flight when a test
 * stops the backend is answered 500 by the stopping backend (its database closes under the query).
 */
export const FILTER_OPTIONS_READ_CUT_OFF: ExpectedProblem =
  /Failed to load resource: the server responded with a status of 500 \(Internal Server Error\) \[http:\/\/127\.0\.0\.1:\d+\/api\/catalog\/entity-facets\?/;

const RECORDED_CONSOLE_TYPES = new Set(['error', 'warning', 'assert']);

const describeMessage = (message: ConsoleMessage): BrowserProblem => {
  const url = message.location().url;
  return { kind: `console.${message.type()}` as BrowserProblem['kind'], text: url ? `${message.text()} [${url}]` : message.text() };
};

const matches = (problem: BrowserProblem, expected: ExpectedProblem): boolean =>
  typeof expected === 'string' ? problem.text.includes(expected) : expected.test(problem.text);

export class ConsoleGuard {
  private problems: BrowserProblem[] = [];
  private expected: ExpectedProblem[] = [];
  private readonly always: ExpectedProblem[];

  /** `always`: problems expected in every test (facts of the test environment). */
  constructor(always: readonly ExpectedProblem[] = []) {
    this.always = [...always];
  }

  /** Records the problems of every page of the context, the ones open now and the ones opened later. */
  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  /**
   * Problems the current test causes on purpose (a request it makes fail, a page it breaks), by a part of their
   * text or a pattern. Holds until the end of the test.
   */
  expect(...problems: ExpectedProblem[]): void {
    this.expected.push(...problems);
  }

  /**
   * Problems every test of this browser causes by its set-up (a backend left without a plugin), until the browser
   * closes: its pages may still log them after a test has ended.
   */
  expectThroughout(...problems: ExpectedProblem[]): void {
    this.always.push(...problems);
  }

  /** The problems recorded since the last call that no test expected; forgets the recorded and the expected. */
  takeUnexpected(): BrowserProblem[] {
    const expected = [...this.always, ...this.expected];
    const unexpected = this.problems.filter((problem) => !expected.some((pattern) => matches(problem, pattern)));
    this.problems = [];
    this.expected = [];
    return unexpected;
  }

  private watchPage(page: Page): void {
    page.on('console', (message) => {
      if (RECORDED_CONSOLE_TYPES.has(message.type())) this.problems.push(describeMessage(message));
    });
    page.on('pageerror', (error) => this.problems.push({ kind: 'page error', text: error.stack ?? error.message }));
  }
}

export const unexpectedProblemsMessage = (problems: readonly BrowserProblem[]): string =>
  [
    `The browser logged ${problems.length} unexpected warning(s) or error(s); fix their cause, or name them with browser.console.expect(...) in a test that causes them on purpose:`,
    ...problems.map((problem) => `  ${problem.kind}: ${problem.text}`),
  ].join('\n');
