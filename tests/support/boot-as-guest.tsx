// The portal's start as the browser runs it, in jsdom: the given app config and settings, no sign-in page (the guest
// enters at once), a backend that answers the guest's calls, and the given plugin packages; each test on a fresh root.
import * as E from 'fp-ts/Either';
import { act } from 'react';
import { boot } from '../../config/browser/boot';
import type { PackagePluginEntry } from '../../config/browser/package-plugins';
import type { AppSettings } from '../../domain/app/app-settings';
import type { JsonObject } from '../../domain/app/config-values';
import { testAppSettings } from './app-settings';
import { guestOnlyBackend } from './guest-only-backend';

export interface GuestStart {
  /** Keys of the app config's `app:` besides its baseUrl (extensions, analytics, …). */
  readonly app?: JsonObject;
  readonly settings?: Partial<AppSettings>;
  readonly packagePlugins: readonly PackagePluginEntry[];
}

export const bootAsGuest = async ({ app = {}, settings = {}, packagePlugins }: GuestStart): Promise<void> => {
  await act(async () => {
    boot({
      config: E.right({ app: { baseUrl: 'http://localhost:3000', ...app }, backend: { baseUrl: 'http://localhost:7007' } }),
      settings: E.right(testAppSettings({ signInProviders: undefined, ...settings })),
      fetchFn: guestOnlyBackend,
      earlySessionRefresh: undefined,
      packagePlugins,
    });
  });
};

/** Gives each test of the file an empty root to start in, with React's expected errors kept out of the output. */
export const startEachTestOnAFreshRoot = (): void => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.replaceChildren();
    jest.restoreAllMocks();
  });
};
