import { Collection, Header, ListBoxSection, type ListBoxSectionProps } from 'react-aria-components';
import { menuSectionTitleVariants } from '../menu/menu.variants';
import { cn } from '../utils/cn';

export interface SelectSectionProps<T> extends Omit<ListBoxSectionProps<T>, 'className'> {
  /** The visible heading that names the group; without it, give the section an `aria-label`. */
  title?: React.ReactNode;
  /** Extra classes for `[data-slot="list-box-section"]`. */
  className?: string;
}

/** A named group of options. Styling hooks: `[data-slot="list-box-section"]`, `[data-slot="list-box-section-title"]`. */
export function SelectSection<T extends object>({
  title,
  items,
  children,
  className,
  ...props
}: SelectSectionProps<T>) {
  return (
    <ListBoxSection
      {...props}
      data-slot="list-box-section"
      className={cn('border-border not-first:mt-1 not-first:border-t not-first:pt-1', className)}
    >
      {title && (
        <Header data-slot="list-box-section-title" className={menuSectionTitleVariants()}>
          {title}
        </Header>
      )}
      <Collection {...(items ? { items } : {})}>{children}</Collection>
    </ListBoxSection>
  );
}
