// Catalog constants: defaults, limits and storage keys.

/** Namespace of an entity or entity reference that names none. */
export const DEFAULT_NAMESPACE = 'default';

/** Type of a location that names none. */
export const DEFAULT_LOCATION_TYPE = 'url';

/** Length limits of kind, name, namespace (DNS label) and DNS subdomain. */
export const KIND_MAX_LENGTH = 63;
export const NAME_MAX_LENGTH = 63;
export const NAMESPACE_MAX_LENGTH = 63;
export const DNS_LABEL_MAX_LENGTH = 63;
export const DNS_SUBDOMAIN_MAX_LENGTH = 253;
/** Tag length limit and API version suffix limit. */
export const TAG_MAX_LENGTH = 63;
export const API_VERSION_SUFFIX_MAX_LENGTH = 63;

/**
 * Entity validation remembers valid label keys and annotation keys, up to this many of each per generation (two
 * generations, so at most twice as many are held)...
 */
export const REMEMBERED_KEYS_LIMIT = 2048;
/** ...and valid apiVersions, of which a catalog has a handful. */
export const REMEMBERED_API_VERSIONS_LIMIT = 64;

/** POST /entities/by-refs is called with at most this many refs per call... */
export const BY_REFS_MAX_REFS_PER_CHUNK = 1000;
/** ...and at most about this many characters (90 KiB) per call... */
export const BY_REFS_MAX_CHARS_PER_CHUNK = 92160;
/** ...counting this many extra characters per ref (quotes and comma in the JSON body). */
export const BY_REFS_EXTRA_CHARS_PER_REF = 3;

/** Relation targets are not looked up for the relation warning above this many refs. */
export const RELATION_WARNING_MAX_REFS = 1000;

/** Entity list. */
export const ENTITY_LIST_DEFAULT_LIMIT = 20;
export const ENTITY_SEARCH_DEBOUNCE_MS = 250;
export const ENTITY_LIST_REFETCH_DEBOUNCE_MS = 10;
/**
 * Largest page the entity list asks for, whatever `limit` the URL carries: the largest page size the
 * table offers.
 */
export const ENTITY_LIST_MAX_LIMIT = 100;

/**
 * A page narrowed in the browser (filters the backend cannot express) reads backend pages until it is
 * full, looking at most at this many pages' worth of entities (FILL_BACKEND_PAGE_SIZE each) per page
 * shown; then it shows what it found and says so.
 */
export const FILL_MAX_BACKEND_PAGES = 5;
/**
 * Backend page size while filling such a page (at least the page size shown): the size of its first
 * read. A page not full after it reads the rest of its budget in one request (the backend caps no
 * page size, and a request's cost is mostly per request). The pages are read with only the fields the
 * filters look at; the rows shown are then read whole, by ref.
 */
export const FILL_BACKEND_PAGE_SIZE = 1000;
/**
 * Such a page's count is exact when the backend's own count (an upper bound) is at most this many:
 * they are then read, with only the fields the filters look at, and counted in the browser.
 */
export const EXACT_COUNT_SCAN_MAX = 10_000;
/**
 * Backend page size of that counting read after its first request, which asks for as many as the
 * backend counted (at most EXACT_COUNT_SCAN_MAX); further pages only hold matches added meanwhile.
 */
export const COUNT_SCAN_PAGE_SIZE = 2_500;

/** Catalog table sizes. */
export const OFFSET_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const CLIENT_PAGE_SIZE = 20;
export const CLIENT_PAGE_SIZES = [20, 50, 100] as const;

/** Default sort of the entity list. */
export const DEFAULT_SORT_FIELD = 'metadata.name';
export const DEFAULT_SORT_ORDER = 'asc';

/** Entity presentation cache. */
export const PRESENTATION_CACHE_TTL_MS = 10_000;
export const PRESENTATION_BATCH_DELAY_MS = 50;
export const PRESENTATION_MAX_BATCH = 100;

/** Visit store. */
export const VISITS_MAX_STORED = 100;
export const VISITS_LIST_DEFAULT_LIMIT = 8;
/** Storage key prefix of the visit store; the user ref is appended (Backstage home plugin key). */
export const VISITS_STORAGE_KEY_PREFIX = '@backstage/plugin-home:visits';

/** Starred entities live in this bucket and key; legacy entries in the old settings one. */
export const STARRED_BUCKET = 'starredEntities';
export const STARRED_KEY = 'entityRefs';
export const LEGACY_STARRED_BUCKET = 'settings';
export const LEGACY_STARRED_KEY = 'starredEntities';

/** Default file name of a catalog entity file. */
export const DEFAULT_ENTITY_FILENAME = 'catalog-info.yaml';

/** The index's filters move into a drawer on screens narrower than this many pixels. */
export const CATALOG_FILTER_DRAWER_BELOW_PX = 768;
/** Width a column of the index table needs to read (its longest words and a tag), and the row actions' width. */
export const CATALOG_TABLE_COLUMN_MIN_PX = 100;
export const CATALOG_TABLE_ACTIONS_PX = 100;
