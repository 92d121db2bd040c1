// What an analysed import URL yields: the locations to register, or for a
// repository without a catalog file the entities the backend proposes, which become the pull request's file.
import type { Entity, EntityMetadata, EntitySpec } from '../catalog/entity';
import type { CompoundEntityRef } from '../catalog/entity-ref';
import type { ReadFailure } from './read-failure';

export interface ImportLocation {
  readonly target: string;
  /** The location is registered already: importing refreshes its entities instead. */
  readonly exists?: boolean;
  readonly entities: readonly CompoundEntityRef[];
}

/** An entity the backend proposes for a repository; any part may be missing. */
export interface GeneratedEntity {
  readonly apiVersion?: string;
  readonly kind?: string;
  readonly metadata?: Partial<EntityMetadata>;
  readonly spec?: EntitySpec;
  readonly [key: string]: unknown;
}

/** The backend's word on one field of a proposed entity ('analysisSuggestion' or 'needsUserInput'). */
export interface FieldSuggestion {
  readonly field: string;
  readonly state: string;
  readonly value?: string | null;
  readonly description?: string;
}

export type PullRequestIntegration = 'github' | 'azure';

export type AnalyzeResult =
  | { readonly type: 'locations'; readonly locations: readonly ImportLocation[] }
  | {
      readonly type: 'repository';
      readonly integrationType: PullRequestIntegration;
      readonly url: string;
      readonly generatedEntities: readonly GeneratedEntity[];
      readonly suggestions: readonly FieldSuggestion[];
      /** Set when the backend could not look for a catalog file in the repository (so there may be one). */
      readonly catalogFileUnchecked?: ReadFailure;
    };

export const compoundRefOf = (entity: Pick<Entity, 'kind' | 'metadata'>): CompoundEntityRef => ({
  kind: entity.kind,
  namespace: entity.metadata.namespace ?? 'default',
  name: entity.metadata.name,
});

export interface ExistingEntityFile {
  readonly location: { readonly target: string };
  readonly isRegistered: boolean;
  readonly entity: Pick<Entity, 'kind' | 'metadata'>;
}

/** The catalog files a repository analysis found, one location per file target, entities in order. */
export const locationsFromExistingFiles = (files: readonly ExistingEntityFile[]): readonly ImportLocation[] => {
  const byTarget = new Map<string, ImportLocation>();
  for (const file of files) {
    const target = file.location.target;
    const previous = byTarget.get(target);
    byTarget.set(target, {
      target,
      exists: file.isRegistered,
      entities: [...(previous?.entities ?? []), compoundRefOf(file.entity)],
    });
  }
  return [...byTarget.values()];
};

export interface EntityFields {
  readonly name: string;
  readonly owner: string;
}

const suggested = (suggestions: readonly FieldSuggestion[], field: string): string | undefined =>
  suggestions.find((suggestion) => suggestion.field === field && typeof suggestion.value === 'string')?.value ?? undefined;

/** The name and owner the form starts with: the first proposed entity's, else the backend's suggestions. */
export const initialEntityFields = (entities: readonly GeneratedEntity[], suggestions: readonly FieldSuggestion[]): EntityFields => ({
  name: entities[0]?.metadata?.name ?? suggested(suggestions, 'metadata.name') ?? '',
  owner: entities[0]?.spec?.owner ?? suggested(suggestions, 'spec.owner') ?? '',
});

/** The proposed entities with the name and owner the person chose (an empty owner leaves the proposal's). */
export const withEntityFields = (entities: readonly GeneratedEntity[], fields: EntityFields): readonly GeneratedEntity[] =>
  entities.map((entity) => ({
    ...entity,
    metadata: { ...entity.metadata, name: fields.name },
    spec: { ...entity.spec, ...(fields.owner.trim() ? { owner: fields.owner.trim() } : {}) },
  }));

/** The entities the pull request will register once it is merged. */
export const refsOfGenerated = (entities: readonly GeneratedEntity[]): readonly CompoundEntityRef[] =>
  entities.map((entity) => ({ kind: entity.kind ?? 'Component', namespace: entity.metadata?.namespace ?? 'default', name: entity.metadata?.name ?? '' }));
