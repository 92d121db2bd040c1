// The catalog graph page's state in its URL (Backstage's parameter names, so shared links keep working):
// ?rootEntityRefs[]=component:default/payments&maxDepth=2&selectedKinds[]=api&selectedRelations[]=ownedBy
//  &direction=LR&unidirectional=false&mergeRelations=true
import { GRAPH_DEFAULT_DIRECTION, GRAPH_PAGE_MAX_DEPTH } from './constants';

export const DIRECTIONS = ['TB', 'BT', 'LR', 'RL'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const DIRECTION_LABELS: Readonly<Record<Direction, string>> = {
  TB: 'Top to bottom',
  BT: 'Bottom to top',
  LR: 'Left to right',
  RL: 'Right to left',
};

export interface CatalogGraphState {
  readonly rootEntityRefs: readonly string[];
  /** Relation hops from the roots; Infinity for no limit. */
  readonly maxDepth: number;
  readonly selectedKinds: readonly string[];
  readonly selectedRelations: readonly string[];
  readonly direction: Direction;
  readonly unidirectional: boolean;
  readonly mergeRelations: boolean;
}

export const DEFAULT_GRAPH_STATE: CatalogGraphState = {
  rootEntityRefs: [],
  maxDepth: GRAPH_PAGE_MAX_DEPTH,
  selectedKinds: [],
  selectedRelations: [],
  direction: GRAPH_DEFAULT_DIRECTION,
  unidirectional: true,
  mergeRelations: true,
};

export const isDirection = (value: string): value is Direction => (DIRECTIONS as readonly string[]).includes(value);

/** 'maxDepth' as written in the URL: a whole number from 0, or '∞'/'Infinity'/absent for no limit. */
export const parseMaxDepth = (value: string | null | undefined): number => {
  if (value === null || value === undefined || value === '' || value === '∞' || value.toLowerCase() === 'infinity') return GRAPH_PAGE_MAX_DEPTH;
  if (!/^\d{1,4}$/.test(value.trim())) return GRAPH_PAGE_MAX_DEPTH;
  return Number(value.trim());
};

const parseBoolean = (value: string | null, fallback: boolean): boolean =>
  value === 'true' ? true : value === 'false' ? false : fallback;

/** Values of `name[]` (also `name` and indexed `name[0]`), non-empty and without repeats, in order. */
const listParam = (params: URLSearchParams, name: string): readonly string[] => {
  const values: string[] = [];
  for (const [key, value] of params) {
    if (key === name || key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key)) {
      for (const part of value.split(',')) {
        const trimmed = part.trim();
        if (trimmed.length > 0 && !values.includes(trimmed)) values.push(trimmed);
      }
    }
  }
  return values;
};

export const graphStateFromSearch = (search: string, defaults: CatalogGraphState = DEFAULT_GRAPH_STATE): CatalogGraphState => {
  const params = new URLSearchParams(search);
  const direction = params.get('direction')?.toUpperCase() ?? '';
  const rootEntityRefs = listParam(params, 'rootEntityRefs');
  const kinds = listParam(params, 'selectedKinds').map((kind) => kind.toLowerCase());
  const relations = listParam(params, 'selectedRelations');
  return {
    rootEntityRefs: rootEntityRefs.length > 0 ? rootEntityRefs : defaults.rootEntityRefs,
    maxDepth: params.has('maxDepth') ? parseMaxDepth(params.get('maxDepth')) : defaults.maxDepth,
    selectedKinds: kinds.length > 0 ? kinds : defaults.selectedKinds,
    selectedRelations: relations.length > 0 ? relations : defaults.selectedRelations,
    direction: isDirection(direction) ? direction : defaults.direction,
    unidirectional: parseBoolean(params.get('unidirectional'), defaults.unidirectional),
    mergeRelations: parseBoolean(params.get('mergeRelations'), defaults.mergeRelations),
  };
};

/** The query string of a state (without '?'); defaults are left out. */
export const graphStateToSearch = (state: CatalogGraphState): string => {
  const params = new URLSearchParams();
  for (const ref of state.rootEntityRefs) params.append('rootEntityRefs[]', ref);
  if (Number.isFinite(state.maxDepth)) params.set('maxDepth', String(Math.max(0, Math.floor(state.maxDepth))));
  for (const kind of state.selectedKinds) params.append('selectedKinds[]', kind);
  for (const relation of state.selectedRelations) params.append('selectedRelations[]', relation);
  if (state.direction !== DEFAULT_GRAPH_STATE.direction) params.set('direction', state.direction);
  if (state.unidirectional !== DEFAULT_GRAPH_STATE.unidirectional) params.set('unidirectional', String(state.unidirectional));
  if (state.mergeRelations !== DEFAULT_GRAPH_STATE.mergeRelations) params.set('mergeRelations', String(state.mergeRelations));
  return params.toString();
};

/** The graph page's path for the given roots (and options). */
export const catalogGraphPath = (state: Partial<CatalogGraphState> & { readonly rootEntityRefs: readonly string[] }): string => {
  const search = graphStateToSearch({ ...DEFAULT_GRAPH_STATE, ...state });
  return search ? `/catalog-graph?${search}` : '/catalog-graph';
};
