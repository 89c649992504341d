import { VALUE_LIST_NAMES } from '@tonearm/client/contract';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { notFound } from '../http/errors';
import { countries } from './countries';
import { listLocalizations } from './localizations';
import { timezonesByRegion } from './timezones';

type ValueListName = (typeof VALUE_LIST_NAMES)[number];

const isValueListName = (name: string): name is ValueListName =>
  (VALUE_LIST_NAMES as readonly string[]).includes(name);

/** `GET value-lists/{names}`: the lists named, comma-separated (doc 000 §3, §7). */
export function valueListRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  const build: Record<ValueListName, () => unknown> = {
    timezones: () => timezonesByRegion(services.now()),
    countries,
    localizations: () => listLocalizations(services.db),
  };

  routes.get('/value-lists/:names', async (c) => {
    const names = c.req
      .param('names')
      .split(',')
      .map((name) => name.trim());
    const unknown = names.filter((name) => !isValueListName(name));
    if (unknown.length > 0) throw notFound(`Unknown value lists: ${unknown.join(', ')}.`);
    const lists = names.filter(isValueListName);
    const values = await Promise.all(lists.map((name) => build[name]()));
    return c.json(Object.fromEntries(lists.map((name, index) => [name, values[index]])));
  });

  return routes;
}
