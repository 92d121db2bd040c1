// The plugin's data, through its client: react-query caches it per rota and shares it between the page and cards.
import { useBackendQuery, useService } from 'portico-app/plugin-api';
import { OnCallClientToken } from './on-call-client';

export const onCallKeys = {
  rotas: ['on-call', 'rotas'] as const,
  rota: (id: string) => ['on-call', 'rota', id] as const,
};

export const useRotas = () => {
  const client = useService(OnCallClientToken);
  return useBackendQuery(onCallKeys.rotas, () => client.listRotas());
};

export const useRota = (id: string) => {
  const client = useService(OnCallClientToken);
  return useBackendQuery(onCallKeys.rota(id), () => client.getRota(id));
};
