import type { TaskEither } from 'fp-ts/TaskEither';
import type { Entity, EntityMetadata, EntitySpec } from '../../domain/catalog/entity';
import type { Location, LocationRef } from '../../domain/catalog/location-ref';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

// Writes to the catalog backend.

export interface AddLocationRequest {
  /** Default 'url'. */
  readonly type?: string;
  readonly target: string;
  /** Only read and process the location; register nothing. */
  readonly dryRun?: boolean;
}

export interface AddLocationResult {
  readonly location: Location;
  readonly entities: readonly Entity[];
  /** Dry runs say whether the location is registered already. */
  readonly exists?: boolean;
}

export interface EntityValidationError {
  readonly name?: string;
  readonly message: string;
}

export type EntityValidationResult =
  | { readonly valid: true }
  | { readonly valid: false; readonly errors: readonly EntityValidationError[] };

export interface AnalyzeLocationRequest {
  readonly location: LocationRef;
  readonly catalogFilename?: string;
}

export interface AnalyzeLocationExistingEntityFile {
  readonly location: { readonly type?: string; readonly target: string };
  readonly isRegistered: boolean;
  readonly entity: Entity;
}

/** An entity the backend proposes for a repository without a catalog file; any part may be missing. */
export interface PartialEntity {
  readonly apiVersion?: string;
  readonly kind?: string;
  readonly metadata?: Partial<EntityMetadata>;
  readonly spec?: EntitySpec;
  readonly [key: string]: unknown;
}

export interface AnalyzeLocationEntityField {
  readonly field: string;
  /** 'analysisSuggestion' or 'needsUserInput'. */
  readonly state: string;
  readonly value?: string | null;
  readonly description?: string;
}

export interface AnalyzeLocationResult {
  readonly existingEntityFiles: readonly AnalyzeLocationExistingEntityFile[];
  readonly generateEntities: readonly { readonly entity: PartialEntity; readonly fields: readonly AnalyzeLocationEntityField[] }[];
}

export interface EntityRegistrar {
  /** DELETE /entities/by-uid/{uid}. */
  removeEntityByUid(uid: string): TaskEither<BackendError, void>;
  /** POST /refresh; anything but 200 fails. */
  refreshEntity(entityRef: string): TaskEither<BackendError, void>;
  /**
   * POST /locations (?dryRun=true); anything but 201 fails, and an answer without a location fails
   * with 'Location wasn't added: {target}'.
   */
  addLocation(request: AddLocationRequest): TaskEither<BackendError, AddLocationResult>;
  /** DELETE /locations/{id}. */
  removeLocationById(id: string): TaskEither<BackendError, void>;
  /** POST /validate-entity: 2xx is valid, 400 lists the errors, anything else fails. */
  validateEntity(entity: unknown, locationRef: string): TaskEither<BackendError, EntityValidationResult>;
  /** POST /analyze-location. */
  analyzeLocation(request: AnalyzeLocationRequest): TaskEither<BackendError, AnalyzeLocationResult>;
}

export const EntityRegistrarToken = serviceToken<EntityRegistrar>('EntityRegistrar');
