import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyTrack } from '../storybook/catalogue-story-data';
import { storyPlaylist, storyPlaylistPage } from '../storybook/playlist-story-data';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { findToast, mobileViewport, ONE_PIXEL_PNG, page, resetStoryPage } from '../storybook/story-support';

const player = createStoryPlayer();
const sent: { path: string; body: unknown }[] = [];
const tracks = () => [0, 1, 2, 3].map((index) => storyTrack(index));
const record =
  (path: string) =>
  async ({ request }: { request: Request }) => {
    sent.push({ path, body: await request.json().catch(() => null) });
    return HttpResponse.json({ playlist: storyPlaylist() });
  };
const trackNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Tracks' }))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getAllByRole('link')[0]?.textContent);

const meta = {
  title: 'Catalogue/Playlist page',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      // Named groups, so a story replaces one (e.g. `playlist`) and keeps the others.
      handlers: {
        playlist: http.get('/api/v1/playlists/5', () =>
          HttpResponse.json(storyPlaylistPage(storyPlaylist(), tracks())),
        ),
        order: http.post('/api/v1/playlists/5/tracks/order', record('order')),
        changes: [
          http.post('/api/v1/playlists/5/tracks/remove', record('remove')),
          http.post('/api/v1/playlists/5/follow', record('follow')),
        ],
        // The client sends PUT and DELETE as POST with `_method` (doc 000 §7).
        update: http.post('/api/v1/playlists/5', async ({ request }) => {
          if (new URL(request.url).searchParams.get('_method') === 'DELETE') {
            sent.push({ path: 'delete', body: null });
            return HttpResponse.json({ status: 'success' });
          }
          const body = (await request.json()) as { name: string; image?: string | null };
          sent.push({ path: 'update', body });
          return HttpResponse.json({
            playlist: storyPlaylist({
              name: body.name,
              ...(body.image === undefined ? {} : { image: body.image }),
            }),
          });
        }),
        library: http.get('/api/v1/users/me/library', () =>
          HttpResponse.json({ tracks: [], albums: [], artists: [], playlists: [], users: [] }),
        ),
      },
    },
  },
  args: {
    data: catalogueStoryData(),
    player: player.store,
    routes,
    initialPath: '/playlist/5/late-drive',
  },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
    sent.length = 0;
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        playlist: http.get('/api/v1/playlists/5', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const OwnPlaylist: Story = {
  name: "The owner's playlist: header, marks, tracks and play",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Late drive' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Late drive - Nina Simone - Tonearm'));
    await expect(canvas.getByRole('link', { name: 'Nina Simone' })).toHaveAttribute(
      'href',
      '/user/7/nina-simone',
    );
    await expect(canvasElement.querySelector('header')?.textContent).toContain(
      '4 tracks11:0012 followersPrivateCollaborative',
    );
    await expect(canvas.getByText('Songs for the long way home.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Follow' })).toBeNull();
    await expect(canvas.getByRole('grid', { name: 'Tracks' })).toHaveAttribute('aria-rowcount', '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({
        queueId: 'playlist.5',
        tracks: expect.arrayContaining([expect.objectContaining({ id: 100 })]),
      }),
    );
  },
};

export const ReorderByKeyboard: Story = {
  name: 'Alt+ArrowDown moves a track, says so and saves the order',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Tracks' });
    await userEvent.click(within(grid).getAllByRole('gridcell', { name: '1' })[0] ?? grid);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(trackNames(canvasElement)).toEqual([
      'Northbound',
      'Blue Hour',
      'Salt and Iron',
      'Paper Moons',
    ]);
    await expect(canvas.getByText('Moved Blue Hour to position 2 of 4')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ path: 'order', body: { ids: [101, 100, 102, 103] } }]));
    await expect(within(grid).getAllByRole('row')[2]).toHaveFocus();
  },
};

export const ReorderFails: Story = {
  name: 'A move the server refuses is taken back',
  parameters: {
    msw: {
      handlers: {
        order: http.post('/api/v1/playlists/5/tracks/order', () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Tracks' });
    await userEvent.click(within(grid).getAllByRole('gridcell', { name: '4' })[0] ?? grid);
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() =>
      expect(trackNames(canvasElement)).toEqual(['Blue Hour', 'Northbound', 'Salt and Iron', 'Paper Moons']),
    );
  },
};

export const RemoveTrack: Story = {
  name: "A track's menu removes it from the playlist",
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'More options for Northbound' }),
    );
    const menu = await page(canvasElement).findByRole('menu', { name: 'Options for Northbound' });
    await expect(within(menu).getByRole('menuitem', { name: 'Move up' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Remove from playlist' }));
    await expect(trackNames(canvasElement)).toEqual(['Blue Hour', 'Salt and Iron', 'Paper Moons']);
    await expect(within(canvasElement).getByText('3 tracks')).toBeVisible();
    await waitFor(() => expect(sent).toEqual([{ path: 'remove', body: { ids: [101] } }]));
  },
};

export const SomeoneElsesPlaylist: Story = {
  name: "Someone else's playlist can be followed, not changed",
  parameters: {
    msw: {
      handlers: {
        playlist: http.get('/api/v1/playlists/5', () =>
          HttpResponse.json(
            storyPlaylistPage(
              storyPlaylist({
                owner_id: 8,
                owner: { id: 8, model_type: 'user', name: 'Duke Ellington', image: null },
                public: true,
                collaborative: false,
              }),
              tracks(),
              { can_edit: false },
            ),
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const follow = await canvas.findByRole('button', { name: 'Follow' });
    await expect(canvas.queryByRole('button', { name: 'More options for Late drive' })).toBeNull();
    await expect(canvas.queryByText(/to reorder/)).toBeNull();
    await userEvent.click(follow);
    await expect(await canvas.findByRole('button', { name: 'Following' })).toBeVisible();
    await expect(canvas.getByText('13 followers')).toBeVisible();
    await waitFor(() => expect(sent.map((call) => call.path)).toEqual(['follow']));
  },
};

export const EditWithServerErrors: Story = {
  name: "Editing shows the server's messages on the fields",
  parameters: {
    msw: {
      handlers: {
        update: http.post('/api/v1/playlists/5', () =>
          HttpResponse.json(
            {
              message: 'The name has already been taken.',
              errors: { name: ['The name has already been taken.'] },
            },
            { status: 422 },
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'More options for Late drive' }),
    );
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: 'Edit playlist' }, { timeout: 5000 }),
    );
    const dialog = await page(canvasElement).findByRole(
      'dialog',
      { name: 'Edit playlist' },
      { timeout: 5000 },
    );
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Late drive');
    await expect(within(dialog).getByRole('switch', { name: 'Public' })).not.toBeChecked();
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('The name field is required.')).toBeVisible();
    await userEvent.click(name);
    await userEvent.paste('Road trip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('The name has already been taken.')).toBeVisible();
    await expect(name).toHaveFocus();
  },
};

export const Edit: Story = {
  name: 'Editing renames the playlist',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'More options for Late drive' }),
    );
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: 'Edit playlist' }, { timeout: 5000 }),
    );
    const dialog = await page(canvasElement).findByRole(
      'dialog',
      { name: 'Edit playlist' },
      { timeout: 5000 },
    );
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('Road trip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Saved Road trip')).toBeVisible();
    await expect(sent).toEqual([
      {
        path: 'update',
        body: {
          name: 'Road trip',
          description: 'Songs for the long way home.',
          public: false,
          collaborative: true,
        },
      },
    ]);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Road trip' })).toBeVisible();
  },
};

export const EditCover: Story = {
  name: 'Editing uploads a new cover, which the page shows once saved',
  parameters: {
    msw: {
      handlers: {
        upload: [
          http.post('/api/v1/file-entries', () =>
            HttpResponse.json(
              {
                fileEntry: {
                  id: 41,
                  name: 'cover.png',
                  file_name: 'Y292ZXI.png',
                  file_size: 68,
                  mime: 'image/png',
                  extension: 'png',
                  type: 'image',
                  parent_id: null,
                  path: '41',
                  disk_prefix: null,
                  url: '/storage/files/Y292ZXI.png',
                  created_at: '2026-11-25T12:00:00.000000Z',
                  updated_at: '2026-11-25T12:00:00.000000Z',
                },
              },
              { status: 201 },
            ),
          ),
          http.get('/storage/files/:name', async () =>
            HttpResponse.arrayBuffer(await (await fetch(ONE_PIXEL_PNG)).arrayBuffer(), {
              headers: { 'Content-Type': 'image/png' },
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'More options for Late drive' }),
    );
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: 'Edit playlist' }, { timeout: 5000 }),
    );
    const dialog = await page(canvasElement).findByRole(
      'dialog',
      { name: 'Edit playlist' },
      { timeout: 5000 },
    );
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The cover file input is missing');
    await userEvent.upload(input, new File([new Uint8Array(68)], 'cover.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Cover' })).toHaveAttribute(
        'src',
        '/storage/files/Y292ZXI.png',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Saved Late drive')).toBeVisible();
    await expect(sent).toEqual([
      { path: 'update', body: expect.objectContaining({ image: '/storage/files/Y292ZXI.png' }) },
    ]);
    await waitFor(() =>
      expect(canvasElement.querySelector('header img')).toHaveAttribute('src', '/storage/files/Y292ZXI.png'),
    );
  },
};

export const Delete: Story = {
  name: 'Deleting asks first',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'More options for Late drive' }),
    );
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: 'Delete playlist' }, { timeout: 5000 }),
    );
    const confirm = await page(canvasElement).findByRole('alertdialog', { name: 'Delete playlist?' });
    await expect(sent).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Deleted Late drive')).toBeVisible();
    await expect(sent).toEqual([{ path: 'delete', body: null }]);
  },
};

export const Empty: Story = {
  name: 'An empty playlist tells its owner how to fill it',
  parameters: {
    msw: {
      handlers: {
        playlist: http.get('/api/v1/playlists/5', () =>
          HttpResponse.json(storyPlaylistPage(storyPlaylist({ tracks_count: 0, duration: 0 }), [])),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Choose "Add to playlist"/)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Play' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  name: 'A playlist that does not exist, or is private',
  parameters: {
    msw: {
      handlers: {
        playlist: http.get('/api/v1/playlists/5', () =>
          HttpResponse.json({ message: 'Not found' }, { status: 404 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404')).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Late drive' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
