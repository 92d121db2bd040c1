import type { ReactElement } from 'react';

/** A link of a submenu entry's dropdown. */
export interface SidebarDropdownItem {
  readonly id: string;
  readonly label: string;
  readonly to?: string;
  readonly href?: string;
}

/**
 * A link of a submenu. `to` is an in-app path; `href` an external URL. With `dropdownItems` the entry
 * expands a dropdown of further links instead of being a link itself.
 */
export interface SidebarSubmenuItem {
  readonly id: string;
  readonly label: string;
  readonly to?: string;
  readonly href?: string;
  readonly icon?: ReactElement;
  /** A second line, e.g. a group's namespace when it is not the default one. */
  readonly subtitle?: string;
  readonly dropdownItems?: readonly SidebarDropdownItem[];
}

/** An entry of the sidebar / bottom bar: a link (`to` or `href`) or a group with a submenu. */
export interface SidebarItem {
  readonly id: string;
  readonly label: string;
  readonly icon: ReactElement;
  readonly to?: string;
  readonly href?: string;
  readonly submenu?: readonly SidebarSubmenuItem[];
  /** Lower first; without one, an item keeps its place (10 × its position in the sidebar). */
  readonly order?: number;
}

/** Whether the current path is at or below `to` ('/' only matches itself). */
export const isPathActive = (pathname: string, to: string | undefined): boolean => {
  if (!to) return false;
  if (to === '/') return pathname === '/';
  const base = to.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
};
