export * from './reports';
export * from './roles';
export * from './users';
