// The import page's stepper: Select URL, Import Actions (choose locations or
// prepare the pull request), Review, Finish. Pure transitions; the page runs the calls between them.
import type { CompoundEntityRef } from '../catalog/entity-ref';
import type { AnalyzeResult, ImportLocation } from './analysis';
import type { PullRequestResult } from './pull-request';

export type RepositoryAnalysis = Extract<AnalyzeResult, { type: 'repository' }>;

export interface RegisteredLocation {
  readonly target: string;
  readonly entities: readonly CompoundEntityRef[];
}

export type ImportStep =
  | { readonly kind: 'selectUrl'; readonly url: string }
  | { readonly kind: 'selectLocations'; readonly url: string; readonly locations: readonly ImportLocation[]; readonly selected: readonly string[] }
  | { readonly kind: 'review'; readonly url: string; readonly locations: readonly ImportLocation[]; readonly from: 'selectUrl' | 'selectLocations'; readonly all: readonly ImportLocation[] }
  | { readonly kind: 'pullRequest'; readonly url: string; readonly analysis: RepositoryAnalysis }
  | { readonly kind: 'finishLocations'; readonly url: string; readonly added: readonly RegisteredLocation[]; readonly refreshed: readonly ImportLocation[] }
  | {
      readonly kind: 'finishPullRequest';
      readonly url: string;
      readonly result: PullRequestResult;
      readonly entities: readonly CompoundEntityRef[];
    };

export const startImport = (url = ''): ImportStep => ({ kind: 'selectUrl', url });

/** The stepper's active index: 0 Select URL, 1 Import Actions, 2 Review, 3 Finish. */
export const stepIndex = (step: ImportStep): 0 | 1 | 2 | 3 => {
  switch (step.kind) {
    case 'selectUrl':
      return 0;
    case 'selectLocations':
    case 'pullRequest':
      return 1;
    case 'review':
      return 2;
    case 'finishLocations':
    case 'finishPullRequest':
      return 3;
  }
};

/** One location goes straight to review; several are chosen first (all selected); a repository gets a pull request. */
export const afterAnalysis = (url: string, result: AnalyzeResult): ImportStep => {
  if (result.type === 'repository') return { kind: 'pullRequest', url, analysis: result };
  if (result.locations.length > 1) {
    return { kind: 'selectLocations', url, locations: result.locations, selected: result.locations.map((location) => location.target) };
  }
  return { kind: 'review', url, locations: result.locations, from: 'selectUrl', all: result.locations };
};

export const toggleLocation = (step: Extract<ImportStep, { kind: 'selectLocations' }>, target: string): ImportStep => ({
  ...step,
  selected: step.selected.includes(target) ? step.selected.filter((selected) => selected !== target) : [...step.selected, target],
});

export const reviewSelected = (step: Extract<ImportStep, { kind: 'selectLocations' }>): ImportStep => ({
  kind: 'review',
  url: step.url,
  locations: step.locations.filter((location) => step.selected.includes(location.target)),
  from: 'selectLocations',
  all: step.locations,
});

/** Back keeps what was entered: the URL, and the selection of locations. */
export const back = (step: ImportStep): ImportStep => {
  if (step.kind === 'review' && step.from === 'selectLocations') {
    return { kind: 'selectLocations', url: step.url, locations: step.all, selected: step.locations.map((location) => location.target) };
  }
  return startImport(step.url);
};

/** Locations the review imports (new) and refreshes (registered already). */
export const splitByExistence = (locations: readonly ImportLocation[]) => ({
  toAdd: locations.filter((location) => !location.exists),
  toRefresh: locations.filter((location) => location.exists),
});
