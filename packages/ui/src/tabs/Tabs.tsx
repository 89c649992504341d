import type { Ref } from 'react';
import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { cn } from '../utils/cn';
import { focusRing } from '../utils/focus-ring';
import { tabListStyles, tabVariants } from './tabs.variants';

export type TabsProps = RACTabsProps & {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * Sections of content shown one at a time; arrow keys move between tabs (controlled with `selectedKey`, or
 * `defaultSelectedKey`). Styling hooks: `[data-slot="tabs"]` with `[data-orientation]`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <RACTabs
      {...props}
      data-slot="tabs"
      className={composeRenderProps(className, (className, { orientation }) =>
        cn('flex gap-4', orientation === 'horizontal' ? 'flex-col' : 'flex-row', className),
      )}
    />
  );
}

export type TabListProps<T extends object> = RACTabListProps<T>;

/** The tabs of a `Tabs`; give it an `aria-label`. Styling hook: `[data-slot="tab-list"]`. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      data-slot="tab-list"
      className={composeRenderProps(className, (className) => cn(tabListStyles, className))}
    />
  );
}

export type TabProps = RACTabProps;

/** One tab; its `id` matches a `TabPanel`'s. Styling hook: `[data-slot="tab"]` with `[data-selected]`. */
export function Tab({ className, ...props }: TabProps) {
  return (
    <RACTab
      {...props}
      data-slot="tab"
      className={composeRenderProps(className, (className) => cn(tabVariants(), className))}
    />
  );
}

export type TabPanelProps = RACTabPanelProps;

/** The content of one tab. Styling hook: `[data-slot="tab-panel"]`. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      data-slot="tab-panel"
      className={composeRenderProps(className, (className) => cn('rounded-ui', focusRing, className))}
    />
  );
}
