// Which config keys Portico itself reads: those of its config schema (the server's own settings) and those
// the browser reads (frontend-config.ts). Everything else belongs to Backstage's backends and their plugins.
import { browserReads } from './frontend-config';
import { PORTICO_CONFIG_SCHEMA, type ConfigRule } from './config-schema';

/** A key's place in the config: names, and positions in lists. */
export type ConfigPath = readonly (string | number)[];

const schemaReads = (path: ConfigPath, rule: ConfigRule): boolean => {
  const [head, ...rest] = path;
  if (head === undefined) return true;
  switch (rule.kind) {
    case 'object':
      // An open object takes keys it does not name, but Portico does not read them.
      return typeof head === 'string' && Object.prototype.hasOwnProperty.call(rule.keys, head) && schemaReads(rest, rule.keys[head]!);
    case 'object-array':
      return typeof head === 'number' && schemaReads(rest, rule.item);
    case 'string-array':
    case 'package-names':
      return typeof head === 'number' && rest.length === 0;
    default:
      return false;
  }
};

/** Whether Portico reads the key at `path`, or something inside it. */
export const porticoReads = (path: ConfigPath): boolean => path.length > 0 && (schemaReads(path, PORTICO_CONFIG_SCHEMA) || browserReads(path));

/** 'a.b[0].c' for ['a', 'b', 0, 'c']. */
export const configKeyName = (path: ConfigPath): string =>
  path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
