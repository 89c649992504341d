export type { AdminSlots } from './layout/admin-slots';
export { adminRoutes, adminSection, routes } from './routes';
