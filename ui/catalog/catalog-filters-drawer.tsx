import { Button, Classes, Drawer, DrawerSize, H4, Position } from '@blueprintjs/core';
import { FilterIcon, SmallCrossIcon } from '@blueprintjs/icons';
import { useId, useState, type ReactNode } from 'react';

/** The index's filters behind a button (naming how many are active) on a narrow screen, opened as a drawer. */
export const CatalogFiltersDrawer = ({ title, activeCount, children }: { title: string; activeCount: number; children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const label = activeCount > 0 ? `${title} (${activeCount})` : title;
  return (
    <>
      <Button icon={<FilterIcon />} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Drawer isOpen={open} onClose={() => setOpen(false)} position={Position.LEFT} size={DrawerSize.LARGE} className="portico-catalog-drawer">
        {/* Blueprint's drawer names no role: the dialog is this element, titled by its heading. */}
        <div role="dialog" aria-modal="true" aria-labelledby={headingId} className="portico-catalog-drawer__dialog">
          <div className={Classes.DRAWER_HEADER}>
            <H4 id={headingId}>{label}</H4>
            <Button variant="minimal" icon={<SmallCrossIcon />} aria-label="Close" onClick={() => setOpen(false)} />
          </div>
          <div className={Classes.DRAWER_BODY}>
            <div className={Classes.DIALOG_BODY}>{children}</div>
          </div>
        </div>
      </Drawer>
    </>
  );
};
