// The order of the home page's widgets: each has an order (lower first), the built-in ones at 10 × their place, and a
// widget without one comes after them, in the order the plugins declare it.

/** Where a widget without an order goes: after the built-in widgets (0 to 70). */
export const HOME_WIDGET_DEFAULT_ORDER = 100;

/** The widgets by their order; widgets of one order keep the order they are given in. */
export const orderedHomeWidgets = <T extends { readonly order?: number }>(widgets: readonly T[]): T[] =>
  [...widgets].sort((a, b) => (a.order ?? HOME_WIDGET_DEFAULT_ORDER) - (b.order ?? HOME_WIDGET_DEFAULT_ORDER));
