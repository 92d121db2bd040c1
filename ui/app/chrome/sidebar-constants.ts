// Sizes and hover timing of the sidebar and its submenus.
export const MOBILE_BAR_HEIGHT = 56;
export const SIDEBAR_CLOSED_WIDTH = 72;
export const SIDEBAR_OPEN_WIDTH = 224;
export const SIDEBAR_OPEN_DELAY_MS = 100;
export const SIDEBAR_CLOSE_DELAY_MS = 0;
export const SIDEBAR_LOGO_HEIGHT = 32;
export const SIDEBAR_SELECTED_INDICATOR_WIDTH = 3;
export const SIDEBAR_DEFAULT_PINNED = true;
export const SUBMENU_CLOSED_WIDTH = 0;
export const SUBMENU_OPEN_WIDTH = 202;
export const SUBMENU_OPEN_DELAY_MS = 300;
