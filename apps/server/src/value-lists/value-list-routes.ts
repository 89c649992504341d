import { VALUE_LIST_NAMES } from '@tonearm/client/contract';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { notFound } from '../http/errors';
import { countries } from './countries';
import { LOCALIZATIONS } from './localizations';
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
    localizations: () => LOCALIZATIONS.map(({ language, name }) => ({ language, name })),
  };

  routes.get('/value-lists/:names', (c) => {
    const names = c.req
      .param('names')
      .split(',')
      .map((name) => name.trim());
    const unknown = names.filter((name) => !isValueListName(name));
    if (unknown.length > 0) throw notFound(`Unknown value lists: ${unknown.join(', ')}.`);
    return c.json(Object.fromEntries(names.filter(isValueListName).map((name) => [name, build[name]()])));
  });

  return routes;
}
