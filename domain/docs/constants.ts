// Docs constants: defaults, annotation names, the plugin id and the default storage path.

export const REPORT_ISSUE_DEBOUNCE_MS = 500;
export const REPORT_ISSUE_TITLE_MAX = 70;

export const TEXT_SIZE_STEPS: readonly number[] = [90, 100, 115, 130, 150];
export const DEFAULT_TEXT_SIZE = 100;
export const TEXT_SIZE_STORAGE_KEY = 'techdocs.addons.settings.textsize';

export const DEFAULT_DOCS_BUILDER = 'local';

export const TECHDOCS_PLUGIN_ID = 'techdocs';
/** Storage URL when the config names none: the techdocs backend's static docs path. */
export const DEFAULT_STORAGE_PATH = '/static/docs';

/** Annotations: docs reference, entity override, entity path. */
export const ANNOTATION_TECHDOCS_REF = 'backstage.io/techdocs-ref';
export const ANNOTATION_TECHDOCS_ENTITY = 'backstage.io/techdocs-entity';
export const ANNOTATION_TECHDOCS_ENTITY_PATH = 'backstage.io/techdocs-entity-path';

/** Config keys read by the docs area. */
export const CONFIG_BUILDER = 'techdocs.builder';
export const CONFIG_STORAGE_URL = 'techdocs.storageUrl';
export const CONFIG_LEGACY_TRIPLET = 'techdocs.legacyUseCaseSensitiveTripletPaths';

/** How many matches the search inside a docs site lists (Portico choice). */
export const SITE_SEARCH_LIMIT = 10;
/** The heading levels the "On this page" list shows (a page's title is its h1). */
export const TABLE_OF_CONTENTS_LEVELS: readonly number[] = [2, 3];
