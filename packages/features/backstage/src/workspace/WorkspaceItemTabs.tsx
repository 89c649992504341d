import { useTrans } from '@tonearm/shell';
import { Link } from 'react-aria-components';
import { useLocation } from 'react-router';
import { editPath, insightsPath, type WorkspaceItemKind } from './item-paths';

const tabClasses =
  'inline-flex min-h-11 items-center rounded-ui px-3 font-medium outline-hidden hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:text-foreground data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid';

/** Edit and Insights of one item, the current one marked for assistive technology. */
export function WorkspaceItemTabs({ kind, id }: { kind: WorkspaceItemKind; id: number }) {
  const { trans } = useTrans();
  const { pathname } = useLocation();
  const links = [
    { href: editPath(kind, id), label: trans('Edit') },
    { href: insightsPath(kind, id), label: trans('Insights') },
  ];
  return (
    <nav aria-label={trans('This item')} className="flex flex-wrap gap-1 border-border border-b pb-2">
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className={tabClasses}
          aria-current={pathname === link.href || pathname === `${link.href}/edit` ? 'page' : undefined}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
