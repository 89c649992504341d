import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  Link,
  type LinkProps,
  Breadcrumb as RACBreadcrumb,
  type BreadcrumbProps as RACBreadcrumbProps,
  Breadcrumbs as RACBreadcrumbs,
  type BreadcrumbsProps as RACBreadcrumbsProps,
} from 'react-aria-components';
import { useKitStrings } from '../providers/kit-strings';
import { cn } from '../utils/cn';
import { focusRing } from '../utils/focus-ring';
import { ChevronRightIcon } from '../utils/icons';

export interface BreadcrumbsProps<T extends object> extends Omit<RACBreadcrumbsProps<T>, 'className'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLOListElement>;
  /**
   * The name of the navigation landmark around the trail.
   * @default 'Breadcrumbs', or the `breadcrumbs` of the nearest `KitStringsProvider`
   */
  'aria-label'?: string;
  /** Extra classes for the `[data-slot="breadcrumbs"]` list. */
  className?: string;
}

/**
 * The path from the top of a section to the current page; the last `Breadcrumb` is the current page
 * (`aria-current="page"`). Styling hooks: `nav[data-slot="breadcrumbs-nav"]`, `ol[data-slot="breadcrumbs"]`.
 */
export function Breadcrumbs<T extends object>({
  'aria-label': ariaLabel,
  className,
  ...props
}: BreadcrumbsProps<T>) {
  const { breadcrumbs } = useKitStrings();
  return (
    <nav aria-label={ariaLabel ?? breadcrumbs} data-slot="breadcrumbs-nav">
      <RACBreadcrumbs
        {...props}
        data-slot="breadcrumbs"
        className={cn('flex flex-wrap items-center gap-1 text-sm', className)}
      />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<LinkProps, 'children' | 'className' | 'id'> {
  /** The page's name. */
  children: ReactNode;
  /** An id passed to the trail's `onAction` when pressed. */
  id?: string | number;
  /** Extra classes for the `[data-slot="breadcrumb"]` item. */
  className?: RACBreadcrumbProps['className'];
}

/** One page in `Breadcrumbs`: a link (`href`), or plain text for the current page. */
export function Breadcrumb({ children, id, className, ...props }: BreadcrumbProps) {
  return (
    <RACBreadcrumb
      id={id}
      data-slot="breadcrumb"
      className={composeRenderProps(className, (className) => cn('flex items-center gap-1', className))}
    >
      {({ isCurrent }) => (
        <>
          <Link
            {...props}
            className={cn(
              'rounded-sm text-muted-foreground underline-offset-4 data-[hovered]:text-foreground',
              'data-[hovered]:data-[href]:underline data-[current]:font-medium data-[current]:text-foreground',
              focusRing,
            )}
          >
            {children}
          </Link>
          {!isCurrent && <ChevronRightIcon className="size-4 text-muted-foreground rtl:rotate-180" />}
        </>
      )}
    </RACBreadcrumb>
  );
}
