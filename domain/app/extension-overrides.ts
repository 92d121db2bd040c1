// An extension as app.extensions leaves it: gone when disabled, else with the order, title, condition and config
// the config gives it in place of the plugin's own.
import type { Entity } from '../catalog/entity';
import type { JsonObject } from './config-values';
import { configConditionHolds } from './config-conditions';
import type { ExtensionOverride } from './extension-config';

/** What config can change of an extension; each kind has the parts that apply to it. */
export interface ConfigurableExtension {
  readonly order?: number;
  readonly title?: string;
  readonly when?: (entity: Entity) => boolean;
  readonly config?: JsonObject;
}

/** The extension with `override` applied; undefined when the override disables it. */
export const configuredExtension = <T extends ConfigurableExtension>(extension: T, override: ExtensionOverride | undefined): T | undefined => {
  if (override === undefined) return extension;
  if (override.disabled === true) return undefined;
  const condition = override.when;
  return {
    ...extension,
    ...(override.order === undefined ? {} : { order: override.order }),
    ...(override.title === undefined ? {} : { title: override.title }),
    ...(condition === undefined ? {} : { when: (entity: Entity) => configConditionHolds(condition, entity) }),
    ...(override.config === undefined ? {} : { config: override.config }),
  };
};

/** Each extension with its override applied, the disabled ones left out; `idOf` gives an extension's id. */
export const configuredExtensions = <T extends ConfigurableExtension>(
  extensions: readonly T[],
  overrides: ReadonlyMap<string, ExtensionOverride>,
  idOf: (extension: T, index: number) => string,
): T[] => extensions.flatMap((extension, index) => configuredExtension(extension, overrides.get(idOf(extension, index))) ?? []);
