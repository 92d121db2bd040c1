// Public API of the catalog domain: pure functions and types that work in plain Node.
export * from './constants';
export * from './messages';
export * from './entity';
export * from './entity-ref';
export * from './location-ref';
export * from './validation';
export * from './kind-specs';
export * from './filters';
export * from './filter-query';
export * from './filter-url';
export * from './pagination';
export * from './by-refs-chunks';
export * from './visits';
export * from './starred';
export * from './relation-warning';
export * from './facet-options';
export {
  entityPresentation,
  entityTitle,
  fallbackTitle,
  type EntityPresentation,
  type PresentationContext,
} from './presentation';
