// Public API of the Kubernetes domain: pure rules for the Kubernetes tab, the CLI and scripts.
export * from './types';
export * from './constants';
export { k8sMessages } from './messages';
export * from './resources';
export * from './detect-errors';
export * from './pods';
export * from './usage';
export * from './rollouts';
export * from './cron';
export * from './dashboard-links';
export * from './terminal';
export * from './auth-providers';
export * from './clusters';
export * from './workload-details';
export * from './merge-objects';
