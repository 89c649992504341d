import { cn } from '@tonearm/ui';
import { Link, type LinkProps } from 'react-aria-components';

/**
 * A link inside running text. Underlined, because colour alone does not tell it apart from the sentence around it
 * (WCAG 1.4.1). Navigation goes through the app's router.
 */
export function TextLink({ className, ...props }: Omit<LinkProps, 'className'> & { className?: string }) {
  return (
    <Link
      {...props}
      className={cn(
        'rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:decoration-2 focus-visible:ring-2 focus-visible:ring-focus',
        className,
      )}
    />
  );
}
