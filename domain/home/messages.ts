// Home page texts. Widget titles (Random Joke, Toolkit, Your Starred
// Entities, Top Visited, Recently Visited, Featured Docs, Quick Start); the rest is Portico wording.

export const homeMessages = {
  randomJoke: 'Random Joke',
  toolkit: 'Toolkit',
  starredEntities: 'Your Starred Entities',
  topVisited: 'Top Visited',
  recentlyVisited: 'Recently Visited',
  featuredDocs: 'Featured Docs',
  quickStart: 'Quick Start',
  worldClock: 'World Clock',
  companyLogo: 'Company logo',

  jokeCategory: 'Category',
  jokeCategoryLabels: { any: 'Any', programming: 'Programming', dad: 'Dad' },
  revealPunchline: 'Show the punchline',
  anotherJoke: 'Another one',
  offlineJoke: 'From the bundled joke list: the joke service could not be reached.',
  noJoke: 'No joke in this category.',

  noStarred: 'Click the star beside an entity name to add it to this list!',
  unstar: (title: string) => `Remove ${title} from starred entities`,
  noVisits: 'There are no visits to show yet.',
  hits: (count: number) => (count === 1 ? '1 visit' : `${count} visits`),
  noFeaturedDocs: 'No documented entities yet.',
  couldNotLoadDocs: 'Could not load the featured docs.',
  viewAllDocs: 'View all docs',

  quickStartIntro: 'New here? These are the first steps in Portico:',
  invalidTimeZone: (timeZone: string) => `Unknown time zone in home.worldClock: ${timeZone}`,
  invalidLink: (url: string) => `Refused link in home config (only http, https and paths inside the portal): ${url}`,
} as const;

/** The welcome title's greeting for a local hour (0-23). */
export type GreetingText = 'Good morning' | 'Good afternoon' | 'Good evening' | 'Get some rest';
