import type { BackendError } from '../shared/backend-error';

/** Why a scaffolder use case failed: the backend, or no signed-in identity where one is needed. */
export type ScaffolderError = BackendError | { readonly _tag: 'IdentityMissing'; readonly message: string };
