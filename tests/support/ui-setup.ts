import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// react-router 7 needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor give up after 1 s by default. A lazily imported view (the API definition viewers) is
// compiled on its first import in each test file, which takes longer than that on two cores shared with
// the e2e servers and Chromium: a full `npm test` run failed on it. What never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

// Jest takes testTimeout only from the top-level configuration; the ui project's own setting is ignored,
// so the limit for these jsdom tests is set here.
jest.setTimeout(15_000);

// jsdom lays nothing out and reports window.scrollTo as not implemented; the app scrolls after navigations.
// (Some ui test files run in node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
