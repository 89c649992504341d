// Imported only by the app's lazily loaded admin module: nothing here is part of a listener's first visit.
export { AdminArea, type AdminAreaProps } from './layout/AdminArea';
export type { AdminSlots } from './layout/admin-slots';
export { adminSection, routes } from './routes';
