export * from './appearance';
export * from './catalogue';
export * from './catalogue-import';
export * from './plans';
export * from './reports';
export * from './roles';
export * from './subscriptions';
export * from './users';
