import { CompanyLogo } from './widgets/company-logo';
import { FeaturedDocs } from './widgets/featured-docs';
import { IdentityCard } from './widgets/identity-card';
import { QuickStart } from './widgets/quick-start';
import { RandomJoke } from './widgets/random-joke';
import { StarredEntities } from './widgets/starred-entities';
import { Toolkit } from './widgets/toolkit';
import { VisitedList } from './widgets/visited-list';
import { WelcomeTitle } from './widgets/welcome-title';
import { WorldClock } from './widgets/world-clock';
import { useHomeSettings } from './queries';
import './home.css';
import { useTexts } from '../app/queries';
import { homeTexts } from '../../domain/home/translations';
import { PageHeader } from '../app/chrome';

/**
 * The home page: company logo, welcome title and world clock on top, then Your
 * Starred Entities, Top Visited, Recently Visited, Featured Docs, Toolkit, Quick Start and the Random Joke.
 */
const HomePage = () => {
  const homeMessages = useTexts(homeTexts);
  const { settings, loaded } = useHomeSettings();
  return (
    <div className="portico-page portico-home">
      <PageHeader page={{ page: 'home' }} className="portico-home__header">
        <CompanyLogo logo={settings.companyLogo} />
        <WelcomeTitle />
        <WorldClock clocks={settings.worldClocks} />
      </PageHeader>
      <div className="portico-home__grid">
        <StarredEntities />
        <VisitedList title={homeMessages.topVisited} list="top" detail="hits" />
        <VisitedList title={homeMessages.recentlyVisited} list="recent" detail="time" />
        <FeaturedDocs limit={settings.featuredDocs.limit} />
        <Toolkit links={settings.toolkit} />
        <QuickStart steps={settings.quickStart.steps} />
        {/* The category select starts at the configured default, so the joke waits for the settings. */}
        {loaded ? <RandomJoke defaultCategory={settings.randomJoke.defaultCategory} /> : null}
        <IdentityCard />
      </div>
    </div>
  );
};

export default HomePage;
