import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AnalyticsPageContext, overlayAnalyticsContext, useCaptureEvent, useTrackNavigation, useTrackPageContext, type CaptureEvent } from './queries';

const pathOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/** Reports every navigation; the page it leads to completes the event with its context. */
export const NavigationTracker = () => {
  useTrackNavigation(pathOf(useLocation()));
  return null;
};

/** Wraps a plugin's page: its events, and the navigation that led to it, carry the plugin and route. */
export const PageAnalytics = ({ pluginId, routeRef, children }: { pluginId: string; routeRef: string; children: ReactNode }) => {
  const context = useMemo(() => ({ pluginId, routeRef, extension: 'App' }), [pluginId, routeRef]);
  useTrackPageContext(pathOf(useLocation()), context);
  return <AnalyticsPageContext.Provider value={context}>{children}</AnalyticsPageContext.Provider>;
};

/**
 * Wraps a plugin's overlay (the search dialog, say), which the shell shows over any page: its events carry the
 * plugin that made it, on no route of its own.
 */
export const OverlayAnalytics = ({ pluginId, children }: { pluginId: string; children: ReactNode }) => {
  const context = useMemo(() => overlayAnalyticsContext(pluginId), [pluginId]);
  return <AnalyticsPageContext.Provider value={context}>{children}</AnalyticsPageContext.Provider>;
};

export type { CaptureEvent };

/** Captures an event in the context of the page it happens on. */
export const useAnalytics = (): { captureEvent: CaptureEvent } => {
  const captureEvent = useCaptureEvent();
  return { captureEvent };
};
