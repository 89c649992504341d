import { useTrans } from '@tonearm/shell';
import { Button, cn, Icon } from '@tonearm/ui';
import { AdminNav } from './AdminNav';
import { useSidebarCollapsed } from './sidebar-collapse';
import type { AdminNav as AdminNavState } from './use-admin-nav';

export interface AdminSidebarProps {
  nav: AdminNavState;
}

/**
 * The admin navigation at the left of screens wider than 768 px, collapsible to icons (the choice is remembered).
 * Styling hook: `[data-slot="admin-sidebar"]` with `[data-collapsed]`.
 */
export function AdminSidebar({ nav }: AdminSidebarProps) {
  const { trans } = useTrans();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  return (
    <aside
      data-slot="admin-sidebar"
      data-collapsed={collapsed || undefined}
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col gap-2 overflow-y-auto border-border border-r bg-background p-3 max-[768px]:hidden',
        collapsed ? 'w-16' : 'w-60',
      )}
    >
      {/* At the top, where a bottom bar such as the cookie notice never covers it. */}
      <Button
        variant="ghost"
        isIconOnly
        aria-label={collapsed ? trans('Expand navigation') : trans('Collapse navigation')}
        onPress={() => setCollapsed(!collapsed)}
        className={collapsed ? undefined : 'self-end'}
      >
        <Icon>
          <path d={collapsed ? 'm9 6 6 6-6 6' : 'm15 6-6 6 6 6'} />
        </Icon>
      </Button>
      <AdminNav links={nav.links} currentId={nav.currentId} collapsed={collapsed} />
    </aside>
  );
}
