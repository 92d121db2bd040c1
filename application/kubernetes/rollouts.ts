import type { CustomResource, Rollout } from '../../domain/kubernetes/types';

/**
 * Argo rollouts among a cluster's custom resources. The adapter decodes every custom resource of kind
 * Rollout with the rollout codec, so the kind is enough to know the shape.
 */
export const isRollout = (resource: CustomResource): resource is CustomResource & Rollout => resource.kind === 'Rollout';
