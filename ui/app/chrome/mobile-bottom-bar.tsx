import { Button, Classes } from '@blueprintjs/core';
import { CrossIcon, MoreIcon } from '@blueprintjs/icons';
import { type KeyboardEvent, type ReactElement, type ReactNode, useEffect, useReducer } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { MOBILE_BAR_HEIGHT } from './sidebar-constants';
import { initialMobileMenuState, isMobileMenuOpen, mobileMenuReducer } from './sidebar-machine';
import './chrome.css';
import { ExternalLink } from './external-link';
import type { SidebarItem } from './nav-items';
import { isPathActive } from './nav-items';
import { SidebarDropdownEntry } from './sidebar-dropdown-entry';
import { SidebarLink } from './sidebar-link';

/** Portico wording. */
export const mobileBarTexts = {
  navigation: 'Main navigation',
  more: 'More',
  closeMenu: 'Close menu',
} as const;

export interface MobileBottomBarProps {
  readonly items: readonly SidebarItem[];
  /** Shown in the 'More' menu (identity, sign-out). */
  readonly footer?: ReactNode;
  readonly ariaLabel?: string;
}

interface MenuGroup {
  readonly label: string;
  readonly icon: ReactElement;
  readonly content: ReactNode;
}

const barItemClass = (selected: boolean): string =>
  selected ? 'portico-mobile-bar__item portico-mobile-bar__item--selected' : 'portico-mobile-bar__item';

/** Bottom navigation for small screens; groups open a menu above it, which closes on navigation. */
export function MobileBottomBar({ items, footer, ariaLabel = mobileBarTexts.navigation }: MobileBottomBarProps) {
  const [menu, dispatch] = useReducer(mobileMenuReducer, initialMobileMenuState);
  const { pathname, search } = useLocation();
  useEffect(() => dispatch({ type: 'navigated' }), [pathname, search]);

  const groups: (MenuGroup | undefined)[] = items.map(item =>
    item.submenu
      ? {
          label: item.label,
          icon: item.icon,
          content: (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {item.submenu.map(sub => (
                <li key={sub.id}>
                  {sub.dropdownItems?.length ? (
                    <SidebarDropdownEntry item={sub} />
                  ) : (
                    <SidebarLink label={sub.label} icon={sub.icon} to={sub.to} href={sub.href} showLabel />
                  )}
                </li>
              ))}
            </ul>
          ),
        }
      : undefined,
  );
  // The menu is always dark: Blueprint's dark styles give its controls (sign out) readable colours and focus ring.
  if (footer) groups.push({ label: mobileBarTexts.more, icon: <MoreIcon />, content: <div className={Classes.DARK}>{footer}</div> });

  const openGroup = isMobileMenuOpen(menu) ? groups[menu.selectedIndex] : undefined;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dispatch({ type: 'close' });
  };

  const groupButton = (group: MenuGroup, index: number, selected: boolean) => (
    <button
      key={`group-${index}`}
      type="button"
      className={barItemClass(selected || menu.selectedIndex === index)}
      aria-expanded={menu.selectedIndex === index}
      onClick={() => dispatch({ type: 'toggle', index })}
    >
      <span aria-hidden="true">{group.icon}</span>
      {group.label}
    </button>
  );

  return (
    <>
      {openGroup && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside closes the menu
        <div
          role="dialog"
          aria-label={openGroup.label}
          className="portico-mobile-menu"
          style={{ bottom: MOBILE_BAR_HEIGHT }}
          onKeyDown={closeOnEscape}
        >
          <div className={`portico-mobile-menu__header ${Classes.DARK}`}>
            <strong>{openGroup.label}</strong>
            <Button
              variant="minimal"
              icon={<CrossIcon />}
              aria-label={mobileBarTexts.closeMenu}
              onClick={() => dispatch({ type: 'close' })}
            />
          </div>
          {openGroup.content}
        </div>
      )}
      <nav aria-label={ariaLabel} className="portico-mobile-bar" style={{ height: MOBILE_BAR_HEIGHT }}>
        {items.map((item, index) => {
          const group = groups[index];
          if (group) {
            const selected = (item.submenu ?? []).some(sub => isPathActive(pathname, sub.to));
            return groupButton(group, index, selected);
          }
          const content = (
            <>
              <span aria-hidden="true">{item.icon}</span>
              {item.label}
            </>
          );
          return item.to !== undefined ? (
            <NavLink
              key={item.id}
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) => barItemClass(isActive)}
            >
              {content}
            </NavLink>
          ) : (
            <ExternalLink key={item.id} to={item.href ?? ''} className={barItemClass(false)}>
              {content}
            </ExternalLink>
          );
        })}
        {footer && groupButton(groups[items.length]!, items.length, false)}
      </nav>
    </>
  );
}
