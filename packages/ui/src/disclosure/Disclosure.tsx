import type { ReactNode, Ref } from 'react';
import {
  Button,
  composeRenderProps,
  Heading,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  type DisclosureGroupProps as RACDisclosureGroupProps,
  DisclosurePanel as RACDisclosurePanel,
  type DisclosurePanelProps as RACDisclosurePanelProps,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { cn } from '../utils/cn';
import { focusRing } from '../utils/focus-ring';
import { ChevronRightIcon } from '../utils/icons';

export type DisclosureProps = RACDisclosureProps & {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * A section whose content can be shown and hidden (controlled with `isExpanded`, or `defaultExpanded`). Compose a
 * `DisclosureTrigger` and a `DisclosurePanel` inside. Styling hooks: `[data-slot="disclosure"]` with
 * `[data-expanded]`, `[data-disabled]`.
 */
export function Disclosure({ className, ...props }: DisclosureProps) {
  return (
    <RACDisclosure
      {...props}
      data-slot="disclosure"
      className={composeRenderProps(className, (className) =>
        cn('group/disclosure flex flex-col', className),
      )}
    />
  );
}

export interface DisclosureTriggerProps {
  /** The heading text of the section. */
  children: ReactNode;
  /**
   * The heading level, to fit the page outline.
   * @default 3
   */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Extra classes for the `[data-slot="disclosure-trigger"]` button. */
  className?: string;
}

/** The heading and button that toggle a `Disclosure`; Enter or Space toggles it. */
export function DisclosureTrigger({ children, level = 3, className }: DisclosureTriggerProps) {
  return (
    <Heading level={level} className="m-0 text-sm font-medium">
      <Button
        slot="trigger"
        data-slot="disclosure-trigger"
        className={composeRenderProps(className, (className) =>
          cn(
            'flex w-full cursor-default items-center gap-2 rounded-ui px-2 py-1.5 text-start text-foreground',
            'data-[hovered]:bg-muted data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
            focusRing,
            className,
          ),
        )}
      >
        <ChevronRightIcon className="size-4 shrink-0 transition-transform group-data-[expanded]/disclosure:rotate-90 rtl:rotate-180 rtl:group-data-[expanded]/disclosure:rotate-90 motion-reduce:transition-none" />
        {children}
      </Button>
    </Heading>
  );
}

export type DisclosurePanelProps = RACDisclosurePanelProps;

/** The content of a `Disclosure`, hidden while it is collapsed. Styling hook: `[data-slot="disclosure-panel"]`. */
export function DisclosurePanel({ className, ...props }: DisclosurePanelProps) {
  return (
    <RACDisclosurePanel
      {...props}
      data-slot="disclosure-panel"
      className={composeRenderProps(className, (className) =>
        cn('px-2 pt-1 pb-2 text-sm text-foreground', className),
      )}
    />
  );
}

export type DisclosureGroupProps = RACDisclosureGroupProps;

/**
 * Related disclosures (an accordion); one open at a time unless `allowsMultipleExpanded`. Styling hook:
 * `[data-slot="disclosure-group"]`.
 */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return (
    <RACDisclosureGroup
      {...props}
      data-slot="disclosure-group"
      className={composeRenderProps(className, (className) =>
        cn('flex flex-col divide-y divide-border', className),
      )}
    />
  );
}
