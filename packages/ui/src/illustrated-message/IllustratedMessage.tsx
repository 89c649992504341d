import type { ReactNode, Ref } from 'react';
import { Heading } from 'react-aria-components';
import { cn } from '../utils/cn';
import { illustratedMessageVariants } from './illustrated-message.variants';

export interface IllustratedMessageProps {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** A decorative picture above the title; give an `<img>` an empty `alt`. */
  image?: ReactNode;
  /** What happened ('Looks like you've found the doorway to the great nothing'). */
  title: ReactNode;
  /** What to do about it. */
  description?: ReactNode;
  /** A way out: a button or a button link ('Take me there!'). */
  action?: ReactNode;
  /**
   * The heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * The size of the picture and the text.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Extra classes for `[data-slot="illustrated-message"]`. */
  className?: string;
}

/**
 * An empty or error state: a picture, a title, a description and an action. Styling hooks:
 * `[data-slot="illustrated-message"]` and its parts `-image`, `-title`, `-description`, `-action`.
 */
export function IllustratedMessage({
  image,
  title,
  description,
  action,
  headingLevel = 2,
  size,
  className,
  ref,
}: IllustratedMessageProps) {
  return (
    <div
      ref={ref}
      data-slot="illustrated-message"
      className={cn(illustratedMessageVariants({ size }), className)}
    >
      {image && (
        <div
          data-slot="illustrated-message-image"
          aria-hidden="true"
          className="flex items-center justify-center [&>*]:max-h-full [&>*]:w-auto"
        >
          {image}
        </div>
      )}
      <Heading
        level={headingLevel}
        data-slot="illustrated-message-title"
        className="font-semibold text-foreground"
      >
        {title}
      </Heading>
      {description && (
        <div data-slot="illustrated-message-description" className="text-sm text-muted-foreground">
          {description}
        </div>
      )}
      {action && (
        <div data-slot="illustrated-message-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      )}
    </div>
  );
}
