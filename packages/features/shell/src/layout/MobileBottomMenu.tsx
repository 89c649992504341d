import { Link } from 'react-aria-components';
import { useLocation } from 'react-router';
import { useTrans } from '../i18n';
import { MenuIcon, useMenuLinks } from '../site-menus';

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
        className="fixed inset-x-0 bottom-[var(--cookie-notice-bottom,0px)] z-30 border-border border-t bg-background min-[769px]:hidden"
      >
        <ul className="flex h-14 items-stretch">
          {links.map((link) => (
            // min-w-0 lets every entry shrink to its share of a 375 px screen; a long label is cut, not the row.
            <li key={link.id} className="flex min-w-0 flex-1">
              <Link
                href={link.href}
                target={link.target}
                aria-current={pathname === link.href ? 'page' : undefined}
                className="flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-1 font-medium text-muted-foreground text-xs outline-none data-[current]:text-primary data-[hovered]:bg-muted data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-inset"
              >
                {link.icon && <MenuIcon name={link.icon} />}
                <span className="max-w-full truncate">{trans(link.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
