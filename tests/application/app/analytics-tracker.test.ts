import type { AnalyticsEvent } from '../../../application/app/analytics.port';
import { APP_ANALYTICS_CONTEXT, AnalyticsTracker } from '../../../application/app/analytics-tracker';

const catalog = { pluginId: 'catalog', routeRef: '/catalog', extension: 'App' };
const docs = { pluginId: 'techdocs', routeRef: '/docs/*', extension: 'App' };

const setup = () => {
  const events: AnalyticsEvent[] = [];
  return { tracker: new AnalyticsTracker({ captureEvent: (event) => events.push(event) }), events };
};

describe('AnalyticsTracker', () => {
  it("holds a navigation until the page names its plugin and route, and sends it with the page's context", () => {
    const { tracker, events } = setup();
    tracker.navigate('/catalog?filters[kind]=api');
    expect(events).toEqual([]);
    tracker.pageContext('/catalog?filters[kind]=api', catalog);
    expect(events).toEqual([{ action: 'navigate', subject: '/catalog?filters[kind]=api', context: catalog }]);
  });

  it('sends a held navigation before the next event, with the context known when it happened', () => {
    const { tracker, events } = setup();
    tracker.navigate('/nowhere');
    tracker.captureEvent('click', 'Home', { attributes: { to: '/' } }, catalog);
    expect(events).toEqual([
      { action: 'navigate', subject: '/nowhere', context: APP_ANALYTICS_CONTEXT },
      { action: 'click', subject: 'Home', attributes: { to: '/' }, context: catalog },
    ]);
  });

  it('sends a held navigation when the next navigation comes first', () => {
    const { tracker, events } = setup();
    tracker.navigate('/a');
    tracker.navigate('/docs');
    tracker.pageContext('/docs', docs);
    expect(events.map((event) => [event.subject, event.context.pluginId])).toEqual([
      ['/a', 'root'],
      ['/docs', 'techdocs'],
    ]);
  });

  it('uses the context of a page that spoke before the navigation was reported', () => {
    const { tracker, events } = setup();
    tracker.pageContext('/docs', docs);
    tracker.navigate('/docs');
    expect(events).toEqual([{ action: 'navigate', subject: '/docs', context: docs }]);
  });

  it("ignores a page's context for another path than the held navigation", () => {
    const { tracker, events } = setup();
    tracker.navigate('/docs');
    tracker.pageContext('/catalog', catalog);
    expect(events).toEqual([]);
    tracker.captureEvent('search', 'kafka', { value: 3 });
    expect(events).toEqual([
      { action: 'navigate', subject: '/docs', context: APP_ANALYTICS_CONTEXT },
      { action: 'search', subject: 'kafka', value: 3, context: APP_ANALYTICS_CONTEXT },
    ]);
  });
});
