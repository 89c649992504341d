export { deleteAdminRows, getAdminList, listQueryParams } from './admin-lists';
