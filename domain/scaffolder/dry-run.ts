// Template editor dry-runs: the files a run produced, its log and output, kept as a list
// of results the person can select and delete.
import type { JsonObject } from '../app/config-values';
import type { TaskOutput, TaskStepSpec } from './task';

export interface TemplateFile {
  /** Path relative to the template folder, '/'-separated, no leading slash. */
  readonly path: string;
  readonly content: Uint8Array;
  readonly executable?: boolean;
}

export interface DryRunLogEntry {
  readonly message: string;
  readonly stepId?: string;
  readonly status?: string;
}

export interface DryRunResponse {
  readonly log: readonly DryRunLogEntry[];
  readonly files: readonly TemplateFile[];
  readonly output: TaskOutput;
  readonly steps: readonly TaskStepSpec[];
}

export interface DryRunRequest {
  readonly template: JsonObject;
  readonly values: JsonObject;
  readonly secrets: Readonly<Record<string, string>>;
  readonly files: readonly TemplateFile[];
}

export interface DryRunResult extends DryRunResponse {
  readonly id: number;
}

export interface DryRunResults {
  readonly results: readonly DryRunResult[];
  readonly selectedId?: number;
  readonly nextId: number;
}

export const EMPTY_DRY_RUN_RESULTS: DryRunResults = { results: [], nextId: 1 };

/** A new result is added and selected. */
export const addDryRunResult = (state: DryRunResults, response: DryRunResponse): DryRunResults => ({
  results: [...state.results, { ...response, id: state.nextId }],
  selectedId: state.nextId,
  nextId: state.nextId + 1,
});

/** Deleting the selected result selects the last remaining one. */
export const deleteDryRunResult = (state: DryRunResults, id: number): DryRunResults => {
  const results = state.results.filter((result) => result.id !== id);
  const selectedId = state.selectedId === id ? results[results.length - 1]?.id : state.selectedId;
  return { results, nextId: state.nextId, ...(selectedId !== undefined ? { selectedId } : {}) };
};

export const selectDryRunResult = (state: DryRunResults, id: number): DryRunResults =>
  state.results.some((result) => result.id === id) ? { ...state, selectedId: id } : state;

export interface FileTreeNode {
  readonly name: string;
  readonly path: string;
  readonly children?: readonly FileTreeNode[];
}

interface MutableNode {
  name: string;
  path: string;
  children?: Map<string, MutableNode>;
}

const freeze = (node: MutableNode): FileTreeNode =>
  node.children
    ? {
        name: node.name,
        path: node.path,
        children: [...node.children.values()]
          .sort((a, b) => Number(Boolean(b.children)) - Number(Boolean(a.children)) || a.name.localeCompare(b.name))
          .map(freeze),
      }
    : { name: node.name, path: node.path };

/** Folders first, then files, each sorted by name. */
export const fileTree = (paths: readonly string[]): readonly FileTreeNode[] => {
  const root: MutableNode = { name: '', path: '', children: new Map() };
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    let node = root;
    parts.forEach((part, index) => {
      const isFile = index === parts.length - 1;
      const childPath = parts.slice(0, index + 1).join('/');
      const children = node.children ?? (node.children = new Map());
      let child = children.get(part);
      if (!child) {
        child = { name: part, path: childPath, ...(isFile ? {} : { children: new Map() }) };
        children.set(part, child);
      } else if (!isFile && !child.children) {
        child.children = new Map();
      }
      node = child;
    });
  }
  return freeze(root).children ?? [];
};

/** Normalises a path picked from a folder: '/'-separated, without the chosen folder's own name. */
export const relativeTemplatePath = (path: string, stripFirstSegment: boolean): string => {
  const parts = path.replace(/\\/g, '/').split('/').filter(Boolean);
  return (stripFirstSegment ? parts.slice(1) : parts).join('/');
};

/** The template document of a folder: template.yaml (or .yml) at its root. */
export const TEMPLATE_FILE_NAMES = ['template.yaml', 'template.yml'] as const;
export const findTemplateFile = (paths: readonly string[]): string | undefined =>
  TEMPLATE_FILE_NAMES.find((name) => paths.includes(name)) ?? paths.find((path) => /(^|\/)template\.ya?ml$/.test(path));

/** Zip-safe path in the download: no leading slashes, no '..' segments. */
export const archivePath = (path: string): string =>
  path
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .join('/');
