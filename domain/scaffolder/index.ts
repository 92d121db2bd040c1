// The scaffolder's pure rules.
export * from './actions';
export * from './autocomplete';
export * from './constants';
export * from './dry-run';
export * from './entity-picker';
export * from './form-fields';
export * from './log-lines';
export * from './messages';
export * from './parameter-schema';
export * from './repo-url';
export * from './task';
export * from './task-list';
export * from './task-output';
export * from './task-stream';
export * from './template-groups';
export * from './permissions';
export * from './time';
