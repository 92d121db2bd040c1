import type { HttpFetch } from '../shared/service-declaration';
import { serviceToken } from '../shared/service-token';

/** fetch that adds the signed-in user's identity token to backend and discovery URLs, and only to those. */
export const BackendFetchToken = serviceToken<HttpFetch>('BackendFetch');
