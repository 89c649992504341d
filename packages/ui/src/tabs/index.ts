export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs';
export { tabListStyles, tabVariants } from './tabs.variants';
