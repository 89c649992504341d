import type { Meta, StoryObj } from '@storybook/react-vite';
import { usePlayerActions } from '@tonearm/player';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShareDialogHost } from '../share/ShareDialogHost';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { findToast, mobileViewport, page, resetStoryPage } from '../storybook/story-support';
import { storyTracks } from '../storybook/story-tracks';
import { TrackMenu } from '../track-menu/TrackMenu';
import { TrackList, type TrackListItem } from './TrackList';

const player = createStoryPlayer();
const TEN_THOUSAND = storyTracks(10_000);
const liked: unknown[] = [];
const reposted: unknown[] = [];

function TrackListStory({ tracks }: { tracks: readonly TrackListItem[] }) {
  const actions = usePlayerActions();
  return (
    <div className="p-4">
      <h1 id="tracks-title" className="mb-2 font-semibold text-xl">
        Road trip
      </h1>
      <TrackList
        aria-labelledby="tracks-title"
        tracks={tracks}
        onPlay={(startIndex) => actions.playQueue({ tracks: [...tracks], startIndex, queueId: 'story' })}
        renderMenu={(menuTracks, onClose) => <TrackMenu tracks={menuTracks} onClose={onClose} />}
        emptyState="This playlist has no tracks yet"
      />
      <ShareDialogHost />
    </div>
  );
}

const meta = {
  title: 'Catalogue/Track list',
  component: TrackListStory,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get('/api/v1/users/me/library', () =>
          HttpResponse.json({ tracks: [], albums: [], artists: [], playlists: [], users: [] }),
        ),
        http.post('/api/v1/users/me/add-to-library', async ({ request }) => {
          liked.push(await request.json());
          return HttpResponse.json({ status: 'success' });
        }),
        http.post('/api/v1/users/me/reposts/toggle', async ({ request }) => {
          reposted.push(await request.json());
          return HttpResponse.json({ reposted: true, reposts_count: 1 });
        }),
      ],
    },
  },
  args: { tracks: TEN_THOUSAND },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
    liked.length = 0;
    reposted.length = 0;
  },
  render: (args) => (
    <CatalogueStoryFrame data={catalogueStoryData()} player={player.store}>
      <TrackListStory {...args} />
    </CatalogueStoryFrame>
  ),
} satisfies Meta<typeof TrackListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Road trip' });
const rowAt = (list: HTMLElement, rowIndex: number) => {
  const row = list.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${rowIndex}"]`);
  if (!row) throw new Error(`Row ${rowIndex} is not rendered`);
  return row;
};

export const Empty: Story = {
  args: { tracks: [] },
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    await expect(
      within(list).getByRole('gridcell', { name: 'This playlist has no tracks yet' }),
    ).toBeVisible();
  },
};

export const TenThousandTracks: Story = {
  name: '10,000 tracks, virtualized',
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    await expect(list).toHaveAttribute('aria-rowcount', '10001');
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await expect(within(list).getAllByRole('row').length).toBeLessThan(40);
    await expect(within(list).getByRole('rowheader', { name: /Amber Lanes 1\b/ })).toBeVisible();
    await expect(rowAt(list, 2)).toHaveTextContent('Nora Vale');
    await expect(rowAt(list, 2)).toHaveTextContent('1:35');
  },
};

export const KeyboardSelectAndPlay: Story = {
  name: 'Selects with the keyboard and plays on Enter',
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    await userEvent.tab();
    await expect(rowAt(list, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowDown}{/Shift}');
    await expect(rowAt(list, 3)).toHaveAttribute('aria-selected', 'true');
    await expect(rowAt(list, 4)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(rowAt(list, 10001)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({ startIndex: 9999, queueId: 'story' }),
    );
    await waitFor(() => expect(within(rowAt(list, 10001)).getByText('Playing')).toBeInTheDocument());
  },
};

export const PointerPlay: Story = {
  name: "A row's play button plays from that row",
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'Play Drift River 3' }));
    await expect(player.calls.playQueue).toHaveBeenCalledWith(expect.objectContaining({ startIndex: 2 }));
    await expect(rowAt(list, 4)).toHaveAttribute('aria-selected', 'false');
    await expect(
      await within(list).findByRole('button', { name: 'Pause Drift River 3' }),
    ).toBeInTheDocument();
  },
};

export const ContextMenuOnSelection: Story = {
  name: 'Shift+F10 opens the menu of the selected tracks',
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    // Clicks land on the length, as a click on a title or artist link follows the link.
    await userEvent.click(within(rowAt(list, 2)).getByText('1:35'));
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(rowAt(list, 3)).toHaveAttribute('aria-selected', 'true');
    await expect(rowAt(list, 4)).toHaveFocus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await page(canvasElement).findByRole('menu', { name: 'Options for 3 tracks' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(player.calls.addToQueue).toHaveBeenCalledWith([
      TEN_THOUSAND[0],
      TEN_THOUSAND[1],
      TEN_THOUSAND[2],
    ]);
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(rowAt(list, 4)).toHaveFocus());
  },
};

export const RightClickOneTrack: Story = {
  name: 'A right click opens the menu of that track',
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    await userEvent.pointer({ keys: '[MouseRight]', target: rowAt(list, 3) });
    const menu = await page(canvasElement).findByRole('menu', { name: 'Options for Harbor Orbit 2' });
    await expect(rowAt(list, 3)).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Go to artist' }));
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/artist/6/low-orchard');
  },
};

export const ShareFromMenu: Story = {
  name: "The menu's Share shows the link and the embed code",
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'More options for Amber Lanes 1' }));
    const menu = await page(canvasElement).findByRole('menu', { name: 'Options for Amber Lanes 1' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Share' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Share Amber Lanes 1' });
    await expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(
      `${window.location.origin}/track/1/amber-lanes-1`,
    );
    const embedCode = within(dialog).getByRole('textbox', { name: 'Embed code' }) as HTMLInputElement;
    await expect(embedCode.value).toContain(`src="${window.location.origin}/track/1/amber-lanes-1/embed"`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const LikeRepostAndLyrics: Story = {
  name: "One track's menu likes it, reposts it and opens its lyrics",
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    const openMenu = async () => {
      await userEvent.click(within(list).getByRole('button', { name: 'More options for Amber Lanes 1' }));
      return page(canvasElement).findByRole('menu', { name: 'Options for Amber Lanes 1' });
    };
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Like' }));
    await waitFor(() => expect(liked).toEqual([{ likeables: [{ likeable_id: 1, likeable_type: 'track' }] }]));
    await expect(
      within(await openMenu()).getByRole('menuitem', { name: 'Remove from your library' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Repost' }));
    await expect(await findToast(canvasElement, 'Reposted to your followers')).toBeVisible();
    await expect(reposted).toEqual([{ repostable_id: 1, repostable_type: 'track' }]);
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Lyrics' }));
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/lyrics?track=1');
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    await expect(within(list).queryByRole('columnheader', { name: 'Album' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
