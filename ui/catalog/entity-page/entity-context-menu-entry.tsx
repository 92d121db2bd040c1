// One item of the entity page's context menu, from whichever plugin: what it does comes from its hook, and an item
// that fails shows 'Error in {pluginId}', disabled, while the rest of the menu works.
import { MenuItem } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { classifyLinkTarget } from '../../../domain/app/external-link';
import { appTexts } from '../../../domain/app/translations';
import type { Entity } from '../../../domain/catalog/entity';
import { ExtensionConfigProvider } from '../../app/extension-config';
import type { ContributedMenuItem } from '../../app/plugin-extension-points-context';
import type { EntityContextMenuAction } from '../../app/plugin-extension-points';
import { useTexts } from '../../app/queries';

/** What choosing the item runs; undefined for an address the portal refuses (javascript: and the like). */
const runOf = (action: EntityContextMenuAction, navigate: NavigateFunction): (() => void) | undefined => {
  if ('onSelect' in action) return action.onSelect;
  const target = classifyLinkTarget(action.href);
  switch (target.kind) {
    case 'inApp':
      return () => void navigate(target.to);
    case 'newWindow':
      return () => void window.open(target.href, '_blank', 'noopener,noreferrer');
    case 'sameWindow':
      return () => window.location.assign(target.href);
    case 'rejected':
      return undefined;
  }
};

interface EntryProps {
  readonly item: ContributedMenuItem;
  readonly entity: Entity;
  /** Runs the chosen item's action once the menu has closed. */
  readonly choose: (run: () => void) => () => void;
}

const Entry = ({ item, entity, choose }: EntryProps) => {
  const action = item.useAction(entity);
  const navigate = useNavigate();
  const run = runOf(action, navigate);
  return <MenuItem icon={item.icon} text={item.title} disabled={action.disabled === true || run === undefined} {...(run ? { onClick: choose(run) } : {})} />;
};

const FailedEntry = ({ pluginId }: { readonly pluginId: string }) => <MenuItem disabled text={useTexts(appTexts).pluginError(pluginId)} />;

class EntryBoundary extends Component<{ readonly pluginId: string; readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <FailedEntry pluginId={this.props.pluginId} /> : this.props.children;
  }
}

/** The item in its plugin's boundary, reading its app.extensions config with useExtensionConfig. */
export const EntityContextMenuEntry = (props: EntryProps) => (
  <EntryBoundary pluginId={props.item.pluginId}>
    <ExtensionConfigProvider config={props.item.config}>
      <Entry {...props} />
    </ExtensionConfigProvider>
  </EntryBoundary>
);
