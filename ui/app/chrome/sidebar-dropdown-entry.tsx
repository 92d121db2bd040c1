import { ChevronDownIcon, ChevronUpIcon } from '@blueprintjs/icons';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SIDEBAR_SELECTED_INDICATOR_WIDTH } from './sidebar-constants';
import { type SidebarSubmenuItem, isPathActive } from './nav-items';
import { SidebarLabel, itemClassName } from './sidebar-label';
import { SidebarLink } from './sidebar-link';

const focusableLinks = (list: HTMLUListElement | null): HTMLElement[] => [...(list?.querySelectorAll<HTMLElement>('a[href]') ?? [])];

/**
 * A submenu entry with dropdown items: its button expands them below it (click, Enter, Space; ArrowDown
 * opens on the first link); Escape closes the dropdown only, leaving the submenu open, and gives focus back.
 */
export function SidebarDropdownEntry({ item }: { readonly item: SidebarSubmenuItem }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const items = item.dropdownItems ?? [];
  const selected = items.some((dropdownItem) => isPathActive(pathname, dropdownItem.to));
  const label = item.subtitle ? `${item.label} (${item.subtitle})` : item.label;

  // ArrowDown on the button opens the dropdown on its first link, once that link is rendered.
  const focusFirstWhenOpen = useRef(false);
  useEffect(() => {
    if (!open || !focusFirstWhenOpen.current) return;
    focusFirstWhenOpen.current = false;
    focusableLinks(listRef.current)[0]?.focus();
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) {
      focusableLinks(listRef.current)[0]?.focus();
      return;
    }
    focusFirstWhenOpen.current = true;
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = focusableLinks(listRef.current);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(index + 1, links.length - 1) : index - 1;
    if (next < 0) buttonRef.current?.focus();
    else links[next]?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- handles the keys of the button and links inside it
    <div onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={itemClassName(selected)}
        style={{ borderLeftWidth: SIDEBAR_SELECTED_INDICATOR_WIDTH, width: '100%' }}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {item.icon && <span aria-hidden="true">{item.icon}</span>}
        <SidebarLabel shown>{label}</SidebarLabel>
        {open ? <ChevronUpIcon style={{ marginLeft: 'auto' }} /> : <ChevronDownIcon style={{ marginLeft: 'auto' }} />}
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops the list role of an unstyled list unless it is explicit
        <ul id={listId} ref={listRef} role="list" aria-label={item.label} className="portico-sidebar__dropdown">
          {items.map((dropdownItem) => (
            <li key={dropdownItem.id}>
              <SidebarLink label={dropdownItem.label} to={dropdownItem.to} href={dropdownItem.href} showLabel />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
