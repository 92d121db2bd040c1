import * as E from 'fp-ts/Either';
import { analyticsProviderIdProblem, checkAnalyticsProvider, isAnalyticsProviderName } from '../../../domain/app/analytics-providers';

describe('analytics provider ids', () => {
  it.each([
    ['acme-matomo', undefined],
    ['ga4', undefined],
    ['console', "the analytics provider id 'console' is the portal's own"],
    ['none', "the analytics provider id 'none' is the portal's own"],
    ['Acme Matomo', "the analytics provider id 'Acme Matomo' must be lowercase letters, digits and single hyphens, starting with a letter"],
  ])('a plugin may declare %s: %s', (id, problem) => {
    expect(analyticsProviderIdProblem(id)).toBe(problem);
  });

  it('app.analytics.provider may hold a built-in provider or what could be a plugin provider, before the plugins are known', () => {
    expect(['console', 'none', 'acme-matomo'].map(isAnalyticsProviderName)).toEqual([true, true, true]);
    expect(isAnalyticsProviderName('Google Analytics')).toBe(false);
  });
});

describe('checkAnalyticsProvider', () => {
  it('accepts no provider, a built-in one, and one a plugin declares', () => {
    expect(checkAnalyticsProvider(undefined, [])).toEqual(E.right(undefined));
    expect(checkAnalyticsProvider('console', [])).toEqual(E.right(undefined));
    expect(checkAnalyticsProvider('acme-matomo', ['acme-matomo'])).toEqual(E.right(undefined));
  });

  it('refuses a provider no plugin declares, with the one most likely meant', () => {
    expect(checkAnalyticsProvider('acme-matmo', ['acme-matomo'])).toEqual(
      E.left("Config key 'app.analytics.provider' names the analytics provider 'acme-matmo', which no plugin declares: did you mean 'acme-matomo'?"),
    );
    expect(checkAnalyticsProvider('segment', ['acme-matomo'])).toEqual(
      E.left("Config key 'app.analytics.provider' names the analytics provider 'segment', which no plugin declares (known: console, none, acme-matomo)"),
    );
  });
});
