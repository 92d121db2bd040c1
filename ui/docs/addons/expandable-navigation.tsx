import { Button } from '@blueprintjs/core';
import { CollapseAllIcon, ExpandAllIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useTexts } from '../../app/queries';
import { docsTexts } from '../../../domain/docs/translations';

const togglesOf = (root: HTMLElement) => ({
  checkboxes: [...root.querySelectorAll<HTMLInputElement>('.md-nav__item--nested > input.md-nav__toggle[type="checkbox"], .md-nav input.md-toggle[type="checkbox"]')],
  details: [...root.querySelectorAll<HTMLDetailsElement>('.md-nav details, .md-sidebar details')],
});

const allExpanded = (root: HTMLElement): boolean => {
  const { checkboxes, details } = togglesOf(root);
  return [...checkboxes.map((box) => box.checked), ...details.map((item) => item.open)].every(Boolean);
};

/**
 * The expandable navigation add-on: one toggle that expands or collapses every nested
 * section of the site's navigation. It shows only when the navigation has nested sections.
 */
export const ExpandableNavigation = ({ root }: { readonly root: HTMLElement | undefined }) => {
  const docsMessages = useTexts(docsTexts);
  const [expanded, setExpanded] = useState(false);
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!root) return setAvailable(false);
    const { checkboxes, details } = togglesOf(root);
    setAvailable(checkboxes.length + details.length > 0);
    setExpanded(checkboxes.length + details.length > 0 && allExpanded(root));
  }, [root]);
  if (!root || !available) return null;
  const toggle = () => {
    const next = !expanded;
    const { checkboxes, details } = togglesOf(root);
    for (const box of checkboxes) box.checked = next;
    for (const item of details) item.open = next;
    setExpanded(next);
  };
  return (
    <Button variant="minimal" icon={expanded ? <CollapseAllIcon /> : <ExpandAllIcon />} aria-pressed={expanded} onClick={toggle}>
      {expanded ? docsMessages.collapseNavigation : docsMessages.expandNavigation}
    </Button>
  );
};
