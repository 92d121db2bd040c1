// Permission texts, verbatim from spec shell-and-catalog.md sections 5 and 8.
import { messages as appMessages } from '../app/messages';

export const permissionMessages = {
  itemsDoNotMatch: appMessages.itemsDoNotMatch,
} as const;
