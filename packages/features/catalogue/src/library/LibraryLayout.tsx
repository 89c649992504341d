import { useTrans } from '@tonearm/shell';
import { Tab, TabList, TabPanel, Tabs } from '@tonearm/ui';
import { Outlet, useLocation } from 'react-router';
import {
  DEFAULT_LIBRARY_TAB,
  LIBRARY_TABS,
  libraryLink,
  libraryTabLabels,
  libraryTabOf,
} from './library-tabs';

/**
 * The listener's library (doc 001 §2, login only): the heading and the tabs as links, one route each, with the
 * open tab's page in the tab panel.
 */
export function LibraryLayout() {
  const { trans } = useTrans();
  const selected = libraryTabOf(useLocation().pathname) ?? DEFAULT_LIBRARY_TAB;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="font-bold text-3xl tracking-tight">{trans('Your library')}</h1>
      {/* Tabs are links: arrows only move focus, so passing over a tab does not load its page. */}
      <Tabs selectedKey={selected} keyboardActivation="manual">
        <TabList aria-label={trans('Your library')} className="overflow-x-auto">
          {LIBRARY_TABS.map((tab) => (
            <Tab key={tab.id} id={tab.id} href={libraryLink(tab.id)}>
              {libraryTabLabels(trans)[tab.id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel key={selected} id={selected} className="pt-2">
          <Outlet />
        </TabPanel>
      </Tabs>
    </div>
  );
}
