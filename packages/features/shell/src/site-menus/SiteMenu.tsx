import { ButtonLink, cn } from '@tonearm/ui';
import { useLocation } from 'react-router';
import { useTrans } from '../i18n';
import { MenuIcon } from './MenuIcon';
import { useMenuLinks } from './use-menu-links';

export interface SiteMenuProps {
  /** The menu position whose menus are shown, e.g. `sidebar-primary`, `mobile-bottom`, `footer`. */
  position: string;
  /** The navigation landmark's name. */
  label: string;
  /** Extra classes for `[data-slot="site-menu"]`. */
  className?: string;
  /** Extra classes for each `[data-slot="site-menu-link"]`. */
  linkClassName?: string;
}

/**
 * The operator's menus at one position as a list of links (doc 000 §2), or nothing when none is visible. Styling
 * hooks: `[data-slot="site-menu"]`, `[data-slot="site-menu-link"]` with `[data-current]` on the current page.
 */
export function SiteMenu({ position, label, className, linkClassName }: SiteMenuProps) {
  const links = useMenuLinks(position);
  const { trans } = useTrans();
  const { pathname } = useLocation();
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} data-slot="site-menu" data-position={position} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {links.map((link) => (
          <li key={link.id}>
            <ButtonLink
              href={link.href}
              target={link.target}
              rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
              aria-current={pathname === link.href ? 'page' : undefined}
              variant="ghost"
              size="sm"
              data-slot="site-menu-link"
              className={cn('data-[current]:bg-muted', linkClassName)}
            >
              {link.icon && <MenuIcon name={link.icon} className="size-4" />}
              {trans(link.label)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
