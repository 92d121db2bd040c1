import type { ReactNode } from 'react';

/** A label that stays in the accessibility tree when the sidebar is collapsed to icons. */
export function SidebarLabel({ shown, children }: { readonly shown: boolean; readonly children: ReactNode }) {
  return (
    <span className={shown ? 'portico-sidebar__label' : 'portico-sidebar__label portico-visually-hidden'}>
      {children}
    </span>
  );
}

export const itemClassName = (selected: boolean): string =>
  selected ? 'portico-sidebar__item portico-sidebar__item--selected' : 'portico-sidebar__item';
