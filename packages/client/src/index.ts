export * from './calls/index';
export * from './contract/error-payload';
export * from './conventions/index';
export * from './core/index';
export * from './errors/index';
export * from './query/index';
export * from './rules/index';
export * from './uploads/index';
