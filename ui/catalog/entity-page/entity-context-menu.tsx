import { Classes, Menu, PopoverNext } from '@blueprintjs/core';
import { MoreIcon } from '@blueprintjs/icons';
import { type RefObject, useRef, useState } from 'react';
import { messages } from '../../../domain/app/messages';
import type { Entity } from '../../../domain/catalog/entity';
import { entityContextMenuItemsFor } from '../../../domain/catalog/entity-context-menu';
import { useKeyboardMenu } from '../../app/chrome';
import type { ContributedMenuItem } from '../../app/plugin-extension-points-context';
import { EntityContextMenuEntry } from './entity-context-menu-entry';

export interface EntityContextMenuProps {
  readonly entity: Entity;
  /** Every plugin's items; the menu shows those whose condition holds for the entity, by their order. */
  readonly items: readonly ContributedMenuItem[];
  /** The "More actions" button, so the page can give focus back to it when a dialog opened from the menu closes. */
  readonly triggerRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The entity page's menu: its own Unregister entity, Inspect entity, Copy entity URL and Schedule entity refresh,
 * and the plugins' items.
 * Keyboard: Enter/Space opens it on its first item, ↑/↓/Home/End move, Enter picks, Escape or Tab closes;
 * focus goes back to the button when it closes, so a dialog opened from it returns focus there too.
 */
export const EntityContextMenu = ({ entity, items, triggerRef }: EntityContextMenuProps) => {
  const [open, setOpen] = useState(false);
  const ownTrigger = useRef<HTMLButtonElement>(null);
  const trigger = triggerRef ?? ownTrigger;
  const { menuProps, popoverProps } = useKeyboardMenu();
  // A chosen action runs once the menu has closed: a dialog it opens must be the only overlay left, or
  // the overlay stack would still hold the closing menu and the dialog would not take Escape.
  const chosen = useRef<(() => void) | undefined>(undefined);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const choose = (action: () => void) => () => {
    chosen.current = action;
    close();
  };
  const runChosen = () => {
    const action = chosen.current;
    chosen.current = undefined;
    action?.();
  };
  return (
    // PopoverNext: the classic Popover positions wrongly under React 19 and warns about it on every entity page.
    <PopoverNext
      placement="bottom-end"
      isOpen={open}
      // Focus may leave the open menu (to its button when it closes); Tab closes it like Escape.
      enforceFocus={false}
      onInteraction={(next) => (next ? setOpen(true) : close())}
      {...popoverProps}
      // No closing animation: the chosen action (a dialog, a navigation) waits for the menu to be gone.
      transitionDuration={0}
      onClosed={runChosen}
      content={
        <Menu aria-label="Entity actions" {...menuProps} onKeyDown={(event) => (event.key === 'Tab' ? close() : menuProps.onKeyDown(event))}>
          {entityContextMenuItemsFor(items, entity).map((item) => (
            <EntityContextMenuEntry key={`${item.pluginId}/${item.id}`} item={item} entity={entity} choose={choose} />
          ))}
        </Menu>
      }
    >
      {/* Not Blueprint's Button: it clicks on keyup, so the Enter that picks an item (and moves focus back here)
          would reopen the menu. The menu opens on the Enter/Space keydown instead, and the native click is cancelled. */}
      <button
        ref={trigger}
        type="button"
        className={`${Classes.BUTTON} ${Classes.MINIMAL}`}
        aria-label="More actions"
        title="More actions"
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <MoreIcon />
      </button>
    </PopoverNext>
  );
};

export const copiedText = messages.copied;
