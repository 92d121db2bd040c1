// What the portal hands a Backstage plugin's host: its own services, as plain values, so that the host's React 18
// side needs nothing of the portal's React 19 code.
import type { AlertPoster } from '../../application/app/alerts.port';
import type { Discovery } from '../../application/app/discovery.port';
import type { IdentityReader } from '../../application/app/identity-reader';
import type { ExtensionOverride } from '../../domain/backstage-plugins/backstage-plugin-config';
import type { Entity } from '../../domain/catalog/entity';

export interface PortalServices {
  /** The browser's app config, as the portal read it. */
  readonly configData: Record<string, unknown>;
  readonly discovery: Discovery;
  /** The portal's fetch: adds the signed-in user's token to calls to the backend. */
  readonly fetch: (input: string, init?: RequestInit) => Promise<Response>;
  readonly identity: IdentityReader;
  readonly alerts: AlertPoster;
  readonly captureEvent: (action: string, subject: string) => void;
  /**
   * An OAuth access token of the signed-in user from an auth provider of the auth backend ('github', 'gitlab', …) with
   * these scopes: the provider's session refreshed, else its sign-in in a popup. Rejects with a message that says so
   * when the auth backend does not offer the provider.
   */
  readonly providerToken: (provider: string, scopes: readonly string[]) => Promise<string>;
  /** The permission backend's decision for the signed-in user (a Backstage permission request as it is). */
  readonly authorize: (request: { readonly permission: unknown; readonly resourceRef?: string }) => Promise<{ readonly result: string }>;
  /** Whether the user has switched the feature flag on in Settings. */
  readonly isFeatureFlagActive: (name: string) => boolean;
}

/** Where the portal is, for the plugin's router: the path below the base path, and how to move. */
export interface PortalLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
}

export interface PortalNavigation {
  /** The portal's base path ('' at the root), for the hrefs of the plugin's links. */
  readonly basePath: string;
  readonly navigate: (to: string | number, options?: { readonly replace?: boolean; readonly state?: unknown }) => void;
}

/**
 * Where an extension is mounted: a page at a path, a card of an entity page's Overview, or a tab of an entity page at
 * a path (each path below the base path, e.g. '/tech-radar', '/catalog/default/component/payments/github-actions').
 */
export type ExtensionPlace =
  | { readonly kind: 'page'; readonly path: string }
  | { readonly kind: 'entity-card'; readonly entity: Entity }
  | { readonly kind: 'entity-tab'; readonly entity: Entity; readonly path: string };

/** One extension to mount: its plugin, its export, where it is and the props the config gives it. */
export interface MountedExtension {
  readonly pluginId: string;
  readonly packageName: string;
  readonly importName: string;
  readonly place: ExtensionPlace;
  readonly props?: Readonly<Record<string, unknown>>;
  /** The package's module; the extension is its export `importName`, or for a new-frontend-system plugin its extension of that id. */
  readonly module: Record<string, unknown>;
  /** A new-frontend-system plugin's: the config's overrides of its extensions. */
  readonly frontendSystem?: { readonly extensions: readonly ExtensionOverride[] };
}

export interface HostProps {
  readonly extension: MountedExtension;
  readonly services: PortalServices;
  readonly location: PortalLocation;
  readonly navigation: PortalNavigation;
  /** The portal's theme, which Material UI follows. */
  readonly theme: 'light' | 'dark';
}

/** A mounted extension: re-rendered with the portal's new location or theme, and taken down with its page. */
export interface MountedHost {
  update(props: HostProps): void;
  unmount(): void;
}
