import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@backstage/core-plugin-api';
import { serviceCostsApiRef } from '../api';
import type { ServiceCost } from '../client';

export type CostsState = { readonly loading: true } | { readonly loading: false; readonly costs: readonly ServiceCost[] } | { readonly loading: false; readonly error: Error };

/** The costs from the cost service, and a reload. */
export const useCosts = (): [CostsState, () => Promise<void>] => {
  const api = useApi(serviceCostsApiRef);
  const [state, setState] = useState<CostsState>({ loading: true });
  const load = useCallback(async () => {
    try {
      setState({ loading: false, costs: await api.listCosts() });
    } catch (error) {
      setState({ loading: false, error: error instanceof Error ? error : new Error(String(error)) });
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);
  return [state, load];
};

export const formatCost = (cost: ServiceCost): string => new Intl.NumberFormat('en', { style: 'currency', currency: cost.currency, maximumFractionDigits: 0 }).format(cost.monthToDate);
