// The Feature Flags tab: the flags plugins registered, valid names only, each once, found by a filter text.
import { isValidFeatureFlagName } from '../app/feature-flags';

export interface RegisteredFeatureFlag {
  readonly name: string;
  readonly description: string;
  readonly pluginId: string;
}

/** Flags with invalid names are dropped; a name registered twice keeps its first registration. */
export const registeredFlags = (flags: readonly RegisteredFeatureFlag[]): readonly RegisteredFeatureFlag[] =>
  flags.filter((flag, index) => isValidFeatureFlagName(flag.name) && flags.findIndex((other) => other.name === flag.name) === index);

/** Every word of the filter occurs in the flag's name, description or plugin id (case-insensitive). */
export const filterFlags = (flags: readonly RegisteredFeatureFlag[], filter: string): readonly RegisteredFeatureFlag[] => {
  const needles = filter.toLocaleLowerCase('en-US').split(/\s+/).filter(Boolean);
  return flags.filter((flag) => {
    const haystack = `${flag.name} ${flag.description} ${flag.pluginId}`.toLocaleLowerCase('en-US');
    return needles.every((needle) => haystack.includes(needle));
  });
};
