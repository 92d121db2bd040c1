import { Button, Menu, MenuItem, Popover, Position } from '@blueprintjs/core';
import { ClipboardIcon, MoreIcon, RefreshIcon, SearchTemplateIcon, TrashIcon } from '@blueprintjs/icons';
import { messages } from '../../../domain/app/messages';

export interface EntityContextMenuProps {
  readonly canUnregister: boolean;
  readonly onUnregister: () => void;
  readonly onInspect: () => void;
  readonly onCopyUrl: () => void;
  readonly onRefresh: () => void;
}

/** The entity page's menu (spec section 2): Unregister entity, Inspect entity, Copy entity URL. */
export const EntityContextMenu = ({ canUnregister, onUnregister, onInspect, onCopyUrl, onRefresh }: EntityContextMenuProps) => (
  <Popover
    position={Position.BOTTOM_RIGHT}
    content={
      <Menu aria-label="Entity actions">
        <MenuItem icon={<TrashIcon />} text="Unregister entity" disabled={!canUnregister} onClick={onUnregister} />
        <MenuItem icon={<SearchTemplateIcon />} text="Inspect entity" onClick={onInspect} />
        <MenuItem icon={<ClipboardIcon />} text="Copy entity URL" onClick={onCopyUrl} />
        <MenuItem icon={<RefreshIcon />} text="Schedule entity refresh" onClick={onRefresh} />
      </Menu>
    }
  >
    <Button variant="minimal" icon={<MoreIcon />} aria-label="More actions" title="More actions" />
  </Popover>
);

export const copiedText = messages.copied;
