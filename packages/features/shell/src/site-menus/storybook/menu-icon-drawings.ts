import { lucideExportName, type MenuIconNode, menuIconSvg } from '@tonearm/client/rules';
import { HttpResponse, http } from 'msw';

/**
 * Draws the menu icons as the server does (`/icons/menu/{name}.svg`), from the kit's Lucide set, so every story's
 * menus show their icons. The set loads with the first icon asked for, not with every story.
 */
export const menuIconsDrawn = http.get('*/icons/menu/:file', async ({ params }) => {
  const drawings = (await import('@tonearm/ui/icons')) as unknown as Readonly<
    Record<string, MenuIconNode | undefined>
  >;
  const drawing = drawings[lucideExportName(String(params.file).replace(/\.svg$/, ''))];
  if (!drawing) return new HttpResponse('Not found.', { status: 404 });
  return new HttpResponse(menuIconSvg(drawing), { headers: { 'Content-Type': 'image/svg+xml' } });
});
