// The docs plugin's feature flag (registered for Settings › Feature Flags). Kept apart from messages.ts so
// that registering it does not pull the docs texts into the first page.
export const WIDE_CONTENT_FLAG = 'techdocs-wide-content';
export const WIDE_CONTENT_FLAG_DESCRIPTION = 'Show documentation pages at full width instead of a readable column.';
