export { deleteAdminRows, getAdminList, listQueryParams } from './admin-lists';
export { getAdminReport } from './reports';
export * from './roles';
export * from './users';
export * from './plans';
export * from './subscriptions';
