import { Button, Drawer, H4 } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useId, type ReactNode } from 'react';
import { DRAWER_WIDTH } from '../../domain/kubernetes/constants';

export interface SideDrawerProps {
  readonly title: string;
  /** The dialog's accessible name, e.g. 'Pod payments-api-…'. */
  readonly label: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** A drawer half the window wide, announced as a dialog named `label`. */
export const SideDrawer = ({ title, label, onClose, children }: SideDrawerProps) => {
  const titleId = useId();
  return (
    <Drawer isOpen onClose={onClose} size={DRAWER_WIDTH} className="portico-k8s-drawer">
      <div role="dialog" aria-modal="true" aria-label={label} aria-describedby={titleId} className="portico-k8s-drawer__dialog">
        <div className="bp6-drawer-header">
          <H4 id={titleId}>{title}</H4>
          <Button variant="minimal" icon={<SmallCrossIcon />} aria-label="Close" onClick={onClose} />
        </div>
        <div className="portico-k8s-drawer__body">{children}</div>
      </div>
    </Drawer>
  );
};
