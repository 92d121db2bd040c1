/** Feature flag of the palette (registered for the settings page). */
export const SHOW_REFS_FLAG = 'command-palette-show-refs';
export const SHOW_REFS_FLAG_DESCRIPTION = 'Show entity references under entity titles in the command palette.';
