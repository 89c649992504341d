export {
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  type DisclosurePanelProps,
  type DisclosureProps,
  DisclosureTrigger,
  type DisclosureTriggerProps,
} from './Disclosure';
