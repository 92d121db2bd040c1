// Add-ons of the docs reader, contributed by plugins as Backstage's TechDocs add-ons are: a component shown at a
// place of the reader, given the docs' entity and the page's content. Each is an extension
// 'techdocs-addon:{pluginId}/{name}' that app.extensions may disable, reorder, re-condition or give config.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { JsonObject } from '../../domain/app/config-values';
import type { Entity } from '../../domain/catalog/entity';
import type { CompoundEntityRef } from '../../domain/catalog/entity-ref';

/** Where in the reader an add-on shows. */
export const TechDocsAddonLocations = {
  /** The toolbar above the page, beside the site's search. */
  Subheader: 'Subheader',
  /** The reader's settings menu (the cog), below Text size. */
  Settings: 'Settings',
  /** The column beside the page, below "On this page". */
  SecondarySidebar: 'SecondarySidebar',
  /** Below the page's content, inside the page. */
  Content: 'Content',
} as const;
export type TechDocsAddonLocation = (typeof TechDocsAddonLocations)[keyof typeof TechDocsAddonLocations];

/** What an add-on is given. */
export interface TechDocsAddonProps {
  /** The entity whose docs site is shown. */
  readonly entityRef: CompoundEntityRef;
  /** That entity, once the docs backend has given it. */
  readonly entity: Entity | undefined;
  /** The page shown: its path inside the site ('' for the home page) and its title. */
  readonly page: { readonly path: string; readonly title: string };
  /** The page's rendered content (in the reader's shadow root), once it is shown: to read or mark its elements. */
  readonly contentElement: HTMLElement | undefined;
}

/** An add-on as the shell keeps it, made by createPlugin from a plugin's `techDocsAddons`. */
export interface TechDocsAddon {
  /** Its name within its plugin, e.g. 'report-issue'. */
  readonly name: string;
  readonly location: TechDocsAddonLocation;
  readonly render: (props: TechDocsAddonProps) => ReactNode;
  /** Lower first among the add-ons of one location; default 50. */
  readonly order?: number;
  /** Shown only for docs of entities this accepts (once the entity is known). */
  readonly when?: (entity: Entity) => boolean;
  /** What app.extensions gives it (useExtensionConfig). */
  readonly config?: JsonObject;
}

/** An add-on with the plugin that contributed it, for its error boundary. */
export interface ContributedTechDocsAddon extends TechDocsAddon {
  readonly pluginId: string;
}

const TechDocsAddonsContext = createContext<readonly ContributedTechDocsAddon[]>([]);

/** What the provider reads of a plugin (its PortalPlugin). */
interface AddonContributor {
  readonly id: string;
  readonly techDocsAddons?: readonly TechDocsAddon[];
}

/** Gives the docs reader every plugin's add-ons. */
export const TechDocsAddonsProvider = ({ plugins, children }: { readonly plugins: readonly AddonContributor[]; readonly children: ReactNode }) => {
  const addons = useMemo(() => plugins.flatMap((plugin) => (plugin.techDocsAddons ?? []).map((addon) => ({ ...addon, pluginId: plugin.id }))), [plugins]);
  return <TechDocsAddonsContext.Provider value={addons}>{children}</TechDocsAddonsContext.Provider>;
};

/** The add-ons of a location, by their order. */
export const useTechDocsAddons = (location: TechDocsAddonLocation): readonly ContributedTechDocsAddon[] => {
  const addons = useContext(TechDocsAddonsContext);
  return useMemo(
    () => addons.filter((addon) => addon.location === location).sort((a, b) => (a.order ?? 50) - (b.order ?? 50)),
    [addons, location],
  );
};
