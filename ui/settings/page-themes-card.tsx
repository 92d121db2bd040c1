import { Card, H4 } from '@blueprintjs/core';
import type { CSSProperties } from 'react';
import { PAGE_THEME_CATEGORIES, pageThemeGradient, type PageThemeCategory } from '../../domain/app/page-themes';
import { settingsTexts } from '../../domain/settings/translations';
import { useTexts } from '../app/queries';
import { pageThemeShapeImage } from './page-theme-shapes';

/** A banner in the category's colours with its shape drawn over them (settings.css layers the two). */
const PageThemeBanner = ({ theme }: { readonly theme: PageThemeCategory }) => (
  <div
    className="portico-page-theme__banner"
    aria-hidden="true"
    data-shape={theme.shape}
    style={{ '--portico-page-theme-shape': pageThemeShapeImage(theme.shape), '--portico-page-theme-gradient': pageThemeGradient(theme) } as CSSProperties}
  />
);

/** Settings › General: every page-theme category with its banner, where the portal shows it, its shape and colours. */
export const PageThemesCard = () => {
  const messages = useTexts(settingsTexts);
  return (
    <Card role="region" className="portico-settings-card portico-page-themes" aria-label={messages.pageThemes}>
      <H4>{messages.pageThemes}</H4>
      <p className="bp6-text-muted">{messages.pageThemesDescription}</p>
      <ul className="portico-page-themes__list" aria-label={messages.pageThemes}>
        {PAGE_THEME_CATEGORIES.map((theme) => (
          <li key={theme.id} className="portico-page-theme" aria-label={theme.id}>
            <PageThemeBanner theme={theme} />
            <strong className="portico-page-theme__name">{theme.id}</strong>
            <span>
              {messages.pageThemeUsedOn}: {messages.pageThemeUses[theme.id]}
            </span>
            <span className="bp6-text-muted">
              {messages.pageThemeShape}: {theme.shape}
            </span>
            <span className="bp6-text-muted">
              {messages.pageThemeColors}: {theme.colors.join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
};
