export { deleteAdminRows, getAdminList, listQueryParams } from './admin-lists';
export * from './plans';
export { getAdminReport } from './reports';
export * from './roles';
export * from './subscriptions';
export * from './users';
