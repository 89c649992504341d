import { useTrans } from '@tonearm/shell';
import { Link } from 'react-aria-components';
import { APPEARANCE_SECTIONS, appearanceSectionLines } from './appearance-sections';

const linkClasses =
  'flex min-h-12 flex-col justify-center rounded-ui px-3 py-2 outline-hidden data-[hovered]:bg-muted data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid';

/** The editor's sections, each a page of its own (`/admin/appearance/{section}`). */
export function SectionNav() {
  const { trans } = useTrans();
  const lines = appearanceSectionLines(trans);
  return (
    <nav aria-label={trans('Appearance sections')}>
      <ul className="flex flex-col gap-1">
        {APPEARANCE_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link href={`/admin/appearance/${section.id}`} className={linkClasses}>
              <span className="font-medium">{lines[section.id].title}</span>
              <span className="text-muted-foreground text-sm">{lines[section.id].description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
