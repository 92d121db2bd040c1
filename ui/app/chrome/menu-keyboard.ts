import { type KeyboardEvent, useRef } from 'react';

/** The items of a menu that can take focus (disabled ones are skipped). */
const enabledItems = (menu: Element): HTMLElement[] =>
  [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter((item) => item.getAttribute('aria-disabled') !== 'true');

/** Focuses the first (or last) enabled item of a menu; returns whether one took focus. */
export const focusMenuItem = (menu: Element | null | undefined, which: 'first' | 'last' = 'first'): boolean => {
  const items = menu ? enabledItems(menu) : [];
  const item = which === 'first' ? items[0] : items[items.length - 1];
  item?.focus();
  return item !== undefined;
};

/**
 * Arrow-key movement inside a `role="menu"` (Blueprint's Menu has none): ↓/↑ move to the next/previous
 * enabled item (wrapping), Home/End to the first/last. Enter and Space activate Blueprint's items themselves.
 */
export const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
  // The item has already been clicked; the key's default action must not also click whatever takes focus next
  // (the menu's button, when picking an item closes the menu).
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    return;
  }
  const moves: Record<string, (index: number, count: number) => number> = {
    ArrowDown: (index, count) => (index + 1) % count,
    ArrowUp: (index, count) => (index <= 0 ? count - 1 : index - 1),
    Home: () => 0,
    End: (_index, count) => count - 1,
  };
  const move = moves[event.key];
  if (!move) return;
  const items = enabledItems(event.currentTarget);
  if (items.length === 0) return;
  event.preventDefault();
  const current = items.findIndex((item) => item === document.activeElement || item.contains(document.activeElement));
  items[move(current, items.length)]?.focus();
};

/**
 * Wires a Blueprint Menu inside a popover for the keyboard: spread `menuProps` on the Menu and `popoverProps`
 * on the Popover/PopoverNext. Opening puts focus on the first enabled item, then the arrow keys move.
 */
export const useKeyboardMenu = () => {
  const menu = useRef<HTMLUListElement>(null);
  const focusFirstItem = () => {
    if (!menu.current?.contains(document.activeElement)) focusMenuItem(menu.current);
  };
  return {
    menuProps: { ulRef: menu, onKeyDown: onMenuKeyDown },
    popoverProps: { onOpening: focusFirstItem, onOpened: focusFirstItem },
  };
};
