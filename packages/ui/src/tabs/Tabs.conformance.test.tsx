// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTERACTION_TYPES, type InteractionDriver, interactionDriver } from '../test-support/interactions';
import { answerAsDesktopScreen } from '../test-support/media-queries';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function LibraryTabs({ label, activation }: { label: string; activation: 'automatic' | 'manual' }) {
  return (
    <Tabs keyboardActivation={activation}>
      <TabList aria-label={label}>
        <Tab id="playlists">Playlists</Tab>
        <Tab id="artists">Artists</Tab>
        <Tab id="albums">Albums</Tab>
      </TabList>
      <TabPanel id="playlists">Your playlists</TabPanel>
      <TabPanel id="artists">Artists you follow</TabPanel>
      <TabPanel id="albums">Saved albums</TabPanel>
    </Tabs>
  );
}

function tabsOf(label: string) {
  const list = screen.getByRole('tablist', { name: label });
  const tab = (name: string) => within(list).getByRole('tab', { name });
  return { list, tab };
}

/** The panel a tab controls, found the way assistive technology finds it. */
function panelOf(tab: HTMLElement) {
  const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
  expect(panel).toHaveAttribute('role', 'tabpanel');
  return panel as HTMLElement;
}

function expectSelected(tab: HTMLElement, others: HTMLElement[]) {
  expect(tab).toHaveAttribute('aria-selected', 'true');
  for (const other of others) expect(other).toHaveAttribute('aria-selected', 'false');
  // The selected tab's panel is shown, labelled by its tab.
  expect(panelOf(tab)).toHaveAttribute('aria-labelledby', tab.id);
}

/** Keyboard users move with the arrow keys; with automatic activation the focused tab is also selected. */
async function arrowThrough(driver: InteractionDriver, label: string, activation: 'automatic' | 'manual') {
  const { tab } = tabsOf(label);
  const [playlists, artists, albums] = [tab('Playlists'), tab('Artists'), tab('Albums')];
  // One Tab stop for the whole list: it lands on the selected tab.
  await driver.reach(playlists);

  await driver.user.keyboard('{ArrowRight}');
  expect(artists).toHaveFocus();
  if (activation === 'automatic') {
    expectSelected(artists, [playlists, albums]);
  } else {
    expectSelected(playlists, [artists, albums]);
    await driver.user.keyboard('{Enter}');
    expectSelected(artists, [playlists, albums]);
  }
  await driver.user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(albums).toHaveFocus();
  await driver.user.keyboard('{Home}');
  expect(playlists).toHaveFocus();
  await driver.user.keyboard('{End}');
  expect(albums).toHaveFocus();
  if (activation === 'manual') await driver.user.keyboard(' ');
  expectSelected(albums, [playlists, artists]);

  // Tab leaves the list for the shown panel.
  await driver.user.tab();
  expect(panelOf(albums)).toHaveFocus();
}

describe('Tabs conformance', () => {
  beforeAll(answerAsDesktopScreen);

  it.each(INTERACTION_TYPES)(
    'under %s: selects the pressed tab (the focused one with automatic activation, Enter or Space with manual), wraps with the arrow keys and shows its labelled panel',
    async (type) => {
      const driver = interactionDriver(type);
      render(
        <>
          <LibraryTabs label="Library" activation="automatic" />
          <LibraryTabs label="Library, manual" activation="manual" />
        </>,
      );
      for (const label of ['Library', 'Library, manual']) {
        const { tab } = tabsOf(label);
        const [playlists, artists, albums] = [tab('Playlists'), tab('Artists'), tab('Albums')];
        expectSelected(playlists, [artists, albums]);
        expect(screen.getAllByRole('tabpanel')).toHaveLength(2);

        if (type === 'keyboard') {
          await arrowThrough(driver, label, label === 'Library' ? 'automatic' : 'manual');
        } else {
          await driver.press(albums);
          expectSelected(albums, [playlists, artists]);
          expect(panelOf(albums)).toHaveTextContent('Saved albums');
          await driver.press(artists);
          expectSelected(artists, [playlists, albums]);
          expect(panelOf(artists)).toHaveTextContent('Artists you follow');
        }
      }
    },
  );
});
