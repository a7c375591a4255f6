// The shape of the ClearView Y.Doc and helpers to read and write it; import from '@shared/collab'.
export * from './fields';
export * from './normalize';
export * from './snapshot';
export * from './meta';
export * from './awareness';
export { getModuleMap, readInputs, docToSnapshot, applySnapshotToDoc, setField } from './clearview-doc';
export * from './comparison';
export * from './field-specs';
export * from './what-if';
export * from './figure-tables';
