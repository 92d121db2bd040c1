import * as E from 'fp-ts/Either';
import type { JsonObject } from '../../../domain/app/config-values';
import { readAppSettings } from '../../../domain/app/read-app-settings';

const base = { app: { baseUrl: 'http://localhost:3000' }, backend: { baseUrl: 'http://localhost:7007' } };
const read = (extra: JsonObject) => readAppSettings({ ...base, ...extra, app: { ...base.app, ...((extra['app'] as JsonObject) ?? {}) } });

describe('readAppSettings: inactivity, analytics and translations', () => {
  it('leaves them out when not configured', () => {
    const settings = read({});
    expect(E.isRight(settings) && settings.right).toMatchObject({});
    if (E.isRight(settings)) {
      expect(settings.right.inactivity).toBeUndefined();
      expect(settings.right.analyticsProvider).toBeUndefined();
      expect(settings.right.translations).toBeUndefined();
    }
  });

  it('reads auth.autologout when enabled', () => {
    const settings = read({ auth: { autologout: { enabled: true, idleTimeoutMinutes: 15 } } });
    expect(E.isRight(settings) && settings.right.inactivity).toEqual({
      enabled: true,
      idleTimeoutMs: 900_000,
      promptBeforeIdleMs: 10_000,
      logoutIfDisconnected: true,
    });
  });

  it('refuses a bad auth.autologout at boot', () => {
    expect(read({ auth: { autologout: { enabled: true, idleTimeoutMinutes: 0.1 } } })).toEqual(
      E.left('auth.autologout.idleTimeoutMinutes must be at least 0.5, got 0.1'),
    );
  });

  it("reads app.analytics.provider: console, none or what could be a plugin's provider id (checked once the plugins are loaded)", () => {
    const settings = read({ app: { analytics: { provider: 'console' } } });
    expect(E.isRight(settings) && settings.right.analyticsProvider).toBe('console');
    const plugins = read({ app: { analytics: { provider: 'acme-matomo' } } });
    expect(E.isRight(plugins) && plugins.right.analyticsProvider).toBe('acme-matomo');
    expect(read({ app: { analytics: { provider: 'Google Analytics' } } })).toEqual(
      E.left("Invalid app.analytics.provider 'Google Analytics', wanted console, none or the id of a plugin's analytics provider"),
    );
  });

  it('reads catalog.index.pagination, and refuses an unknown mode at boot', () => {
    const settings = read({ catalog: { index: { pagination: 'offset' } } });
    expect(E.isRight(settings) && settings.right.catalogIndexPagination).toEqual({ mode: 'offset' });
    const unset = read({});
    expect(E.isRight(unset) && unset.right.catalogIndexPagination).toBeUndefined();
    expect(read({ catalog: { index: { pagination: 'pages' } } })).toEqual(
      E.left("Invalid catalog.index.pagination 'pages', wanted one of cursor, offset, none"),
    );
  });

  it('passes app.translations on as configured, to be decoded where used', () => {
    const translations = { fr: { 'core-components': { table: { body: { emptyDataSourceMessage: 'Aucun' } } } } };
    const settings = read({ app: { translations } });
    expect(E.isRight(settings) && settings.right.translations).toEqual(translations);
  });
});
