// Permission texts.
import { messages as appMessages } from '../app/messages';

export const permissionMessages = {
  itemsDoNotMatch: appMessages.itemsDoNotMatch,
  // permission.enabled is on in the portal's config, but the backend has no permission plugin to ask.
  backendPluginMissing: 'The permission backend plugin is not installed on this Backstage backend',
} as const;
