import { H1, Tab, TabPanel, Tabs } from '@blueprintjs/core';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { RegisteredFeatureFlag } from '../../domain/settings/feature-flag-list';
import { SETTINGS_ROOT, SETTINGS_TABS, type SettingsTabId } from '../../domain/settings/constants';
import { AuthProvidersTab } from './auth-providers-tab';
import { FeatureFlagsTab } from './feature-flags-tab';
import { GeneralTab } from './general-tab';
import './settings.css';
import { useTexts } from '../app/queries';
import { settingsTexts } from '../../domain/settings/translations';
import { PageHeader } from '../app/chrome';

const SETTINGS_TABS_ID = 'portico-settings-tabs';

const tabOfPath = (pathname: string): SettingsTabId => {
  const rest = pathname.slice(pathname.indexOf(SETTINGS_ROOT) + SETTINGS_ROOT.length).replace(/^\/+/, '').split('/')[0] ?? '';
  return SETTINGS_TABS.find((tab) => tab.path === rest)?.id ?? 'general';
};

/** User settings at one root route with the General, Authentication Providers and Feature Flags tabs. */
export const SettingsPage = ({ flags }: { readonly flags: readonly RegisteredFeatureFlag[] }) => {
  const settingsMessages = useTexts(settingsTexts);
  const location = useLocation();
  const navigate = useNavigate();
  const selected = tabOfPath(location.pathname);
  return (
    <div className="portico-page portico-settings">
      <PageHeader page={{ page: 'settings' }} className="portico-page-header">
        <H1>{settingsMessages.title}</H1>
      </PageHeader>
      {/* disabled={false} on each Tab: Blueprint's arrow keys only move between tabs with aria-disabled="false". */}
      <Tabs
        id={SETTINGS_TABS_ID}
        selectedTabId={selected}
        onChange={(id) => navigate(id === 'general' ? SETTINGS_ROOT : `${SETTINGS_ROOT}/${String(id)}`)}
        size="large"
      >
        {SETTINGS_TABS.map((tab) => (
          <Tab disabled={false} key={tab.id} id={tab.id} title={settingsMessages.tabs[tab.id]} />
        ))}
      </Tabs>
      {/* The chosen tab's panel, with the id its tab's aria-controls names and labelled by that tab. */}
      <TabPanel
        id={selected}
        parentId={SETTINGS_TABS_ID}
        selectedTabId={selected}
        className="portico-settings__panel"
        panel={
          <Routes>
            <Route path="auth-providers" element={<AuthProvidersTab />} />
            <Route path="feature-flags" element={<FeatureFlagsTab flags={flags} />} />
            <Route path="*" element={<GeneralTab />} />
          </Routes>
        }
      />
    </div>
  );
};

export default SettingsPage;
