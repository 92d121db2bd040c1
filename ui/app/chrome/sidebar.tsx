import { Classes } from '@blueprintjs/core';
import { PinIcon, UnpinIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_LOGO_HEIGHT, SIDEBAR_OPEN_WIDTH } from './sidebar-constants';
import { isSidebarOpen, sidebarWidth } from './sidebar-machine';
import './chrome.css';
import { MobileBottomBar } from './mobile-bottom-bar';
import type { SidebarItem } from './nav-items';
import { SidebarLabel, itemClassName } from './sidebar-label';
import { SidebarLink } from './sidebar-link';
import { SidebarSubmenu } from './sidebar-submenu';
import { useHoverMachine } from './use-hover-machine';

/** Portico wording. */
export const sidebarTexts = {
  navigation: 'Main navigation',
  pin: 'Pin sidebar',
  /** The collapsed sidebar's tooltip, which also says the state. */
  pinnedHint: 'Pin sidebar: on (the sidebar stays open)',
  unpinnedHint: 'Pin sidebar: off (the sidebar opens on hover)',
} as const;

export type SidebarFooter = ReactNode | ((state: { readonly open: boolean }) => ReactNode);

export interface SidebarProps {
  readonly items: readonly SidebarItem[];
  readonly pinned: boolean;
  readonly onPinChange: (pinned: boolean) => void;
  readonly isMobile: boolean;
  /** Shown at the bottom (identity, sign-out); a function receives whether the sidebar is open. */
  readonly footer?: SidebarFooter;
  readonly logo?: ReactNode;
  /** When false, hovering never opens the sidebar; only pinning does. */
  readonly expandOnHover?: boolean;
  readonly ariaLabel?: string;
}

/** Desktop sidebar; on mobile it renders the bottom bar instead (same items and footer). */
export function Sidebar(props: SidebarProps) {
  if (props.isMobile) {
    const footer = typeof props.footer === 'function' ? props.footer({ open: true }) : props.footer;
    return <MobileBottomBar items={props.items} footer={footer} ariaLabel={props.ariaLabel} />;
  }
  return <DesktopSidebar {...props} />;
}

function DesktopSidebar({
  items,
  pinned,
  onPinChange,
  footer,
  logo,
  expandOnHover = true,
  ariaLabel = sidebarTexts.navigation,
}: SidebarProps) {
  const { state, handlers } = useHoverMachine({ pinned, expandOnHover, isMobile: false });
  const open = isSidebarOpen(state);
  const width = sidebarWidth(state);
  return (
    // The placeholder keeps the page beside the sidebar; an unpinned sidebar opens over the page.
    <div className="portico-sidebar-space" style={{ width: pinned ? SIDEBAR_OPEN_WIDTH : SIDEBAR_CLOSED_WIDTH }}>
      <nav aria-label={ariaLabel} className="portico-sidebar" style={{ width }} data-open={open} {...handlers}>
        {logo && (
          <div className="portico-sidebar__logo" style={{ height: SIDEBAR_LOGO_HEIGHT }}>
            {logo}
          </div>
        )}
        <ul className="portico-sidebar__items">
          {items.map(item => (
            <li key={item.id}>
              {item.submenu ? (
                <SidebarSubmenu item={item} offset={width} showLabel={open} />
              ) : (
                <SidebarLink label={item.label} icon={item.icon} to={item.to} href={item.href} showLabel={open} />
              )}
            </li>
          ))}
        </ul>
        {/* Blueprint's dark styles give its controls here (sign out) readable colours and a visible focus ring. */}
        <div className={`portico-sidebar__footer ${Classes.DARK}`}>
          {typeof footer === 'function' ? footer({ open }) : footer}
          <button
            type="button"
            className={itemClassName(false)}
            aria-pressed={pinned}
            title={open ? undefined : pinned ? sidebarTexts.pinnedHint : sidebarTexts.unpinnedHint}
            onClick={() => onPinChange(!pinned)}
          >
            <span aria-hidden="true">{pinned ? <PinIcon /> : <UnpinIcon />}</span>
            <SidebarLabel shown={open}>{sidebarTexts.pin}</SidebarLabel>
            {open ? <span className="portico-sidebar__pin-switch" aria-hidden="true" /> : null}
          </button>
        </div>
      </nav>
    </div>
  );
}
