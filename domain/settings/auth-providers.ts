// The Authentication Providers tab: the configured sign-in providers, the one the user is signed in with
// marked current (it offers Sign out), the others offering Sign in where the settings page can do that.
import type { SignInProviderSetting } from '../app/app-settings';

export type ProviderAction = 'sign-out' | 'sign-in' | 'none';

export interface ProviderRow {
  readonly id: string;
  readonly title: string;
  readonly message: string;
  readonly current: boolean;
  readonly action: ProviderAction;
}

/** The custom user needs the sign-in page's form; the settings page cannot sign in with it. */
const SIGN_IN_FROM_SETTINGS_UNSUPPORTED = new Set(['custom']);

/** Legacy guest sessions count as the guest provider. */
const sameProvider = (configured: string, current: string | undefined): boolean =>
  current !== undefined && (configured === current || (configured === 'guest' && current === 'guest-legacy'));

export const providerRows = (providers: readonly SignInProviderSetting[], currentProviderId: string | undefined): readonly ProviderRow[] =>
  providers.map((provider) => {
    const current = sameProvider(provider.id, currentProviderId);
    return {
      id: provider.id,
      title: provider.title,
      message: provider.message,
      current,
      action: current ? 'sign-out' : SIGN_IN_FROM_SETTINGS_UNSUPPORTED.has(provider.id) ? 'none' : 'sign-in',
    };
  });
