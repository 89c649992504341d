import type { RouteObject } from 'react-router';

/** The admin area's routes for the app's route table. */
export const routes: RouteObject[] = [];
