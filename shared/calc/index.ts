// The financial rules of docs/spec/doc1.md §9 as pure functions; import from '@shared/calc'.
export * from './settings';
export * from './defaults';
export * from './inputs';
export * from './production';
export * from './pricing';
export * from './recruiting';
export * from './ownership';
export * from './summary';
