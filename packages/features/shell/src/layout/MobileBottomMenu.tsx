import { ButtonLink } from '@tonearm/ui';
import { useLocation } from 'react-router';
import { useTrans } from '../i18n';
import { useMenuLinks } from '../site-menus';

/** The menu position shown at the bottom of small screens (doc 000 §2). */
export const MOBILE_BOTTOM_MENU_POSITION = 'mobile-bottom';

/**
 * The `mobile-bottom` menu, fixed to the bottom of screens 768 px wide or less and hidden on wider ones. Styling
 * hook: `[data-slot="mobile-bottom-menu"]`.
 */
export function MobileBottomMenu() {
  const links = useMenuLinks(MOBILE_BOTTOM_MENU_POSITION);
  const { trans } = useTrans();
  const { pathname } = useLocation();
  if (links.length === 0) return null;
  return (
    <>
      {/* Keeps the end of the page clear of the fixed menu. */}
      <div aria-hidden="true" className="h-14 min-[769px]:hidden" />
      <nav
        aria-label={trans('Mobile')}
        data-slot="mobile-bottom-menu"
        className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-background min-[769px]:hidden"
      >
        <ul className="flex h-14 items-stretch">
          {links.map((link) => (
            <li key={link.id} className="flex flex-1">
              <ButtonLink
                href={link.href}
                target={link.target}
                aria-current={pathname === link.href ? 'page' : undefined}
                variant="ghost"
                size="sm"
                className="h-full flex-1 rounded-none text-xs data-[current]:text-primary"
              >
                {trans(link.label)}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
