import type { Entity } from '../../domain/catalog/entity';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { entityTitle } from '../../domain/catalog/presentation';
import { paletteMessages, searchMessages } from '../../domain/search/messages';
import { isInAppPath, type PaletteItem } from '../../domain/search/palette';
import type { SearchResult } from '../../domain/search/query';
import type { PortalPlugin } from '../app/plugin';
import { entityPath } from '../../domain/catalog/entity-path';

export const TOGGLE_THEME_ACTION = 'toggle-theme';

/** The app's pages: Home and every plugin's sidebar entries (the home plugin's Home among them, listed once). */
export const pageItems = (plugins: readonly PortalPlugin[]): readonly PaletteItem[] => [
  { id: 'page:/', kind: 'page', title: 'Home', subtitle: '/', target: { _tag: 'Navigate', to: '/' } },
  ...plugins.flatMap((plugin) =>
    (plugin.sidebar ?? []).filter((entry) => entry.to !== '/').map(
      (entry): PaletteItem => ({ id: `page:${entry.to}`, kind: 'page', title: entry.label, subtitle: entry.to, target: { _tag: 'Navigate', to: entry.to } }),
    ),
  ),
];

export const actionItems: readonly PaletteItem[] = [
  { id: 'action:register-component', kind: 'action', title: paletteMessages.registerComponent, subtitle: '/catalog-import', target: { _tag: 'Navigate', to: '/catalog-import' } },
  { id: 'action:create-from-template', kind: 'action', title: paletteMessages.createFromTemplate, subtitle: '/create', target: { _tag: 'Navigate', to: '/create' } },
  { id: `action:${TOGGLE_THEME_ACTION}`, kind: 'action', title: paletteMessages.toggleTheme, target: { _tag: 'Action', actionId: TOGGLE_THEME_ACTION } },
];

/** An entity as a palette item: its title, and its ref or kind and type underneath. */
export const entityItem = (entity: Entity, showRefs: boolean): PaletteItem => {
  const ref = stringifyEntityRef(entity);
  const type = typeof entity.spec?.type === 'string' ? entity.spec.type : undefined;
  return {
    id: `entity:${ref}`,
    kind: 'entity',
    title: entityTitle(entity),
    name: entity.metadata.name,
    subtitle: showRefs ? ref : [entity.kind, type].filter(Boolean).join(' · '),
    target: { _tag: 'Navigate', to: entityPath(entity) },
  };
};

/** A search backend result as a palette item; results outside the app are left out. */
export const documentItem = (result: SearchResult): PaletteItem | undefined => {
  const to = result.document.location;
  if (!isInAppPath(to)) return undefined;
  const entityTitleField = result.document.fields['entityTitle'];
  return {
    id: `document:${to}`,
    kind: 'document',
    title: result.document.title,
    subtitle: [searchMessages.typeTitles[result.type] ?? result.type, entityTitleField].filter(Boolean).join(' · '),
    target: { _tag: 'Navigate', to },
  };
};
