// What the portal hands a Backstage plugin's host: its own services, as plain values, so that the host's React 18
// side needs nothing of the portal's React 19 code.
import type { AlertPoster } from '../../application/app/alerts.port';
import type { Discovery } from '../../application/app/discovery.port';
import type { IdentityReader } from '../../application/app/identity-reader';

export interface PortalServices {
  /** The browser's app config, as the portal read it. */
  readonly configData: Record<string, unknown>;
  readonly discovery: Discovery;
  /** The portal's fetch: adds the signed-in user's token to calls to the backend. */
  readonly fetch: (input: string, init?: RequestInit) => Promise<Response>;
  readonly identity: IdentityReader;
  readonly alerts: AlertPoster;
  readonly captureEvent: (action: string, subject: string) => void;
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

/** One routable extension to mount: its plugin, its export, and where it is. */
export interface MountedExtension {
  readonly pluginId: string;
  readonly packageName: string;
  readonly importName: string;
  /** The page's path below the base path, e.g. '/tech-radar'. */
  readonly path: string;
  /** The package's module; the extension is its export `importName`. */
  readonly module: Record<string, unknown>;
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
