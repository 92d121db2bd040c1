import { Fragment } from 'react';
import { orderedHomeWidgets } from '../../domain/home/home-widgets';
import { CompanyLogo } from './widgets/company-logo';
import { WelcomeTitle } from './widgets/welcome-title';
import { WorldClock } from './widgets/world-clock';
import { useHomeSettings } from './queries';
import { HomeSettingsContext } from './home-settings-context';
import './home.css';
import { PageHeader } from '../app/chrome';
import { useHomeWidgets } from '../app/plugin-extension-points-context';

/**
 * The home page: company logo, welcome title and world clock on top, then the widgets by their order — the home
 * plugin's Your Starred Entities, Top Visited, Recently Visited, Featured Docs, Toolkit, Quick Start and Random Joke,
 * and the other plugins' widgets.
 */
const HomePage = () => {
  const loadedSettings = useHomeSettings();
  const { settings } = loadedSettings;
  const widgets = orderedHomeWidgets(useHomeWidgets());
  return (
    <div className="portico-page portico-home">
      <PageHeader page={{ page: 'home' }} className="portico-home__header">
        <CompanyLogo logo={settings.companyLogo} />
        <WelcomeTitle />
        <WorldClock clocks={settings.worldClocks} />
      </PageHeader>
      <HomeSettingsContext.Provider value={loadedSettings}>
        <div className="portico-home__grid">
          {widgets.map((widget) => (
            <Fragment key={`${widget.pluginId}/${widget.id}`}>{widget.render(widget.title)}</Fragment>
          ))}
        </div>
      </HomeSettingsContext.Provider>
    </div>
  );
};

export default HomePage;
