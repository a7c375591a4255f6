// The financial rules of doc1 §9 as pure functions; import from '@shared/calc'.
export * from './settings';
export * from './defaults';
export * from './inputs';
export * from './production';
export * from './pricing';
export * from './recruiting';
export * from './ownership';
export * from './summary';
