import type { Visit } from '../../domain/catalog/visits';
import { serviceToken } from '../shared/service-token';

/** Visit records per user, kept in local storage. */
export interface VisitsStore {
  /** Most recent first. */
  get(userEntityRef: string): readonly Visit[];
  set(userEntityRef: string, visits: readonly Visit[]): void;
}

export const VisitsStoreToken = serviceToken<VisitsStore>('VisitsStore');
