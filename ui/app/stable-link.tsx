import { createContext, useContext, useLayoutEffect, useMemo, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

interface StableNavigation {
  /** The address a browser opens for an absolute app path (the base path in front). */
  readonly hrefOf: (path: string) => string;
  readonly navigate: (path: string) => void;
}

const StableNavigationContext = createContext<StableNavigation | undefined>(undefined);

const withBase = (basePath: string, path: string): string => {
  const base = basePath.replace(/\/+$/, '');
  return base ? `${base}${path === '/' ? '' : path}` || '/' : path;
};

/**
 * Navigation that does not change when the location does. A router link re-renders on every location change
 * (it resolves its path against the current one); a table's many links to absolute paths need none of that,
 * so a new URL leaves them, and their rows, untouched.
 */
export const StableNavigationProvider = ({ basePath, children }: { basePath: string; children: ReactNode }) => {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const value = useMemo<StableNavigation>(
    () => ({ hrefOf: (path) => withBase(basePath, path), navigate: (path) => void latest.current(path) }),
    [basePath],
  );
  return <StableNavigationContext.Provider value={value}>{children}</StableNavigationContext.Provider>;
};

/** A click the app handles itself: the main button, no modifier (those open a new tab or window), no other target. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

export interface StableLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path inside the app ("/catalog/default/component/x"). */
  readonly to: string;
}

/** A link to an absolute app path that renders again only when its own props change. */
export const StableLink = ({ to, onClick, children, ...rest }: StableLinkProps) => {
  const navigation = useContext(StableNavigationContext);
  // A view rendered on its own, under a router only, still links.
  if (!navigation) return <Link to={to} {...(onClick ? { onClick } : {})} {...rest}>{children}</Link>;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    navigation.navigate(to);
  };
  return (
    <a {...rest} href={navigation.hrefOf(to)} onClick={handleClick}>
      {children}
    </a>
  );
};
