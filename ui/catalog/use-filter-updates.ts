import { useEffect, useRef } from 'react';
import type { EntityFilters } from '../../domain/catalog/filters';
import { useLatestCallback } from '../app/use-latest-callback';

/** A change of the filters, computed from the filters it applies to. */
export type FilterUpdate = (current: EntityFilters) => EntityFilters;

/**
 * Applies filter changes to the filters as of the last change asked for, not to those of the last
 * render: a second click before the URL's re-render (navigation renders are transitions, late on a
 * busy machine) builds on the first click instead of undoing it. The returned function is stable.
 */
export const useFilterUpdates = (filters: EntityFilters, apply: (next: EntityFilters) => void): ((update: FilterUpdate) => void) => {
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  return useLatestCallback((update: FilterUpdate) => {
    const next = update(latest.current);
    // An update that returns the filters it was given changes nothing.
    if (next === latest.current) return;
    latest.current = next;
    apply(next);
  });
};

/** A FilterUpdate that sets some filters, keeping the others. */
export const patchFilters =
  (patch: (current: EntityFilters) => Partial<EntityFilters>): FilterUpdate =>
  (current) => ({ ...current, ...patch(current) });
