import { Card, H4 } from '@blueprintjs/core';
import type { CSSProperties } from 'react';
import { PAGE_THEME_CATEGORIES, pageThemeGradient, pageThemeMessages, type PageThemeCategory } from '../../domain/settings/page-themes';
import { pageThemeShapeImage } from './page-theme-shapes';

/** A banner in the category's colours with its shape drawn over them (settings.css layers the two). */
export const PageThemeBanner = ({ theme }: { readonly theme: PageThemeCategory }) => (
  <div
    className="portico-page-theme__banner"
    aria-hidden="true"
    data-shape={theme.shape}
    style={{ '--portico-page-theme-shape': pageThemeShapeImage(theme.shape), '--portico-page-theme-gradient': pageThemeGradient(theme) } as CSSProperties}
  />
);

/** Settings › General: every page-theme category with its banner, shape and colours. */
export const PageThemesCard = () => (
  <Card role="region" className="portico-settings-card portico-page-themes" aria-label={pageThemeMessages.title}>
    <H4>{pageThemeMessages.title}</H4>
    <p className="bp6-text-muted">{pageThemeMessages.description}</p>
    <ul className="portico-page-themes__list" aria-label={pageThemeMessages.title}>
      {PAGE_THEME_CATEGORIES.map((theme) => (
        <li key={theme.id} className="portico-page-theme" aria-label={theme.id}>
          <PageThemeBanner theme={theme} />
          <strong className="portico-page-theme__name">{theme.id}</strong>
          <span className="bp6-text-muted">{pageThemeMessages.shape(theme.shape)}</span>
          <span className="bp6-text-muted">{pageThemeMessages.colors(theme.colors)}</span>
        </li>
      ))}
    </ul>
  </Card>
);
