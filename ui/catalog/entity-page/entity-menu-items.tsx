// The entity page's own context-menu items, as extensions app.extensions can change like any plugin's: Unregister
// entity, Inspect entity, Copy entity URL and Schedule entity refresh.
import { ClipboardIcon, RefreshIcon, SearchTemplateIcon, TrashIcon } from '@blueprintjs/icons';
import * as E from 'fp-ts/Either';
import type { Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { appTexts } from '../../../domain/app/translations';
import { catalogEntityDeletePermission } from '../../../domain/permission/permission';
import type { EntityContextMenuAction } from '../../app/plugin-extension-points';
import { usePermission, usePostAlert, useTexts } from '../../app/queries';
import { useRefreshEntity } from '../hooks/entity-queries';
import { useEntityPageDialogs } from './entity-page-dialogs';

/** Unregistering needs the permission to delete the entity; without it (or while it is asked) the item is disabled. */
const useUnregisterAction = (entity: Entity): EntityContextMenuAction => {
  const canDelete = usePermission(catalogEntityDeletePermission, stringifyEntityRef(entity));
  const { openUnregisterDialog } = useEntityPageDialogs();
  return { onSelect: openUnregisterDialog, disabled: !canDelete.allowed };
};

const useInspectAction = (): EntityContextMenuAction => ({ onSelect: useEntityPageDialogs().openInspectDialog });

/** Copies the entity page's address (without its query), saying 'Copied!'. */
const useCopyUrlAction = (): EntityContextMenuAction => {
  const messages = useTexts(appTexts);
  const postAlert = usePostAlert();
  const copy = async () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    try {
      await navigator.clipboard.writeText(url);
      postAlert({ message: messages.copied, severity: 'info', display: 'transient' });
    } catch {
      postAlert({ message: `Could not copy ${url} to the clipboard`, severity: 'error' });
    }
  };
  return { onSelect: () => void copy() };
};

const useRefreshAction = (entity: Entity): EntityContextMenuAction => {
  const refresh = useRefreshEntity();
  const postAlert = usePostAlert();
  const scheduleRefresh = async () => {
    const result = await refresh(stringifyEntityRef(entity))();
    postAlert(E.isLeft(result) ? { message: result.left.message, severity: 'error' } : { message: 'Refresh scheduled', severity: 'info', display: 'transient' });
  };
  return { onSelect: () => void scheduleRefresh() };
};

export const builtInEntityContextMenuItems = [
  { id: 'unregister-entity', title: 'Unregister entity', icon: <TrashIcon />, order: 0, useAction: useUnregisterAction },
  { id: 'inspect-entity', title: 'Inspect entity', icon: <SearchTemplateIcon />, order: 10, useAction: useInspectAction },
  { id: 'copy-entity-url', title: 'Copy entity URL', icon: <ClipboardIcon />, order: 20, useAction: useCopyUrlAction },
  { id: 'refresh-entity', title: 'Schedule entity refresh', icon: <RefreshIcon />, order: 30, useAction: useRefreshAction },
];
