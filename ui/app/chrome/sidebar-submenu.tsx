import { ChevronRightIcon } from '@blueprintjs/icons';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SIDEBAR_SELECTED_INDICATOR_WIDTH, SUBMENU_OPEN_WIDTH } from './sidebar-constants';
import { SUBMENU_DELAYS } from './sidebar-machine';
import { type SidebarItem, isPathActive } from './nav-items';
import { SidebarDropdownEntry } from './sidebar-dropdown-entry';
import { SidebarLabel, itemClassName } from './sidebar-label';
import { SidebarLink } from './sidebar-link';
import { useHoverMachine } from './use-hover-machine';

const NOT_PINNED = { pinned: false, expandOnHover: true, isMobile: false } as const;

export interface SidebarSubmenuProps {
  readonly item: SidebarItem;
  /** Where the flyout starts: the current width of the sidebar. */
  readonly offset: number;
  readonly showLabel: boolean;
}

/**
 * A group whose links fly out beside the sidebar. The button toggles it (click, Enter, Space);
 * hovering opens it after the submenu open delay; leaving, Escape or navigating closes it.
 */
export function SidebarSubmenu({ item, offset, showLabel }: SidebarSubmenuProps) {
  const { pathname } = useLocation();
  const { state, handlers } = useHoverMachine(NOT_PINNED, SUBMENU_DELAYS);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (state.phase === 'open') setOpen(true);
    if (state.phase === 'closed') setOpen(false);
  }, [state.phase]);
  useEffect(() => setOpen(false), [pathname]);

  const selected =
    isPathActive(pathname, item.to) ||
    (item.submenu ?? []).some(sub => isPathActive(pathname, sub.to) || (sub.dropdownItems ?? []).some(dropdownItem => isPathActive(pathname, dropdownItem.to)));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover opens the submenu; Escape from the controls inside closes it
    <div
      style={{ position: 'relative' }}
      onPointerEnter={handlers.onPointerEnter}
      onPointerLeave={handlers.onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={event => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={itemClassName(selected)}
        style={{ borderLeftWidth: SIDEBAR_SELECTED_INDICATOR_WIDTH }}
        aria-expanded={open}
        aria-controls={panelId}
        title={showLabel ? undefined : item.label}
        onClick={() => setOpen(value => !value)}
      >
        <span aria-hidden="true">{item.icon}</span>
        <SidebarLabel shown={showLabel}>{item.label}</SidebarLabel>
        {showLabel && <ChevronRightIcon style={{ marginLeft: 'auto' }} />}
      </button>
      {open && (
        <div id={panelId} className="portico-sidebar__submenu" style={{ left: offset, width: SUBMENU_OPEN_WIDTH }}>
          <div className="portico-sidebar__submenu-title" aria-hidden="true">
            {item.label}
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops the list role of an unstyled list unless it is explicit */}
          <ul role="list" aria-label={item.label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(item.submenu ?? []).map(sub => (
              <li key={sub.id}>
                {sub.dropdownItems?.length ? (
                  <SidebarDropdownEntry item={sub} />
                ) : (
                  <SidebarLink label={sub.subtitle ? `${sub.label} (${sub.subtitle})` : sub.label} icon={sub.icon} to={sub.to} href={sub.href} showLabel />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
