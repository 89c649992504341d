import { lucideExportName, type MenuIconNode, menuIconSvg } from '@tonearm/client/rules';
import * as icons from '@tonearm/ui/icons';
import { HttpResponse, http } from 'msw';

const drawings = icons as unknown as Readonly<Record<string, MenuIconNode | undefined>>;

/** Draws the menu icons as the server does (`/icons/menu/{name}.svg`), from the kit's Lucide set. */
export const menuIconsDrawn = http.get('*/icons/menu/:file', ({ params }) => {
  const name = String(params.file).replace(/\.svg$/, '');
  const drawing = drawings[lucideExportName(name)];
  if (!drawing) return new HttpResponse('Not found.', { status: 404 });
  return new HttpResponse(menuIconSvg(drawing), { headers: { 'Content-Type': 'image/svg+xml' } });
});
