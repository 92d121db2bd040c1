import { Collapse } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useId, useState, type ReactNode } from 'react';

export interface AccordionProps {
  /** What the toggle button shows (and is named by). */
  readonly summary: ReactNode;
  /** Controls beside the toggle (outside it, so they are not nested buttons). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
  readonly defaultOpen?: boolean;
  readonly className?: string;
  /** The accessible name of the region. */
  readonly label: string;
}

/** A header button that shows or hides its panel; the panel is mounted only while open. */
export const Accordion = ({ summary, actions, children, defaultOpen = false, className, label }: AccordionProps) => {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section className={`portico-k8s-accordion ${className ?? ''}`} aria-label={label}>
      <div className="portico-k8s-accordion__header">
        <button
          type="button"
          className="portico-k8s-accordion__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
          <span className="portico-k8s-accordion__summary">{summary}</span>
        </button>
        {actions && <div className="portico-k8s-accordion__actions">{actions}</div>}
      </div>
      <Collapse isOpen={open}>
        <div id={panelId} className="portico-k8s-accordion__panel">
          {open && children}
        </div>
      </Collapse>
    </section>
  );
};
