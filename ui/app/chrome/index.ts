// The shell's chrome: navigation, alerts, error pages, breadcrumbs, links and empty states.
export { AlertDisplay, type AlertDisplayProps } from './alert-display';
export { BootErrorPage, type BootErrorPageProps, type BootStep, bootErrorMessage } from './boot-error-page';
export { ChunkLoadErrorPanel, type ChunkLoadErrorPanelProps } from './chunk-load-error-panel';
export { isChunkLoadError, watchPreloadErrors } from './chunk-load-error';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './breadcrumbs';
export { documentTitle, useDocumentTitle } from './document-title';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { EmptyStateImage, type EmptyStateImageKind } from './empty-state-image';
export { ErrorBoundary, type ErrorBoundaryProps, type SupportChannel } from './error-boundary';
export { ErrorPage, type ErrorPageProps, NotFoundPage } from './error-page';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { ExternalLink, type ExternalLinkProps } from './external-link';
export { InfoCard, type InfoCardProps } from './info-card';
export { focusMenuItem, onMenuKeyDown, useKeyboardMenu } from './menu-keyboard';
export { MissingAnnotationEmptyState, type MissingAnnotationEmptyStateProps } from './missing-annotation-empty-state';
export { MobileBottomBar, type MobileBottomBarProps } from './mobile-bottom-bar';
export type { SidebarDropdownItem, SidebarItem, SidebarSubmenuItem } from './nav-items';
export { PageHeader, type PageHeaderProps, RoutePageContext } from './page-header';
export { PluginErrorBoundary, type PluginErrorBoundaryProps } from './plugin-error-boundary';
export { Sidebar, type SidebarFooter, type SidebarProps } from './sidebar';
export { MAIN_CONTENT_ID, SkipToContent } from './skip-to-content';
export { StackDetails } from './stack-details';
export {
  DEFAULT_SUPPORT_CONFIG,
  type SupportConfig,
  SupportConfigProvider,
  type SupportItem,
  type SupportLink,
  useSupportConfig,
} from './support-config';
export { type AlertQueueHandle, type AlertSubscribe, useAlertQueue } from './use-alert-queue';
export { useIsMobile } from './use-is-mobile';
