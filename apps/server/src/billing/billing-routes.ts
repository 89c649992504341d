import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { paginate, readPageQuery } from '../http/pagination';
import { checkoutRoutes } from './checkout-routes';
import { listedProducts } from './product-catalogue';
import { subscriptionRoutes } from './subscription-routes';

// Every plan fits one page of /pricing; a client may still page through with `page` and `perPage`.
const PLANS_PER_PAGE = 50;

/**
 * `GET billing/products` (doc 001 §7): the plans /pricing lists, public like the page; then the checkout and the
 * billing area's calls.
 */
export function billingRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();

  routes.get('/billing/products', async (c) => {
    const query = readPageQuery(c, PLANS_PER_PAGE);
    const { items, total } = await listedProducts(services.db, query);
    return c.json({ pagination: paginate(c, items, { ...query, total }) });
  });

  routes.route('/', checkoutRoutes(services));
  routes.route('/', subscriptionRoutes(services));
  return routes;
}
