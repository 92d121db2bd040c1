// The settings the browser app reads from its config at boot.
import type { CatalogIndexPagination } from '../catalog/index-pagination';
import type { JsonValue } from './config-values';
import type { InactivitySettings } from './inactivity';

export interface SignInProviderSetting {
  /** 'guest', 'custom', or an auth backend provider id such as 'github'. */
  readonly id: string;
  readonly title: string;
  readonly message: string;
}

export interface SupportLink {
  readonly url: string;
  readonly title: string;
}

export interface SupportItem {
  readonly title: string;
  readonly icon?: string;
  readonly links: readonly SupportLink[];
}

export interface SupportSettings {
  readonly url: string;
  readonly items: readonly SupportItem[];
}

export interface DiscoveryEndpoint {
  readonly target: string | { readonly internal?: string; readonly external: string };
  readonly plugins: readonly string[];
}

export interface AppSettings {
  readonly title: string;
  readonly baseUrl: string;
  /** Path part of app.baseUrl, trailing slash removed ('' at the root). */
  readonly basePath: string;
  readonly backendBaseUrl: string;
  readonly discoveryEndpoints: readonly DiscoveryEndpoint[];
  readonly authEnvironment: string;
  readonly enableExperimentalRedirectFlow: boolean;
  readonly permissionEnabled: boolean;
  readonly permissionBatched: boolean;
  readonly support: SupportSettings;
  /** Providers offered on the sign-in page; undefined means no sign-in page (the user is a guest). */
  readonly signInProviders?: readonly SignInProviderSetting[];
  /** With a single provider, open its sign-in at once. */
  readonly signInAuto: boolean;
  readonly routeBindings: Readonly<Record<string, string | false>>;
  /** auth.autologout; absent means off. */
  readonly inactivity?: InactivitySettings;
  /** app.analytics.provider: where analytics events go ('console', 'none' or a plugin's provider id); absent means nowhere. */
  readonly analyticsProvider?: AnalyticsProviderSetting;
  /** catalog.index.pagination: how the catalog index pages; absent means the catalog plugin's own choice (cursor). */
  readonly catalogIndexPagination?: CatalogIndexPagination;
  /** app.translations as configured: decoded where it is used, so that a broken one only falls back. */
  readonly translations?: JsonValue;
}

/** 'console', 'none', or the id of an analytics provider a plugin declares (checked once the plugins are loaded). */
export type AnalyticsProviderSetting = string;

export const DEFAULT_SUPPORT: SupportSettings = {
  url: 'https://github.com/backstage/backstage/issues',
  items: [
    {
      title: 'Issues',
      icon: 'github',
      links: [{ url: 'https://github.com/backstage/backstage/issues', title: 'GitHub Issues' }],
    },
  ],
};

export const DEFAULT_PROVIDER_TEXTS: Readonly<Record<string, { title: string; message: string }>> = {
  guest: {
    title: 'Guest',
    message: 'Enter as a Guest User. You will not have a verified identity, meaning some features might be unavailable.',
  },
  custom: {
    title: 'Custom User',
    message: 'Enter your own User ID and credentials. This selection will not be stored.',
  },
};
