import { ListBoxItem, type ListBoxItemProps, Text } from 'react-aria-components';
import { composeClassName } from '../utils/compose-class-name';
import { CheckIcon } from '../utils/icons';
import { listBoxItemVariants } from './select.variants';

export interface SelectItemProps<T> extends Omit<ListBoxItemProps<T>, 'children'> {
  /** The option's label. */
  children: React.ReactNode;
  /** A second line under the label. */
  description?: React.ReactNode;
  /** Extra classes for `[data-slot="list-box-item"]`. */
  className?: ListBoxItemProps<T>['className'];
}

/**
 * One option of a `Select` or `ComboBox`; the chosen one shows a check. A non-string label needs `textValue`.
 * Styling hook: `[data-slot="list-box-item"]`.
 */
export function SelectItem<T extends object>({
  children,
  description,
  className,
  ...props
}: SelectItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem
      {...props}
      {...(textValue === undefined ? {} : { textValue })}
      data-slot="list-box-item"
      className={composeClassName(className, listBoxItemVariants())}
    >
      {({ isSelected }) => (
        <>
          {/* A label alone fills the row itself: one element less per option for the list to lay out as it opens. */}
          {description ? (
            <span className="flex min-w-0 flex-1 flex-col">
              <Text slot="label" className="truncate">
                {children}
              </Text>
              <Text slot="description" className="font-normal text-muted-foreground text-xs">
                {description}
              </Text>
            </span>
          ) : (
            <Text slot="label" className="min-w-0 flex-1 truncate">
              {children}
            </Text>
          )}
          <span className="flex size-4 shrink-0 items-center justify-center text-primary">
            {isSelected && <CheckIcon className="size-4" />}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}
