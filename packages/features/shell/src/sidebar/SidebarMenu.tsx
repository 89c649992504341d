import { Link } from 'react-aria-components';
import { useLocation } from 'react-router';
import { useTrans } from '../i18n';
import { MenuIcon, useMenuLinks } from '../site-menus';

export interface SidebarMenuProps {
  /** The menu position whose links are listed, e.g. `sidebar-primary`. */
  position: string;
  /** The navigation landmark's name. */
  label: string;
  /** A visible heading over the links, naming the landmark too. @default undefined */
  heading?: string;
}

/**
 * The operator's menus at one position as a column of links, each a full-width target 40 px high (WCAG 2.2 target
 * size), or nothing when none is visible. Styling hooks: `[data-slot="sidebar-menu"]`, `[data-slot="sidebar-link"]`
 * with `[data-current]` on the current page.
 */
export function SidebarMenu({ position, label, heading }: SidebarMenuProps) {
  const links = useMenuLinks(position);
  const { trans } = useTrans();
  const { pathname } = useLocation();
  if (links.length === 0) return null;
  const headingId = `sidebar-${position}-heading`;
  return (
    <nav
      data-slot="sidebar-menu"
      data-position={position}
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
    >
      {heading && (
        <h2
          id={headingId}
          className="px-3 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
        >
          {heading}
        </h2>
      )}
      <ul className="flex flex-col gap-0.5">
        {links.map((link) => (
          <li key={link.id}>
            <Link
              href={link.href}
              target={link.target}
              aria-current={pathname === link.href ? 'page' : undefined}
              data-slot="sidebar-link"
              className="flex h-10 items-center gap-3 rounded-ui px-3 font-medium text-foreground text-sm outline-none data-[current]:bg-muted data-[hovered]:bg-muted data-[current]:text-primary data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
            >
              {link.icon && <MenuIcon name={link.icon} />}
              <span className="truncate">{trans(link.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
