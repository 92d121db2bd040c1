// The browser's app config as plugins and services read it: typed reads that name the key and the file when a
// value has the wrong type, the way Backstage's config API answers (a read that fails throws its message).
import * as E from 'fp-ts/Either';
import type { ConfigError, ConfigView } from '../../domain/app/config-values';
import { serviceToken } from '../shared/service-token';

export interface AppConfig {
  has(key: string): boolean;
  getOptionalString(key: string): string | undefined;
  getString(key: string): string;
  getOptionalBoolean(key: string): boolean | undefined;
  getBoolean(key: string): boolean;
  getOptionalNumber(key: string): number | undefined;
  getNumber(key: string): number;
  getOptionalStringArray(key: string): readonly string[] | undefined;
  getStringArray(key: string): readonly string[];
  getOptionalConfig(key: string): AppConfig | undefined;
  getConfig(key: string): AppConfig;
}

export const AppConfigToken = serviceToken<AppConfig>('AppConfig');

/** A config read that failed: the key, the file and what was wrong, as its message. */
export class AppConfigError extends Error {
  override readonly name = 'AppConfigError';
  constructor(readonly problem: ConfigError) {
    super(problem.message);
  }
}

const valueOf = <T>(read: E.Either<ConfigError, T>): T => {
  if (E.isLeft(read)) throw new AppConfigError(read.left);
  return read.right;
};

export const appConfigOf = (view: ConfigView): AppConfig => {
  const nested = (read: E.Either<ConfigError, ConfigView | undefined>) => {
    const found = valueOf(read);
    return found === undefined ? undefined : appConfigOf(found);
  };
  return {
    has: (key) => view.has(key),
    getOptionalString: (key) => valueOf(view.getOptionalString(key)),
    getString: (key) => valueOf(view.getString(key)),
    getOptionalBoolean: (key) => valueOf(view.getOptionalBoolean(key)),
    getBoolean: (key) => valueOf(view.getBoolean(key)),
    getOptionalNumber: (key) => valueOf(view.getOptionalNumber(key)),
    getNumber: (key) => valueOf(view.getNumber(key)),
    getOptionalStringArray: (key) => valueOf(view.getOptionalStringArray(key)),
    getStringArray: (key) => valueOf(view.getStringArray(key)),
    getOptionalConfig: (key) => nested(view.getOptionalConfig(key)),
    getConfig: (key) => appConfigOf(valueOf(view.getConfig(key))),
  };
};
