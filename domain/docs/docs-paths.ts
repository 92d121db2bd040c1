// Where a docs site lives: the entity triplet namespace/kind/name is
// lowercased in paths unless the legacy case-sensitive setting is on; a page is {storage}/{triplet}/{path}/index.html.
import type { Entity } from '../catalog/entity';
import type { CompoundEntityRef } from '../catalog/entity-ref';
import { docsTargetOf } from './annotations';

export interface DocsTriplet {
  readonly namespace: string;
  readonly kind: string;
  readonly name: string;
}

export const docsTriplet = (ref: CompoundEntityRef, legacyCaseSensitive: boolean): DocsTriplet =>
  legacyCaseSensitive
    ? { namespace: ref.namespace, kind: ref.kind, name: ref.name }
    : { namespace: ref.namespace.toLocaleLowerCase('en-US'), kind: ref.kind.toLocaleLowerCase('en-US'), name: ref.name.toLocaleLowerCase('en-US') };

const segment = (value: string) => encodeURIComponent(value);

export const tripletPath = (triplet: DocsTriplet): string =>
  `${segment(triplet.namespace)}/${segment(triplet.kind)}/${segment(triplet.name)}`;

/** A page path without leading slashes, dot segments or a trailing index.html: 'runbook/', 'a/b/', ''. */
export const normalizePagePath = (path: string): string => {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  if (parts[parts.length - 1] === 'index.html') parts.pop();
  return parts.length ? `${parts.join('/')}/` : '';
};

/** The site's root directory URL in storage, with a trailing slash. */
export const siteRootUrl = (storageUrl: string, triplet: DocsTriplet): string =>
  `${storageUrl.replace(/\/+$/, '')}/${tripletPath(triplet)}/`;

/** The directory URL of a page (what its relative links resolve against). */
export const pageDirectoryUrl = (storageUrl: string, triplet: DocsTriplet, path: string): string =>
  `${siteRootUrl(storageUrl, triplet)}${normalizePagePath(path)}`;

/** GET {storage}/{namespace}/{kind}/{name}/{path}/index.html. */
export const pageHtmlUrl = (storageUrl: string, triplet: DocsTriplet, path: string): string =>
  `${pageDirectoryUrl(storageUrl, triplet, path)}index.html`;

/** The reader route of a page: /docs/{namespace}/{kind}/{name}/{path}. */
export const readerPath = (ref: CompoundEntityRef, path = ''): string =>
  `/docs/${segment(ref.namespace)}/${segment(ref.kind)}/${segment(ref.name)}/${normalizePagePath(path)}`;

/** The storage URL: the configured one, else the techdocs backend's static docs path. */
export const storageUrlOf = (configured: string | undefined, techdocsBaseUrl: string, defaultPath: string): string =>
  (configured && configured.trim() !== '' ? configured.trim() : `${techdocsBaseUrl.replace(/\/+$/, '')}${defaultPath}`).replace(/\/+$/, '');

/**
 * The docs reader's route parameters for a link to an entity's docs (the site its override names, else its own):
 * namespace, kind and name lowercased, unless the legacy case-sensitive setting keeps them as written.
 */
export const docsRouteParams = (entity: Entity, legacyCaseSensitive: boolean): DocsTriplet =>
  docsTriplet(docsTargetOf(entity).ref, legacyCaseSensitive);
