// The plugin's data through its client: react-query caches it and shares it between the page and the cards.
import { useQuery } from '@tanstack/react-query';
import { useService } from 'portico-app/plugin-api';
import { OwnershipClientToken } from './ownership-client';

export const useComponents = () => {
  const client = useService(OwnershipClientToken);
  return useQuery({ queryKey: ['ownership', 'components'], queryFn: () => client.listComponents() });
};

export const useComponentsOwnedBy = (owner: string | undefined) => {
  const client = useService(OwnershipClientToken);
  return useQuery({ queryKey: ['ownership', 'owned-by', owner], queryFn: () => client.componentsOwnedBy(owner ?? ''), enabled: owner !== undefined });
};
