import { configKeyName, porticoReads } from '../../../../config/server/app-config/portico-keys';

describe('porticoReads', () => {
  it.each([
    // The server's own settings (the config schema).
    [['app', 'listen', 'port'], true],
    [['portico', 'proxy', 'connectTimeoutMs'], true],
    [['portico', 'allowedHosts', 2], true],
    [['portico', 'signIn', 'providers', 0, 'id'], true],
    // What the browser reads.
    [['app', 'support', 'url'], true],
    [['discovery', 'endpoints', 0, 'target', 'external'], true],
    [['home', 'toolkit', 0, 'label'], true],
    [['integrations', 'gitlab', 1, 'host'], true],
    // Backstage's backends' keys.
    [['app', 'packages'], false],
    [['backend', 'database', 'connection', 'password'], false],
    [['discovery', 'endpoints', 0, 'target', 'internal'], false],
    [['integrations', 'github', 0, 'token'], false],
    [['catalog', 'locations', 0, 'target'], false],
    [['portico', 'allowedHosts', 'first'], false],
    [[], false],
  ] as const)('%j: %s', (path, expected) => {
    expect(porticoReads(path)).toBe(expected);
  });
});

describe('configKeyName', () => {
  it('writes keys with dots and positions in brackets', () => {
    expect(configKeyName(['portico', 'signIn', 'providers', 0, 'title'])).toBe('portico.signIn.providers[0].title');
    expect(configKeyName(['app'])).toBe('app');
    expect(configKeyName([])).toBe('');
  });
});
