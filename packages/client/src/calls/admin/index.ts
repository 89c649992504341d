export { deleteAdminRows, getAdminList, listQueryParams } from './admin-lists';
export * from './albums';
export * from './artists';
export * from './plans';
export { getAdminReport } from './reports';
export * from './roles';
export * from './subscriptions';
export * from './tracks';
export * from './users';
