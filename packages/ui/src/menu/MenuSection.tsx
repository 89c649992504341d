import {
  Collection,
  Header,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
} from 'react-aria-components';
import { cn } from '../utils/cn';
import { menuSectionTitleVariants } from './menu.variants';

export interface MenuSectionProps<T> extends Omit<RACMenuSectionProps<T>, 'className'> {
  /** The visible heading that names the group; without it, give the section an `aria-label`. */
  title?: React.ReactNode;
  /** Extra classes for `[data-slot="menu-section"]`. */
  className?: string;
}

/**
 * A named group of items in a `Menu`, separated from the previous group by a rule. Styling hooks:
 * `[data-slot="menu-section"]`, `[data-slot="menu-section-title"]`.
 */
export function MenuSection<T extends object>({
  title,
  items,
  children,
  className,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection
      {...props}
      data-slot="menu-section"
      className={cn('border-border not-first:mt-1 not-first:border-t not-first:pt-1', className)}
    >
      {title && (
        <Header data-slot="menu-section-title" className={menuSectionTitleVariants()}>
          {title}
        </Header>
      )}
      <Collection {...(items ? { items } : {})}>{children}</Collection>
    </RACMenuSection>
  );
}
