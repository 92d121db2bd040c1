import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AnalyticsEvent } from '../../application/app/analytics.port';
import { AnalyticsTracker, AnalyticsTrackerToken } from '../../application/app/analytics-tracker';
import { NavigationTracker, PageAnalytics } from '../../ui/app/analytics';
import { provide } from './render';

/** A tracker that keeps every event it would send, and its binding for renderView. */
export const recordingAnalytics = () => {
  const events: AnalyticsEvent[] = [];
  const tracker = new AnalyticsTracker({ captureEvent: (event) => events.push(event) });
  return { events, binding: provide(AnalyticsTrackerToken, tracker) };
};

/** The view as the shell shows a plugin's page: navigations reported, the page naming its plugin and route. */
export const asPluginPage = (pluginId: string, routeRef: string, view: ReactElement, otherPages: readonly { pluginId: string; routeRef: string }[] = []) => (
  <>
    <NavigationTracker />
    <Routes>
      <Route path={routeRef} element={<PageAnalytics pluginId={pluginId} routeRef={routeRef}>{view}</PageAnalytics>} />
      {otherPages.map((page) => (
        <Route key={page.routeRef} path={page.routeRef} element={<PageAnalytics pluginId={page.pluginId} routeRef={page.routeRef}>{null}</PageAnalytics>} />
      ))}
    </Routes>
  </>
);

/** The events other than navigations, as { action, subject, value, attributes, context }. */
export const capturedEvents = (events: readonly AnalyticsEvent[]) => events.filter((event) => event.action !== 'navigate');
