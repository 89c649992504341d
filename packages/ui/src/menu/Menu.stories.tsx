import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog, DialogFooter, DialogTitle, Modal } from '../dialog';
import { mobileViewport } from '../responsive/story-viewports';
import { ContextMenu } from './ContextMenu';
import { Menu } from './Menu';
import { MenuItem } from './MenuItem';
import { MenuSection } from './MenuSection';
import { MenuTrigger } from './MenuTrigger';
import { MENU_EMPTY_MESSAGE, MENU_MAX_HEIGHT } from './menu.variants';
import { SearchableMenu } from './SearchableMenu';
import { Submenu } from './Submenu';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { onAction: fn() },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The key of the last action; React Aria passes a second argument on some paths and not others. */
const lastActionKey = (onAction: unknown) => mocked(onAction as (key: unknown) => void).mock.lastCall?.[0];

function TrackMenu(args: Story['args']) {
  return (
    <MenuTrigger>
      <Button variant="outline">Track options</Button>
      <Menu onAction={args?.onAction}>
        <MenuItem id="play-next">Play next</MenuItem>
        <MenuItem id="queue">Add to queue</MenuItem>
        <MenuItem id="playlist">Add to playlist</MenuItem>
        <MenuItem id="share" shortcut="⌘S">
          Share
        </MenuItem>
        <MenuItem id="radio" description="Similar tracks, endlessly">
          Play radio
        </MenuItem>
        <MenuItem id="delete" intent="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

export const Default: Story = {
  render: (args) => <TrackMenu {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Track options' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Add to queue/ }));
    await expect(lastActionKey(args.onAction)).toBe('queue');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const OpensWithEnterAndClosesWithEscape: Story = {
  render: (args) => <TrackMenu {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Track options' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Play next' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Add to queue' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    // React Aria restores focus in the frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpensWithArrowKeys: Story = {
  render: (args) => <TrackMenu {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Track options' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    let menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Play next' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
  },
};

export const TypeAhead: Story = {
  render: (args) => <TrackMenu {...args} />,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Track options' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    const item = (name: string | RegExp) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Play next')).toHaveFocus());

    await userEvent.keyboard('add to p');
    await expect(item('Add to playlist')).toHaveFocus();

    await userEvent.keyboard('s');
    // Still within 500 ms: 'add to ps' matches nothing, so focus stays.
    await expect(item('Add to playlist')).toHaveFocus();

    // The spec's buffer resets after 500 ms (React Aria's own waits 1 s): 'd' then starts a new search.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard('d');
    await expect(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

export const SectionsAndSelection: Story = {
  render: () => (
    <MenuTrigger>
      <Button variant="outline">Sort and view</Button>
      <Menu>
        <MenuSection title="Sort by" selectionMode="single" defaultSelectedKeys={['recent']}>
          <MenuItem id="recent">Recently added</MenuItem>
          <MenuItem id="title">Title</MenuItem>
          <MenuItem id="artist">Artist</MenuItem>
        </MenuSection>
        <MenuSection title="View">
          <MenuItem id="grid">Grid</MenuItem>
          <MenuItem id="list" isDisabled>
            List
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort and view' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Sort by' })).toBeVisible();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Recently added' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'List' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const WithSubmenu: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">Album options</Button>
      <Menu onAction={args.onAction}>
        <MenuItem id="play">Play</MenuItem>
        <Submenu label="Add to playlist" onAction={args.onAction}>
          <MenuItem id="road-trip">Road trip</MenuItem>
          <MenuItem id="focus">Focus</MenuItem>
        </Submenu>
        <MenuItem id="share">Share</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Album options' }).focus();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    const submenuItem = body(canvasElement).getByRole('menuitem', { name: 'Add to playlist' });
    await expect(submenuItem).toHaveFocus();
    await expect(submenuItem).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body(canvasElement).getAllByRole('menu')).toHaveLength(2));
    await waitFor(() =>
      expect(body(canvasElement).getByRole('menuitem', { name: 'Road trip' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(body(canvasElement).getAllByRole('menu')).toHaveLength(1));
    await expect(submenuItem).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body(canvasElement).getByRole('menuitem', { name: 'Focus' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(lastActionKey(args.onAction)).toBe('focus');
  },
};

export const Empty: Story = {
  render: () => (
    <MenuTrigger defaultOpen>
      <Button variant="outline">Recent searches</Button>
      <Menu aria-label="Recent searches" items={[] as { id: string; name: string }[]}>
        {(item) => <MenuItem>{item.name}</MenuItem>}
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const menu = await body(canvasElement).findByRole('menu');
    await expect(menu).toHaveAttribute('data-empty', 'true');
    await expect(menu).toHaveTextContent(MENU_EMPTY_MESSAGE);
  },
};

const genres = Array.from({ length: 80 }, (_, index) => ({
  id: `genre-${index}`,
  name: `Genre ${index + 1}`,
}));

export const LongListScrollsWithin720px: Story = {
  parameters: {
    viewport: { options: { tall: { name: 'Tall', styles: { width: '1200px', height: '1600px' } } } },
  },
  globals: { viewport: { value: 'tall', isRotated: false } },
  render: () => (
    <MenuTrigger>
      <Button variant="outline">Genre</Button>
      <Menu aria-label="Genre" items={genres}>
        {(genre) => <MenuItem>{genre.name}</MenuItem>}
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Genre' }));
    const menu = await body(canvasElement).findByRole('menu');
    const popover = menu.closest('[data-slot="popover"]') as HTMLElement;
    await expect(popover.getBoundingClientRect().height).toBeLessThanOrEqual(MENU_MAX_HEIGHT);
    await expect(menu.scrollHeight).toBeGreaterThan(menu.clientHeight);
  },
};

const playlists = [
  { id: 'road-trip', name: 'Road trip' },
  { id: 'focus', name: 'Deep focus' },
  { id: 'running', name: 'Running' },
  { id: 'rainy', name: 'Rainy day' },
];

export const Searchable: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">Add to playlist</Button>
      <SearchableMenu searchLabel="Search playlists" items={playlists} onAction={args.onAction}>
        {(playlist) => <MenuItem>{playlist.name}</MenuItem>}
      </SearchableMenu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to playlist' }));
    const search = await body(canvasElement).findByRole('searchbox', { name: 'Search playlists' });
    await waitFor(() => expect(search).toHaveFocus());
    const menu = body(canvasElement).getByRole('menu');
    // The field is outside the menu role: the menu holds only items.
    await expect(menu).not.toContainElement(search);

    await userEvent.keyboard('ru');
    await expect(search).toHaveValue('ru');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(1));
    await expect(within(menu).getByRole('menuitem', { name: 'Running' })).toBeVisible();

    await userEvent.clear(search);
    await userEvent.keyboard('zzz');
    await waitFor(() => expect(menu).toHaveTextContent(MENU_EMPTY_MESSAGE));

    await userEvent.clear(search);
    await userEvent.keyboard('in');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(2));
    // The first match is the active descendant; ArrowDown moves to the next one.
    await userEvent.keyboard('{ArrowDown}');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      within(menu).getByRole('menuitem', { name: 'Rainy day' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(lastActionKey(args.onAction)).toBe('rainy');
  },
};

export const SearchableWithNoMatches: Story = {
  render: () => (
    <MenuTrigger defaultOpen>
      <Button variant="outline">Add to playlist</Button>
      <SearchableMenu searchLabel="Search playlists" items={playlists} defaultInputValue="jazz">
        {(playlist) => <MenuItem>{playlist.name}</MenuItem>}
      </SearchableMenu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const menu = await body(canvasElement).findByRole('menu');
    await expect(menu).toHaveTextContent(MENU_EMPTY_MESSAGE);
  },
};

export const ContextMenuOnRightClick: Story = {
  render: (args) => (
    <ContextMenu>
      <Button variant="ghost" className="w-72 justify-start!">
        Midnight City — M83
      </Button>
      <Menu aria-label="Track actions" onAction={args.onAction}>
        <MenuItem id="play-next">Play next</MenuItem>
        <MenuItem id="queue">Add to queue</MenuItem>
      </Menu>
    </ContextMenu>
  ),
  play: async ({ canvasElement, args }) => {
    const target = within(canvasElement).getByRole('button', { name: 'Midnight City — M83' });
    await userEvent.pointer({ keys: '[MouseRight]', target });
    const menu = await body(canvasElement).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Add to queue' }));
    await expect(lastActionKey(args.onAction)).toBe('queue');
  },
};

export const MobileOpensAsModal: Story = {
  ...mobileViewport,
  render: (args) => <TrackMenu {...args} />,
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(max-width: 768px)').matches).toBe(true);
    const trigger = within(canvasElement).getByRole('button', { name: 'Track options' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await expect(menu.closest('[data-slot="popover"]')).toHaveAttribute('data-layout', 'modal');
    // A real modal: the page behind it is inert and hidden from assistive technology.
    await expect(trigger.closest('[inert], [aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Play next' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function MenuOpensDialog() {
  const [isRenaming, setRenaming] = useState(false);
  const [likes, setLikes] = useState(0);
  return (
    <div className="flex items-center gap-3">
      <MenuTrigger>
        <Button variant="outline">Playlist options</Button>
        <Menu onAction={(key) => key === 'rename' && setRenaming(true)}>
          <MenuItem id="rename">Rename…</MenuItem>
          <MenuItem id="share">Share</MenuItem>
        </Menu>
      </MenuTrigger>
      <Button variant="secondary" onPress={() => setLikes((count) => count + 1)}>
        Like ({likes})
      </Button>
      <Modal isOpen={isRenaming} onOpenChange={setRenaming}>
        <Dialog>
          <DialogTitle>Rename playlist</DialogTitle>
          <p className="text-sm">Names can be changed at any time.</p>
          <DialogFooter>
            <Button slot="close" variant="outline">
              Cancel
            </Button>
          </DialogFooter>
        </Dialog>
      </Modal>
    </div>
  );
}

export const MenuItemOpensDialogAndPageStaysClickable: Story = {
  render: () => <MenuOpensDialog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Playlist options' }));
    const menu = await body(canvasElement).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rename…' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Rename playlist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Like (0)' }));
    await expect(canvas.getByRole('button', { name: 'Like (1)' })).toBeVisible();
    await expect(getComputedStyle(canvasElement.ownerDocument.body).pointerEvents).not.toBe('none');
    await expect(canvasElement.closest('[inert], [aria-hidden="true"]')).toBeNull();
  },
};
