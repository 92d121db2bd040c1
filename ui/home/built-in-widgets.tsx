// The home page's own widgets as the home plugin contributes them: each given the title app.extensions sets (else its
// own, in the user's language) and the home settings it needs.
import { isJokeCategory } from '../../domain/home/joke';
import { homeTexts } from '../../domain/home/translations';
import { useTexts } from '../app/queries';
import { useExtensionConfig } from '../app/extension-config';
import { useLoadedHomeSettings } from './home-settings-context';
import { FeaturedDocs } from './widgets/featured-docs';
import { IdentityCard } from './widgets/identity-card';
import { QuickStart } from './widgets/quick-start';
import { RandomJoke } from './widgets/random-joke';
import { StarredEntities } from './widgets/starred-entities';
import { Toolkit } from './widgets/toolkit';
import { VisitedList } from './widgets/visited-list';

interface WidgetProps {
  readonly title: string | undefined;
}

export const StarredEntitiesWidget = ({ title }: WidgetProps) => <StarredEntities title={title} />;

export const TopVisitedWidget = ({ title }: WidgetProps) => {
  const homeMessages = useTexts(homeTexts);
  return <VisitedList title={title ?? homeMessages.topVisited} list="top" detail="hits" />;
};

export const RecentlyVisitedWidget = ({ title }: WidgetProps) => {
  const homeMessages = useTexts(homeTexts);
  return <VisitedList title={title ?? homeMessages.recentlyVisited} list="recent" detail="time" />;
};

export const FeaturedDocsWidget = ({ title }: WidgetProps) => <FeaturedDocs title={title} limit={useLoadedHomeSettings().settings.featuredDocs.limit} />;

export const ToolkitWidget = ({ title }: WidgetProps) => <Toolkit title={title} links={useLoadedHomeSettings().settings.toolkit} />;

export const QuickStartWidget = ({ title }: WidgetProps) => <QuickStart title={title} steps={useLoadedHomeSettings().settings.quickStart.steps} />;

/** The category starts at its entry's `config: { defaultCategory }`, else home.randomJoke.defaultCategory. */
export const RandomJokeWidget = ({ title }: WidgetProps) => {
  const { settings, loaded } = useLoadedHomeSettings();
  const configured = useExtensionConfig()['defaultCategory'];
  // The category select starts at the configured default, so the joke waits for the settings.
  if (!loaded) return null;
  return <RandomJoke title={title} defaultCategory={isJokeCategory(configured) ? configured : settings.randomJoke.defaultCategory} />;
};

export const IdentityWidget = ({ title }: WidgetProps) => <IdentityCard title={title} />;
