export * from './reports';
export * from './roles';
export * from './users';
export * from './plans';
export * from './subscriptions';
