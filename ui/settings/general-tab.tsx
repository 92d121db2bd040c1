import { Card, FormGroup, H4, HTMLSelect, SegmentedControl, Switch } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { displayNameOf } from '../../domain/app/identity';
import { AUTO_THEME } from '../../domain/settings/constants';
import { settingsMessages } from '../../domain/settings/messages';
import { useLanguageStore, usePinnedSidebar, useSession, useThemeStore } from '../app/queries';
import { EntityRefLinks } from '../catalog/entity-ref-link';
import { PageThemesCard } from './page-themes-card';
import { useTexts } from '../app/queries';
import { settingsTexts } from '../../domain/settings/translations';

/** The identity card: who the user is signed in as, the refs they own through, and their profile. */
const IdentityCard = () => {
  const settingsMessages = useTexts(settingsTexts);
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { user } = session;
  const name = displayNameOf(user.profile, user.userEntityRef);
  return (
    <Card role="region" className="portico-settings-card portico-identity-card" aria-label={settingsMessages.profile}>
      <H4>{settingsMessages.profile}</H4>
      <div className="portico-settings-identity">
        {user.profile.picture ? (
          <img className="portico-settings-identity__picture" src={user.profile.picture} alt="" />
        ) : (
          <span className="portico-identity__avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <div className="portico-settings-identity__name" data-testid="settings-display-name">
            {name}
          </div>
          {user.profile.email ? <div>{user.profile.email}</div> : null}
        </div>
      </div>
      <dl>
        <dt>{settingsMessages.userEntity}</dt>
        <dd data-testid="settings-user-ref">{user.userEntityRef}</dd>
        <dt>{settingsMessages.ownership}</dt>
        <dd>
          <EntityRefLinks refs={user.ownershipEntityRefs} />
        </dd>
        <dt>{settingsMessages.signedInWith}</dt>
        <dd>{user.providerId}</dd>
      </dl>
    </Card>
  );
};

const themeLabel = (id: string, title: string): string =>
  id === 'light' ? settingsMessages.themeLight : id === 'dark' ? settingsMessages.themeDark : title;

const AppearanceCard = () => {
  const settingsMessages = useTexts(settingsTexts);
  const themes = useThemeStore();
  const languages = useLanguageStore();
  const choice = useSyncExternalStore(
    (onChange) => themes.subscribe(onChange),
    () => themes.getChoice() ?? AUTO_THEME,
  );
  const language = useSyncExternalStore(
    (onChange) => languages.subscribe(onChange),
    () => languages.getLanguage(),
  );
  const [pinned, setPinned] = usePinnedSidebar();
  return (
    <Card role="region" className="portico-settings-card" aria-label={settingsMessages.appearance}>
      <H4>{settingsMessages.appearance}</H4>
      <FormGroup label={settingsMessages.theme} helperText={settingsMessages.themeDescription}>
        <SegmentedControl
          aria-label={settingsMessages.theme}
          value={choice}
          onValueChange={(value) => themes.choose(value === AUTO_THEME ? undefined : value)}
          options={[
            ...themes.getThemes().map((theme) => ({ value: theme.id, label: themeLabel(theme.id, theme.title) })),
            { value: AUTO_THEME, label: settingsMessages.themeAuto },
          ]}
        />
      </FormGroup>
      <FormGroup label={settingsMessages.language} labelFor="portico-settings-language" helperText={settingsMessages.languageDescription}>
        <HTMLSelect
          id="portico-settings-language"
          value={language}
          onChange={(event) => languages.choose(event.target.value)}
          options={languages.getAvailable().map((value) => ({ value, label: settingsMessages.languageNames[value] ?? value }))}
        />
      </FormGroup>
      <Switch
        role="switch"
        checked={pinned}
        onChange={(event) => setPinned(event.currentTarget.checked)}
        label={settingsMessages.pinSidebar}
        aria-describedby="portico-settings-pin-help"
      />
      <div id="portico-settings-pin-help" className="bp6-text-muted">
        {settingsMessages.pinSidebarDescription}
      </div>
    </Card>
  );
};

/** Settings › General: language, theme Light/Dark/Auto, pin sidebar, the identity card and the page-theme categories. */
export const GeneralTab = () => (
  <div className="portico-settings-grid">
    <IdentityCard />
    <AppearanceCard />
    <PageThemesCard />
  </div>
);
