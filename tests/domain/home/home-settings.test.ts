import { DEFAULT_HOME_SETTINGS, isAllowedHomeLink, isValidTimeZone, resolveHomeSettings } from '../../../domain/home/home-settings';

describe('home settings', () => {
  it('defaults everything when there is no home block', () => {
    expect(resolveHomeSettings(undefined)).toEqual({ settings: DEFAULT_HOME_SETTINGS, warnings: [] });
    expect(DEFAULT_HOME_SETTINGS.randomJoke.defaultCategory).toBe('any');
    expect(DEFAULT_HOME_SETTINGS.worldClocks.map((clock) => clock.timeZone)).toEqual(['UTC', 'America/New_York', 'Europe/London', 'Asia/Tokyo']);
  });

  it('reads the configured values', () => {
    const { settings, warnings } = resolveHomeSettings({
      randomJoke: { defaultCategory: 'dad', apiUrl: 'https://jokes.example.com/' },
      toolkit: [
        { label: 'Grafana', url: 'https://grafana.example.com', icon: 'chart' },
        { label: 'Runbooks', url: '/docs/default/component/payments', icon: 'unknown' },
      ],
      worldClock: [{ label: 'Paris', timeZone: 'Europe/Paris' }],
      companyLogo: { url: 'https://example.com/logo.svg', alt: 'Example Corp' },
      featuredDocs: { limit: 3 },
      quickStart: { steps: [{ title: 'Read me', url: '/docs' }] },
    });
    expect(warnings).toEqual([]);
    expect(settings).toEqual({
      randomJoke: { defaultCategory: 'dad', apiUrl: 'https://jokes.example.com' },
      toolkit: [
        { label: 'Grafana', url: 'https://grafana.example.com', icon: 'chart' },
        { label: 'Runbooks', url: '/docs/default/component/payments', icon: 'link' },
      ],
      worldClocks: [{ label: 'Paris', timeZone: 'Europe/Paris' }],
      companyLogo: { url: 'https://example.com/logo.svg', alt: 'Example Corp' },
      featuredDocs: { limit: 3 },
      quickStart: { steps: [{ title: 'Read me', url: '/docs' }] },
    });
  });

  it('drops what cannot be used, with a warning each, and falls back for odd values', () => {
    const { settings, warnings } = resolveHomeSettings({
      randomJoke: { defaultCategory: 'knock-knock', apiUrl: 'ftp://jokes' },
      toolkit: [{ label: 'Evil', url: 'javascript:alert(1)' }, { label: 'Data', url: 'data:text/html,x' }, { label: 'Mail', url: 'mailto:a@b.c' }],
      worldClock: [{ label: 'Nowhere', timeZone: 'Mars/Olympus' }],
      companyLogo: { url: 'javascript:alert(1)' },
      featuredDocs: { limit: -2 },
    });
    expect(settings.randomJoke).toEqual(DEFAULT_HOME_SETTINGS.randomJoke);
    expect(settings.toolkit).toEqual([]);
    expect(settings.worldClocks).toEqual([]);
    expect(settings.companyLogo).toBeUndefined();
    expect(settings.featuredDocs.limit).toBe(5);
    expect(warnings).toEqual([
      'Refused link in home config (only http, https and paths inside the portal): javascript:alert(1)',
      'Refused link in home config (only http, https and paths inside the portal): data:text/html,x',
      'Refused link in home config (only http, https and paths inside the portal): mailto:a@b.c',
      'Unknown time zone in home.worldClock: Mars/Olympus',
      'Refused link in home config (only http, https and paths inside the portal): javascript:alert(1)',
    ]);
  });

  it.each([
    ['https://example.com', true],
    ['http://example.com/x', true],
    ['/catalog', true],
    ['catalog', false],
    ['//evil.example.com', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
  ])('link %j allowed: %s', (url, allowed) => {
    expect(isAllowedHomeLink(url)).toBe(allowed);
  });

  it.each([['UTC', true], ['Asia/Tokyo', true], ['Not/AZone', false], ['', false]])('time zone %j valid: %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });
});
