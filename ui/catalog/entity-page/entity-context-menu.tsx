import { Button, Menu, MenuItem, Popover, Position } from '@blueprintjs/core';
import { ClipboardIcon, MoreIcon, RefreshIcon, SearchTemplateIcon, TrashIcon } from '@blueprintjs/icons';
import { type RefObject, useRef, useState } from 'react';
import { messages } from '../../../domain/app/messages';
import { focusMenuItem, onMenuKeyDown } from '../../app/chrome';

export interface EntityContextMenuProps {
  readonly canUnregister: boolean;
  readonly onUnregister: () => void;
  readonly onInspect: () => void;
  readonly onCopyUrl: () => void;
  readonly onRefresh: () => void;
  /** The "More actions" button, so the page can give focus back to it when a dialog opened from the menu closes. */
  readonly triggerRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The entity page's menu (spec section 2): Unregister entity, Inspect entity, Copy entity URL.
 * Keyboard: Enter/Space opens it on its first item, ↑/↓/Home/End move, Enter picks, Escape closes;
 * focus goes back to the button when it closes, so a dialog opened from it returns focus there too.
 */
export const EntityContextMenu = ({ canUnregister, onUnregister, onInspect, onCopyUrl, onRefresh, triggerRef }: EntityContextMenuProps) => {
  const [open, setOpen] = useState(false);
  const ownTrigger = useRef<HTMLButtonElement>(null);
  const trigger = triggerRef ?? ownTrigger;
  const menu = useRef<HTMLUListElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const choose = (action: () => void) => () => {
    close();
    action();
  };
  const focusFirstItem = () => {
    if (!menu.current?.contains(document.activeElement)) focusMenuItem(menu.current);
  };
  return (
    <Popover
      position={Position.BOTTOM_RIGHT}
      isOpen={open}
      onInteraction={(next) => (next ? setOpen(true) : close())}
      onOpening={focusFirstItem}
      onOpened={focusFirstItem}
      content={
        <Menu aria-label="Entity actions" ulRef={menu} onKeyDown={onMenuKeyDown}>
          <MenuItem icon={<TrashIcon />} text="Unregister entity" disabled={!canUnregister} onClick={choose(onUnregister)} />
          <MenuItem icon={<SearchTemplateIcon />} text="Inspect entity" onClick={choose(onInspect)} />
          <MenuItem icon={<ClipboardIcon />} text="Copy entity URL" onClick={choose(onCopyUrl)} />
          <MenuItem icon={<RefreshIcon />} text="Schedule entity refresh" onClick={choose(onRefresh)} />
        </Menu>
      }
    >
      <Button ref={trigger} variant="minimal" icon={<MoreIcon />} aria-label="More actions" title="More actions" />
    </Popover>
  );
};

export const copiedText = messages.copied;
