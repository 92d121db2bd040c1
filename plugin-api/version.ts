/**
 * The plugin API's version. It changes only when something public changes in a way that breaks plugins; additions
 * keep it. The portal refuses a plugin made against another version, with a message naming both.
 */
export const PLUGIN_API_VERSION = 1;
