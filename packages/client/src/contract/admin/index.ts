export * from './reports';
export * from './roles';
