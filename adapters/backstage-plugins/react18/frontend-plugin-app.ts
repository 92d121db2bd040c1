// A new-frontend-system plugin (createFrontendPlugin) instantiated by Backstage's own app wiring
// (@backstage/frontend-app-api's createSpecializedApp), beside a small host feature that offers the attachment points
// Portico mounts: the app's routes and nav, the entity page's contents and its Overview's cards. The root's APIs input
// collects the plugin's ApiBlueprint factories. Each extension's output is read through the blueprints' data refs, by
// their ids, which every version of Backstage's plugin API shares (a package may bring its own copy of it).
// The build runs this in Node to learn the plugin's pages, cards and tabs; the browser's host runs it to render them.
import { createElement, Fragment, type ReactElement } from 'react';
import { ConfigReader } from '@backstage/core-app-api';
import type { AnyApiFactory, ApiHolder } from '@backstage/core-plugin-api';
import { createSpecializedApp } from '@backstage/frontend-app-api';
import { coreExtensionData, createExtension, createExtensionDataRef, createExtensionInput, createFrontendPlugin, type AppNode } from '@backstage/frontend-plugin-api';
import type { ExtensionOverride } from '../../../domain/backstage-plugins/backstage-plugin-config';
import type { Entity } from '../../../domain/catalog/entity';

/** What Backstage's blueprints output, by data ref id. */
const data = {
  element: coreExtensionData.reactElement,
  routePath: coreExtensionData.routePath,
  routeRef: coreExtensionData.routeRef,
  title: createExtensionDataRef<string>().with({ id: 'core.title' }),
  icon: createExtensionDataRef<unknown>().with({ id: 'core.icon' }),
  navTarget: createExtensionDataRef<{ title: string; icon?: unknown; routeRef?: unknown }>().with({ id: 'core.nav-item.target' }),
  apiFactory: createExtensionDataRef<AnyApiFactory>().with({ id: 'core.api.factory' }),
  entityFilter: createExtensionDataRef<(entity: Entity) => boolean>().with({ id: 'catalog.entity-filter-function' }),
  entityContentTitle: createExtensionDataRef<string>().with({ id: 'catalog.entity-content-title' }),
};

/** Where Backstage's blueprints attach what Portico mounts: PageBlueprint, NavItemBlueprint, EntityContentBlueprint, EntityCardBlueprint. */
const PAGES = { id: 'app/routes', input: 'routes' };
const NAV_ITEMS = { id: 'app/nav', input: 'items' };
const ENTITY_CONTENTS = { id: 'page:catalog/entity', input: 'contents' };
const ENTITY_CARDS = { id: 'entity-content:catalog/overview', input: 'cards' };

const nothing = () => [coreExtensionData.reactElement(createElement(Fragment))];

/** One attachment point: an extension taking `input` (any extension with an output), under the host's app. */
const attachmentPoint = (options: { kind?: string; name?: string; input: string }) =>
  createExtension({
    ...(options.kind ? { kind: options.kind } : {}),
    ...(options.name ? { name: options.name } : {}),
    attachTo: { id: 'app', input: 'points' },
    inputs: { [options.input]: createExtensionInput([]) },
    output: [coreExtensionData.reactElement],
    factory: nothing,
  });

/** The host's feature: Backstage's 'app' and 'catalog' plugins as far as Portico's attachment points go. */
const hostFeatures = () => [
  createFrontendPlugin({
    pluginId: 'app',
    extensions: [
      createExtension({ attachTo: { id: 'root', input: 'app' }, inputs: { points: createExtensionInput([coreExtensionData.reactElement]) }, output: [coreExtensionData.reactElement], factory: nothing }),
      attachmentPoint({ name: 'routes', input: PAGES.input }),
      attachmentPoint({ name: 'nav', input: NAV_ITEMS.input }),
    ],
  }),
  createFrontendPlugin({
    pluginId: 'catalog',
    extensions: [attachmentPoint({ kind: 'page', name: 'entity', input: ENTITY_CONTENTS.input }), attachmentPoint({ kind: 'entity-content', name: 'overview', input: ENTITY_CARDS.input })],
  }),
];

interface FrontendPluginLike {
  readonly $$type: '@backstage/FrontendPlugin';
  readonly id: string;
}

/** The frontend plugin a package's module exports (its default export, as Backstage's feature discovery takes it). */
export const frontendPluginOf = (module: Record<string, unknown>): FrontendPluginLike | undefined => {
  const candidate = module['default'];
  return typeof candidate === 'object' && candidate !== null && (candidate as { $$type?: unknown }).$$type === '@backstage/FrontendPlugin'
    ? (candidate as FrontendPluginLike)
    : undefined;
};

export interface FrontendPage {
  readonly extensionId: string;
  readonly path: string;
  readonly element: ReactElement;
  readonly title?: string;
  /** The icon component (or element) of the page or its nav item. */
  readonly icon?: unknown;
}

export interface FrontendEntityCard {
  readonly extensionId: string;
  readonly element: ReactElement;
  readonly filter?: (entity: Entity) => boolean;
}

export interface FrontendEntityContent extends FrontendEntityCard {
  readonly path: string;
  readonly title: string;
}

export interface FrontendPluginExtensions {
  readonly pages: readonly FrontendPage[];
  readonly entityCards: readonly FrontendEntityCard[];
  readonly entityContents: readonly FrontendEntityContent[];
  /** The plugin's own APIs (its ApiBlueprint extensions). */
  readonly apiFactories: readonly AnyApiFactory[];
  /** The app's APIs: Backstage's app tree and route resolution over `apis`, which gives the rest. */
  readonly apis: ApiHolder;
  readonly errors: readonly string[];
}

/** The instantiated extensions attached to one attachment point. */
const attachedTo = (byId: ReadonlyMap<string, AppNode>, point: { id: string; input: string }): AppNode[] =>
  (byId.get(point.id)?.edges.attachments.get(point.input) ?? []).filter((node) => node.instance !== undefined);

const read = <T>(node: AppNode, ref: { id: string }): T | undefined => node.instance?.getData(ref as Parameters<NonNullable<AppNode['instance']>['getData']>[0]) as T | undefined;

type SpecializedAppOptions = NonNullable<Parameters<typeof createSpecializedApp>[0]>;

/**
 * Instantiates `plugin` with the app config `configData`, the overrides `extensions` (Backstage's app.extensions
 * entries) and the APIs `apis` gives (what Portico provides; the plugin's own once `apiFactories` is read).
 */
export const instantiateFrontendPlugin = (
  plugin: FrontendPluginLike,
  options: { readonly configData: Readonly<Record<string, unknown>>; readonly extensions: readonly ExtensionOverride[]; readonly apis: ApiHolder },
): FrontendPluginExtensions => {
  const app = options.configData['app'];
  const appConfig = typeof app === 'object' && app !== null ? (app as Record<string, unknown>) : {};
  const config = new ConfigReader({ ...options.configData, app: { ...appConfig, extensions: [...options.extensions] } } as ConstructorParameters<typeof ConfigReader>[0], 'app-config');
  const specialized = createSpecializedApp({
    features: [plugin, ...hostFeatures()] as unknown as SpecializedAppOptions['features'],
    config,
    advanced: { apis: options.apis as unknown as NonNullable<SpecializedAppOptions['advanced']>['apis'] },
  });
  const nodes = specialized.tree.nodes as unknown as ReadonlyMap<string, AppNode>;
  const navItems = attachedTo(nodes, NAV_ITEMS).flatMap((node) => read<{ title: string; icon?: unknown; routeRef?: unknown }>(node, data.navTarget) ?? []);
  const pages = attachedTo(nodes, PAGES).flatMap((node): FrontendPage[] => {
    const path = read<string>(node, data.routePath);
    const element = read<ReactElement>(node, data.element);
    if (path === undefined || element === undefined) return [];
    const routeRef = read<unknown>(node, data.routeRef);
    const nav = routeRef === undefined ? undefined : navItems.find((item) => item.routeRef === routeRef);
    const title = read<string>(node, data.title) ?? nav?.title;
    const icon = read<unknown>(node, data.icon) ?? nav?.icon;
    return [{ extensionId: node.spec.id, path, element, ...(title !== undefined ? { title } : {}), ...(icon !== undefined ? { icon } : {}) }];
  });
  const cardOf = (node: AppNode): FrontendEntityCard | undefined => {
    const element = read<ReactElement>(node, data.element);
    const filter = read<(entity: Entity) => boolean>(node, data.entityFilter);
    return element === undefined ? undefined : { extensionId: node.spec.id, element, ...(filter ? { filter } : {}) };
  };
  const entityCards = attachedTo(nodes, ENTITY_CARDS).flatMap((node) => cardOf(node) ?? []);
  const entityContents = attachedTo(nodes, ENTITY_CONTENTS).flatMap((node): FrontendEntityContent[] => {
    const card = cardOf(node);
    const path = read<string>(node, data.routePath);
    const title = read<string>(node, data.entityContentTitle);
    return card && path !== undefined && title !== undefined ? [{ ...card, path: path.replace(/^\/+|\/+$/g, ''), title }] : [];
  });
  const apiFactories = (specialized.tree.root.edges.attachments.get('apis') ?? []).flatMap((node) => read<AnyApiFactory>(node as unknown as AppNode, data.apiFactory) ?? []);
  return {
    pages,
    entityCards,
    entityContents,
    apiFactories,
    apis: specialized.apis as unknown as ApiHolder,
    errors: (specialized.errors ?? []).map((error) => `${error.code}: ${error.message}`),
  };
};
