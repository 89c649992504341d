import type { Migration } from './migration';

// The names menus stored before they took the kit's Lucide names, and the Lucide icon each shows now; written out
// here, not imported, so this migration does the same whatever later becomes of the list.
const LUCIDE_NAMES =
  '{"dashboard":"layout-dashboard","people":"users","person":"user","music_note":"music","audiotrack":"music","album":"disc-3","sell":"tag","shield":"shield-check","autorenew":"refresh-cw","schedule":"clock","explore":"compass","category":"shapes","lyrics":"mic-vocal","queue-music":"list-music","library-music":"library"}';

/**
 * Menu items name their icon as the kit's Lucide set does (`disc-3`, `layout-dashboard`): the icons the site draws.
 * Stored items that name an icon by its older name (`album`, `dashboard`) get the Lucide name, in place and in
 * order; a name with no counterpart is left as it is.
 */
export const lucideMenuIcons: Migration = {
  id: '0049_lucide_menu_icons',
  statements: [
    `UPDATE settings SET value = (
      SELECT coalesce(jsonb_agg(
        CASE WHEN jsonb_typeof(menu->'items') = 'array' THEN jsonb_set(menu, '{items}', (
          SELECT coalesce(jsonb_agg(
            CASE WHEN '${LUCIDE_NAMES}'::jsonb ? (item->>'icon')
              THEN jsonb_set(item, '{icon}', '${LUCIDE_NAMES}'::jsonb -> (item->>'icon'))
              ELSE item END
            ORDER BY item_order), '[]'::jsonb)
          FROM jsonb_array_elements(menu->'items') WITH ORDINALITY AS items(item, item_order)
        )) ELSE menu END
        ORDER BY menu_order), '[]'::jsonb)
      FROM jsonb_array_elements(value) WITH ORDINALITY AS menus(menu, menu_order)
    )
    WHERE name = 'menus' AND jsonb_typeof(value) = 'array'`,
  ],
};
