import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { AnalyticsAttributes, AnalyticsContext } from '../../application/app/analytics.port';
import { APP_ANALYTICS_CONTEXT, AnalyticsTrackerToken } from '../../application/app/analytics-tracker';
import { useOptionalService } from './services';

const PageContext = createContext<AnalyticsContext>(APP_ANALYTICS_CONTEXT);

const pathOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/** Reports every navigation; the page it leads to completes the event with its context. */
export const NavigationTracker = () => {
  const tracker = useOptionalService(AnalyticsTrackerToken);
  const location = useLocation();
  const path = pathOf(location);
  useEffect(() => {
    tracker?.navigate(path);
  }, [tracker, path]);
  return null;
};

/** Wraps a plugin's page: its events, and the navigation that led to it, carry the plugin and route. */
export const PageAnalytics = ({ pluginId, routeRef, children }: { pluginId: string; routeRef: string; children: ReactNode }) => {
  const tracker = useOptionalService(AnalyticsTrackerToken);
  const context = useMemo(() => ({ pluginId, routeRef, extension: 'App' }), [pluginId, routeRef]);
  const path = pathOf(useLocation());
  useEffect(() => {
    tracker?.pageContext(path, context);
  }, [tracker, path, context]);
  return <PageContext.Provider value={context}>{children}</PageContext.Provider>;
};

export type CaptureEvent = (action: string, subject: string, options?: { value?: number; attributes?: AnalyticsAttributes }) => void;

/** Captures an event in the context of the page it happens on. */
export const useAnalytics = (): { captureEvent: CaptureEvent } => {
  const tracker = useOptionalService(AnalyticsTrackerToken);
  const context = useContext(PageContext);
  const captureEvent = useCallback<CaptureEvent>(
    (action, subject, options) => tracker?.captureEvent(action, subject, options, context),
    [tracker, context],
  );
  return { captureEvent };
};
