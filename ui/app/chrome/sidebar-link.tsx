import type { ReactElement } from 'react';
import { NavLink } from 'react-router-dom';
import { SIDEBAR_SELECTED_INDICATOR_WIDTH } from './sidebar-constants';
import { ExternalLink } from './external-link';
import { SidebarLabel, itemClassName } from './sidebar-label';

export interface SidebarLinkProps {
  readonly label: string;
  readonly icon?: ReactElement;
  readonly to?: string;
  readonly href?: string;
  readonly showLabel: boolean;
  readonly onNavigate?: () => void;
}

const indicator = { borderLeftWidth: SIDEBAR_SELECTED_INDICATOR_WIDTH };

/** An in-app NavLink (selected when its route is active) or an external link. */
export function SidebarLink({ label, icon, to, href, showLabel, onNavigate }: SidebarLinkProps) {
  const content = (
    <>
      {icon && <span aria-hidden="true">{icon}</span>}
      <SidebarLabel shown={showLabel}>{label}</SidebarLabel>
    </>
  );
  if (to !== undefined) {
    return (
      <NavLink
        to={to}
        end={to === '/'}
        className={({ isActive }) => itemClassName(isActive)}
        style={indicator}
        title={showLabel ? undefined : label}
        onClick={onNavigate}
      >
        {content}
      </NavLink>
    );
  }
  return (
    <ExternalLink to={href ?? ''} className={itemClassName(false)} style={indicator} title={showLabel ? undefined : label}>
      {content}
    </ExternalLink>
  );
}
