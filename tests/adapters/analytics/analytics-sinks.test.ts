import { ConsoleAnalytics } from '../../../adapters/analytics/console.analytics';
import { NoopAnalytics } from '../../../adapters/analytics/noop.analytics';

const event = { action: 'navigate', subject: '/catalog', context: { pluginId: 'catalog', routeRef: '/catalog', extension: 'App' } };

describe('analytics sinks', () => {
  it('the console sink writes each event', () => {
    const log = jest.fn();
    new ConsoleAnalytics(log).captureEvent(event);
    expect(log).toHaveBeenCalledWith('[analytics]', 'navigate', '/catalog', event);
  });

  it('the console sink writes to console.info by default', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    new ConsoleAnalytics().captureEvent(event);
    expect(info).toHaveBeenCalledWith('[analytics]', 'navigate', '/catalog', event);
    info.mockRestore();
  });

  it('the no-op sink drops events', () => {
    expect(() => new NoopAnalytics().captureEvent()).not.toThrow();
  });
});
