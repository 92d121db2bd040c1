// Catalog graph constants: the dependency graph defaults (the first block), route names, and Portico's own
// choices below them.

/** Dependency graph defaults. */
export const GRAPH_NODE_MARGIN = 50;
export const GRAPH_EDGE_MARGIN = 10;
export const GRAPH_RANK_MARGIN = 50;
export const GRAPH_EDGE_WEIGHT = 1;
export const GRAPH_EDGE_RANKS = 1;
export const GRAPH_LABEL_OFFSET = 10;
export const GRAPH_DEFAULT_DIRECTION = 'TB';
export const GRAPH_DEFAULT_CURVE = 'curveMonotoneX';
export const GRAPH_DEFAULT_FIT = 'grow';
export const GRAPH_LAYOUT_THROTTLE_MS = 250;

/** The graph page's route, and the external route a node click follows (catalog-entity). */
export const CATALOG_GRAPH_PATH = '/catalog-graph';
export const CATALOG_GRAPH_ROUTE_NAME = 'catalog-graph';
export const CATALOG_ENTITY_ROUTE_NAME = 'catalog-entity';

/** Portico: the entity card shows direct neighbours; the page follows relations without limit until told otherwise. */
export const ENTITY_CARD_MAX_DEPTH = 1;
/** Portico (as Backstage's entity graph card): the card lays its one level out left to right, a column that fits a card. */
export const ENTITY_CARD_DIRECTION = 'LR';
export const GRAPH_PAGE_MAX_DEPTH = Number.POSITIVE_INFINITY;

/** Portico: zoom limits and the factor of one wheel step or button press. */
export const GRAPH_MIN_SCALE = 0.2;
export const GRAPH_MAX_SCALE = 4;
export const GRAPH_ZOOM_STEP = 1.2;

/** Portico: node box padding and the text metrics used when the browser cannot measure text. */
export const GRAPH_NODE_PADDING_X = 12;
export const GRAPH_NODE_HEIGHT = 44;
export const GRAPH_FALLBACK_CHAR_WIDTH = 7.2;
export const GRAPH_LABEL_HEIGHT = 16;

/** Portico: edge labels are drawn only while they can be read: up to this many edges, at this zoom or closer. */
export const GRAPH_LABELLED_EDGES_MAX = 40;
export const GRAPH_LABEL_MIN_SCALE = 0.75;
