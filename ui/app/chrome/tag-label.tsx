import { Classes, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface TagLabelProps {
  readonly children: ReactNode;
  readonly intent?: Intent;
  readonly minimal?: boolean;
  readonly round?: boolean;
  readonly className?: string;
}

/**
 * A short label that looks like Blueprint's Tag without being one: a Tag measures its text after mounting, to
 * ellipsise it (a forced layout and two state updates each), which pages that show many labels, or show them while
 * a long list mounts, pay for on every one. For labels that are never cut short, nor removable or interactive.
 */
export const TagLabel = ({ children, intent = 'none', minimal = false, round = false, className }: TagLabelProps) => (
  <span className={[Classes.TAG, Classes.intentClass(intent), minimal && Classes.MINIMAL, round && Classes.ROUND, className].filter(Boolean).join(' ')}>
    {children}
  </span>
);
