// Permission texts.
import { messages as appMessages } from '../app/messages';

export const permissionMessages = {
  itemsDoNotMatch: appMessages.itemsDoNotMatch,
} as const;
