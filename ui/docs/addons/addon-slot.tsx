import type { CompoundEntityRef } from '../../../domain/catalog/entity-ref';
import { PluginErrorBoundary } from '../../app/chrome';
import { ExtensionConfigProvider } from '../../app/extension-config';
import { useTechDocsAddons, type ContributedTechDocsAddon, type TechDocsAddonLocation, type TechDocsAddonProps } from '../../app/techdocs-addons';
import { useDocsEntityMetadata } from '../queries';

/** What the reader knows of the page for its add-ons; the entity is asked for only where an add-on shows. */
export interface AddonPage {
  readonly entityRef: CompoundEntityRef;
  readonly path: string;
  readonly title: string;
  readonly contentElement: HTMLElement | undefined;
}

const Addon = ({ addon, props }: { readonly addon: ContributedTechDocsAddon; readonly props: TechDocsAddonProps }) => addon.render(props);

const AddonsShown = ({ addons, page, className }: { readonly addons: readonly ContributedTechDocsAddon[]; readonly page: AddonPage; readonly className: string }) => {
  const entity = useDocsEntityMetadata(page.entityRef).data;
  const props: TechDocsAddonProps = { entityRef: page.entityRef, entity, page: { path: page.path, title: page.title }, contentElement: page.contentElement };
  // An add-on with a condition waits for the entity, and shows only where the condition holds.
  const shown = addons.filter((addon) => addon.when === undefined || (entity !== undefined && addon.when(entity)));
  if (shown.length === 0) return null;
  return (
    <div className={className}>
      {shown.map((addon) => (
        <PluginErrorBoundary key={`${addon.pluginId}/${addon.name}`} pluginId={addon.pluginId}>
          <ExtensionConfigProvider config={addon.config}>
            <Addon addon={addon} props={props} />
          </ExtensionConfigProvider>
        </PluginErrorBoundary>
      ))}
    </div>
  );
};

/** The plugins' add-ons of one place of the reader; nothing at all where there are none. */
export const TechDocsAddonSlot = ({ location, page }: { readonly location: TechDocsAddonLocation; readonly page: AddonPage }) => {
  const addons = useTechDocsAddons(location);
  if (addons.length === 0) return null;
  return <AddonsShown addons={addons} page={page} className={`portico-docs-addons portico-docs-addons--${location}`} />;
};

/** Whether a place of the reader has add-ons (so that its layout makes room for them). */
export const useHasTechDocsAddons = (location: TechDocsAddonLocation): boolean => useTechDocsAddons(location).length > 0;
