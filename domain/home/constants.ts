// Home page constants (Random Joke with defaultCategory any, programming or dad; visit lists of 8 by default)
// and Portico's defaults below.

/** The Random Joke's categories. */
export const JOKE_CATEGORIES = ['any', 'programming', 'dad'] as const;
export type JokeCategory = (typeof JOKE_CATEGORIES)[number];
export const DEFAULT_JOKE_CATEGORY: JokeCategory = 'any';

/** Portico: the joke API of Backstage's Random Joke card; {category} is '' for any, else 'programming/' or 'dad/'. */
export const DEFAULT_JOKE_API_URL = 'https://official-joke-api.appspot.com';
/** Portico: an unreachable joke API is given up after this long, and the bundled jokes are used. */
export const JOKE_REQUEST_TIMEOUT_MS = 3000;

/** Portico: Featured Docs lists this many documented entities unless configured. */
export const FEATURED_DOCS_DEFAULT_LIMIT = 5;

/** Portico: the world clock ticks every second, and shows these zones unless configured. */
export const WORLD_CLOCK_TICK_MS = 1000;
export const DEFAULT_WORLD_CLOCKS: readonly { readonly label: string; readonly timeZone: string }[] = [
  { label: 'UTC', timeZone: 'UTC' },
  { label: 'New York', timeZone: 'America/New_York' },
  { label: 'London', timeZone: 'Europe/London' },
  { label: 'Tokyo', timeZone: 'Asia/Tokyo' },
];

/** Portico: the welcome title's greetings change at these hours (local time). */
export const GREETING_HOURS = { morning: 5, afternoon: 12, evening: 17, night: 23 } as const;

/** Portico: icon names a Toolkit link may use (config `home.toolkit[].icon`); anything else shows a link icon. */
export const TOOLKIT_ICONS = ['catalog', 'create', 'docs', 'api', 'graph', 'search', 'settings', 'code', 'chart', 'chat', 'cloud', 'link'] as const;
export type ToolkitIcon = (typeof TOOLKIT_ICONS)[number];
