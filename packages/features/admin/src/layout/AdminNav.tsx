import type { MenuLink } from '@tonearm/shell';
import { MenuIcon, useTrans } from '@tonearm/shell';
import { ButtonLink, cn, Tooltip, TooltipTrigger } from '@tonearm/ui';

export interface AdminNavProps {
  links: MenuLink[];
  /** The id of the entry of the page shown; it gets `aria-current="page"`. */
  currentId: string | null;
  /**
   * Icons only, each named by its label and showing it as a tooltip.
   * @default false
   */
  collapsed?: boolean;
}

// An entry without an icon of its own still needs a drawing when the navigation shows icons only.
const ADMIN_NAV_FALLBACK_ICON = 'layout-grid';

const linkClasses =
  'w-full gap-3 text-muted-foreground data-[current]:bg-muted data-[current]:font-semibold data-[current]:text-foreground [&_svg]:size-5';

/**
 * The admin area's navigation landmark: one link per entry, with its icon. Styling hooks:
 * `[data-slot="admin-nav"]` with `[data-collapsed]`, `[data-slot="admin-nav-link"]` with `[data-current]`.
 */
export function AdminNav({ links, currentId, collapsed = false }: AdminNavProps) {
  const { trans } = useTrans();
  return (
    <nav aria-label={trans('Admin')} data-slot="admin-nav" data-collapsed={collapsed || undefined}>
      <ul className="flex flex-col gap-1">
        {links.map((link) => {
          const label = trans(link.label);
          const shared = {
            href: link.href,
            target: link.target,
            rel: link.target === '_blank' ? 'noopener noreferrer' : undefined,
            'aria-current': link.id === currentId ? ('page' as const) : undefined,
            variant: 'ghost' as const,
            'data-slot': 'admin-nav-link',
          };
          return (
            <li key={link.id}>
              {collapsed ? (
                <TooltipTrigger>
                  <ButtonLink {...shared} isIconOnly aria-label={label} className={linkClasses}>
                    <MenuIcon name={link.icon ?? ADMIN_NAV_FALLBACK_ICON} />
                  </ButtonLink>
                  <Tooltip placement="right">{label}</Tooltip>
                </TooltipTrigger>
              ) : (
                <ButtonLink {...shared} className={cn(linkClasses, 'justify-start! px-3!')}>
                  <MenuIcon name={link.icon ?? ADMIN_NAV_FALLBACK_ICON} />
                  <span className="truncate">{label}</span>
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
