import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { pageThemeGradient, pageThemeIdOf, pageThemeOf, type ThemedPage } from '../../../domain/app/page-themes';

/** What the route being shown is, for a header that does not say: the shell sets it for every plugin route. */
export const RoutePageContext = createContext<ThemedPage>({ page: 'plugin' });

export interface PageHeaderProps {
  /** The page the header heads; without it, the route's page (a plugin's page, in the category its plugin names). */
  readonly page?: ThemedPage;
  /** The page's own layout classes for its header row. */
  readonly className?: string;
  /** 'div' for a header row inside a page's larger header element. */
  readonly as?: 'header' | 'div';
  readonly children: ReactNode;
}

/** A page's header row, wearing its page-theme category's banner as a band behind the title (app.css). */
export const PageHeader = ({ page, className, as: Element = 'header', children }: PageHeaderProps) => {
  const routePage = useContext(RoutePageContext);
  const theme = pageThemeOf(pageThemeIdOf(page ?? routePage));
  const style = {
    '--portico-page-theme-gradient': pageThemeGradient(theme),
    // Under the gradient, its first colour: what reads the band's colour (a focus ring's contrast) finds one.
    '--portico-page-theme-color': theme.colors[0],
    '--portico-page-theme-text': theme.fontColor,
  } as CSSProperties;
  return (
    <Element className={className ? `portico-page-band ${className}` : 'portico-page-band'} data-page-theme={theme.id} style={style}>
      {children}
    </Element>
  );
};
