// What the home page's widgets show, from the `home:` block of app-config (passed to the browser), with
// Portico's defaults for everything left out. Entries that cannot be used (unknown time zones, links with other
// schemes than http/https or a portal path) are dropped with a warning.
import { classifyLinkTarget } from '../app/external-link';
import {
  DEFAULT_JOKE_API_URL,
  DEFAULT_JOKE_CATEGORY,
  DEFAULT_WORLD_CLOCKS,
  FEATURED_DOCS_DEFAULT_LIMIT,
  TOOLKIT_ICONS,
  type JokeCategory,
  type ToolkitIcon,
} from './constants';
import { isJokeCategory } from './joke';
import { homeMessages } from './messages';

export interface ToolkitLink {
  readonly label: string;
  /** An http(s) URL (opens in a new window) or a path inside the portal. */
  readonly url: string;
  readonly icon: ToolkitIcon;
}

export interface WorldClock {
  readonly label: string;
  readonly timeZone: string;
}

export interface QuickStartStep {
  readonly title: string;
  readonly description?: string;
  readonly url: string;
}

export interface HomeSettings {
  readonly randomJoke: { readonly defaultCategory: JokeCategory; readonly apiUrl: string };
  readonly toolkit: readonly ToolkitLink[];
  readonly worldClocks: readonly WorldClock[];
  readonly companyLogo?: { readonly url: string; readonly alt: string };
  readonly featuredDocs: { readonly limit: number };
  readonly quickStart: { readonly steps: readonly QuickStartStep[] };
}

/** The `home:` block as read from config: every part optional, values not yet checked. */
export interface HomeSettingsInput {
  readonly randomJoke?: { readonly defaultCategory?: string; readonly apiUrl?: string };
  readonly toolkit?: readonly { readonly label: string; readonly url: string; readonly icon?: string }[];
  readonly worldClock?: readonly { readonly label: string; readonly timeZone: string }[];
  readonly companyLogo?: { readonly url: string; readonly alt?: string };
  readonly featuredDocs?: { readonly limit?: number };
  readonly quickStart?: { readonly steps?: readonly { readonly title: string; readonly description?: string; readonly url: string }[] };
}

export const DEFAULT_TOOLKIT: readonly ToolkitLink[] = [
  { label: 'Catalog', url: '/catalog', icon: 'catalog' },
  { label: 'Create', url: '/create', icon: 'create' },
  { label: 'Docs', url: '/docs', icon: 'docs' },
  { label: 'APIs', url: '/api-docs', icon: 'api' },
  { label: 'Search', url: '/search', icon: 'search' },
  { label: 'Settings', url: '/settings', icon: 'settings' },
];

export const DEFAULT_QUICK_START: readonly QuickStartStep[] = [
  { title: 'Explore the catalog', description: 'Find the components, APIs, systems and teams of your company.', url: '/catalog' },
  { title: 'Register a component', description: 'Point Portico at the catalog-info.yaml file of a repository.', url: '/catalog-import' },
  { title: 'Create something new', description: 'Start a service or a website from a template.', url: '/create' },
  { title: 'Read the docs', description: 'Technical documentation lives next to the code it describes.', url: '/docs' },
];

export const DEFAULT_HOME_SETTINGS: HomeSettings = {
  randomJoke: { defaultCategory: DEFAULT_JOKE_CATEGORY, apiUrl: DEFAULT_JOKE_API_URL },
  toolkit: DEFAULT_TOOLKIT,
  worldClocks: DEFAULT_WORLD_CLOCKS,
  featuredDocs: { limit: FEATURED_DOCS_DEFAULT_LIMIT },
  quickStart: { steps: DEFAULT_QUICK_START },
};

/** Whether the runtime knows the IANA time zone. */
export const isValidTimeZone = (timeZone: string): boolean => {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** http/https URLs and paths inside the portal; everything else (javascript:, data:, mailto:, …) is refused. */
export const isAllowedHomeLink = (url: string): boolean => {
  const target = classifyLinkTarget(url);
  if (target.kind === 'inApp') return target.to.startsWith('/');
  if (target.kind !== 'newWindow') return false;
  return /^https?:\/\//i.test(target.href);
};

const isToolkitIcon = (value: string | undefined): value is ToolkitIcon => value !== undefined && (TOOLKIT_ICONS as readonly string[]).includes(value);

export interface ResolvedHomeSettings {
  readonly settings: HomeSettings;
  readonly warnings: readonly string[];
}

export const resolveHomeSettings = (input: HomeSettingsInput | undefined): ResolvedHomeSettings => {
  const warnings: string[] = [];
  const keepLink = (url: string): boolean => {
    if (isAllowedHomeLink(url)) return true;
    warnings.push(homeMessages.invalidLink(url));
    return false;
  };
  const category = input?.randomJoke?.defaultCategory;
  const apiUrl = input?.randomJoke?.apiUrl;
  const toolkit = input?.toolkit
    ?.filter((link) => keepLink(link.url))
    .map((link) => ({ label: link.label, url: link.url, icon: isToolkitIcon(link.icon) ? link.icon : 'link' }));
  const clocks = input?.worldClock?.filter((clock) => {
    if (isValidTimeZone(clock.timeZone)) return true;
    warnings.push(homeMessages.invalidTimeZone(clock.timeZone));
    return false;
  });
  const logo = input?.companyLogo && keepLink(input.companyLogo.url) ? input.companyLogo : undefined;
  const limit = input?.featuredDocs?.limit;
  const steps = input?.quickStart?.steps?.filter((step) => keepLink(step.url));
  return {
    settings: {
      randomJoke: {
        defaultCategory: isJokeCategory(category) ? category : DEFAULT_JOKE_CATEGORY,
        apiUrl: apiUrl && /^https?:\/\//i.test(apiUrl) ? apiUrl.replace(/\/+$/, '') : DEFAULT_JOKE_API_URL,
      },
      toolkit: toolkit ?? DEFAULT_TOOLKIT,
      worldClocks: clocks ?? DEFAULT_WORLD_CLOCKS,
      ...(logo ? { companyLogo: { url: logo.url, alt: logo.alt?.trim() || homeMessages.companyLogo } } : {}),
      featuredDocs: { limit: limit !== undefined && Number.isInteger(limit) && limit > 0 ? limit : FEATURED_DOCS_DEFAULT_LIMIT },
      quickStart: { steps: steps ?? DEFAULT_QUICK_START },
    },
    warnings,
  };
};
