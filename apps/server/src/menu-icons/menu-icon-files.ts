import { lucideExportName, MENU_ICON_NAMES, type MenuIconNode, menuIconSvg } from '@tonearm/client/rules';
import * as icons from '@tonearm/ui/icons';
import { Hono } from 'hono';
import type { AppBindings } from '../app-context';
import { IMMUTABLE_CACHE } from '../web/static-files';

const drawings = icons as unknown as Readonly<Record<string, MenuIconNode | undefined>>;

/** The drawing of a menu icon in the kit's Lucide set, or `undefined` for a name that is not offered. */
export function menuIconDrawing(name: string): MenuIconNode | undefined {
  return (MENU_ICON_NAMES as readonly string[]).includes(name) ? drawings[lucideExportName(name)] : undefined;
}

/**
 * `GET /icons/menu/{name}.svg`: the drawings of the icons menu items may show, from the kit's Lucide set. Menus
 * paint them as masks, so an icon costs a page no code; a drawing never changes under its name while the set's
 * version holds, so browsers keep it a year.
 */
export function menuIconRoutes() {
  const routes = new Hono<AppBindings>();
  const svgs = new Map<string, string>();
  routes.get('/icons/menu/:file', (c) => {
    const name = /^([a-z0-9-]+)\.svg$/.exec(c.req.param('file'))?.[1];
    const drawing = name ? menuIconDrawing(name) : undefined;
    if (!name || !drawing) return c.text('Not found.', 404);
    let svg = svgs.get(name);
    if (!svg) {
      svg = menuIconSvg(drawing);
      svgs.set(name, svg);
    }
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': IMMUTABLE_CACHE });
  });
  return routes;
}
