// Portico's plugin API: everything a plugin may use, and none of Portico's internals. A plugin package imports
// only this module (`portico-app/plugin-api`); what it exports follows PLUGIN_API_VERSION. The built-in plugins
// (config/browser/plugins/) are made with this module too, and use nothing else of the shell.

// Version
export { PLUGIN_API_VERSION } from './version';

// Code loaded on first use, with a retry after a failed download
export { lazyImport, type LazyComponent } from '../ui/app/lazy-import';
export { lazyPage, preloadablePage, type PreloadablePage } from '../ui/app/lazy-page';

// Making a plugin
export {
  createPlugin,
  type ComponentModule,
  type EntityContentProps,
  type PluginEntityCard,
  type PluginEntityTab,
  type PluginOptions,
  type PluginRouteOptions,
  type PluginSidebarItem,
} from './create-plugin';
export type { PortalPlugin as Plugin, PluginFeatureFlag, RoutePrefetchContext } from '../ui/app/plugin';
export type { SidebarDropdownItem, SidebarItem, SidebarSubmenuItem } from '../ui/app/chrome/nav-items';
export type { ExternalRoute } from '../domain/app/external-routes';
export { whenAll, whenAnnotated, whenAny, whenKind, type EntityCondition } from '../domain/catalog/entity-conditions';

// Extension points: form fields templates name with `ui:field`, and renderers of search results by document type
export type {
  PluginScaffolderField,
  PluginSearchResultItem,
  ScaffolderFieldProps,
  ScaffolderFieldValidationContext,
  ScmIntegration,
  SearchResultItemProps,
} from './extension-points';
export type { SearchDocument, SearchHighlight, SearchResult } from '../domain/search/query';
// Home page widgets and entity context-menu items
export type { PluginHomeWidget } from './home-widgets';
export type { PluginEntityContextMenuItem } from './entity-context-menu-items';
export type { EntityContextMenuAction } from '../ui/app/plugin-extension-points';

// Services: a plugin's own, and the shell's it may depend on
export { serviceToken, type ServiceToken } from '../application/shared/service-token';
export type { ServiceDeclaration } from '../application/shared/service-declaration';
export {
  alertsToken,
  analyticsToken,
  backendClientToken,
  configToken,
  defineService,
  discoveryToken,
  featureFlagsToken,
  fetchToken,
  identityToken,
  type Analytics,
  type FeatureFlags,
  type Fetch,
  type ResolvedServices,
  type ServiceOptions,
} from './services';
export type { Discovery } from '../application/app/discovery.port';
export type { AnswerDecoder, BackendCall, BackendClient, DecodeIssues } from '../application/app/backend-client.port';
export type { BackendError } from '../application/shared/backend-error';
export { AppConfigError, type AppConfig } from '../application/app/app-config';
export type { JsonObject, JsonValue } from '../domain/app/config-values';
export type { IdentityReader, UserIdentity } from '../application/app/identity-reader';
export type { AlertPoster } from '../application/app/alerts.port';
export type { AlertMessage, AlertSeverity } from '../domain/app/alerts';
export type { AnalyticsAttributes, AnalyticsContext, AnalyticsEvent } from '../application/app/analytics.port';
export type { AnalyticsProviderDeclaration } from '../application/app/analytics-providers';
export { defineAnalyticsProvider, type AnalyticsImplementation, type AnalyticsProviderOptions } from './analytics';

// Hooks for views
export { useService } from '../ui/app/services';
export { BackendQueryError, useBackendQuery } from '../ui/app/backend-query';
export { useConfig, useIdentity } from './hooks';
export { usePostAlert, useTranslation, type Translate } from '../ui/app/queries';
export { useFeatureFlag } from '../ui/app/queries';
export { useAnalytics } from '../ui/app/analytics';
export { useExternalRoute } from '../ui/app/external-routes';
export { useExtensionConfig } from '../ui/app/extension-config';
export { PageHeader, type PageHeaderProps } from '../ui/app/chrome/page-header';
export { createTranslationResource, type TranslationResource } from '../domain/app/translations';

// Permissions: defined as Backstage's createPermission does, checked through the portal's permission backend
export {
  createPermission,
  type BasicPermission,
  type Permission,
  type PermissionAction,
  type PermissionAttributes,
  type ResourcePermission,
} from '../domain/permission/permission';
export type { PermissionCheckState } from '../domain/permission/decision';
export { usePermission } from '../ui/app/queries';
export { RequirePermission, type RequirePermissionProps } from '../ui/app/chrome/require-permission';

// Entities
export type { Entity, EntityLink, EntityMetadata, EntitySpec } from '../domain/catalog/entity';
export { parseEntityRef, stringifyEntityRef, type CompoundEntityRef } from '../domain/catalog/entity-ref';
export { entityPath } from '../domain/catalog/entity-path';

// Views in the portal's own look
export { EmptyState, ErrorPanel, InfoCard, MissingAnnotationEmptyState } from '../ui/app/chrome';
export type { EmptyStateProps, ErrorPanelProps, InfoCardProps, MissingAnnotationEmptyStateProps } from '../ui/app/chrome';
export { Link } from 'react-router-dom';

// Themes and docs reader add-ons
export type { PluginTechDocsAddon, PluginThemeOptions } from './themes-and-addons';
export type { NavigationPalette, ThemePalette, ThemePaletteOptions, ThemeVariant } from '../domain/app/theme-palette';
export { TechDocsAddonLocations, type TechDocsAddonLocation, type TechDocsAddonProps } from '../ui/app/techdocs-addons';
