import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyPage, storyPlaylist, storyPublicUser } from '../storybook/library-story-data';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, page, resetStoryPage } from '../storybook/story-support';
import { SidebarPlaylists } from './SidebarPlaylists';

const nina = storyPublicUser(7, 'Nina Simone');

const meta = {
  title: 'Catalogue/Sidebar playlists',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get('/api/v1/user-profile/:id/playlists', () =>
          HttpResponse.json(
            storyPage([storyPlaylist(1, 'Road Trip', nina), storyPlaylist(2, 'Late Night', nina)]),
          ),
        ),
      ],
    },
  },
  args: {
    data: catalogueStoryData(),
    player: createStoryPlayer().store,
    children: (
      <div className="w-60 p-3">
        <SidebarPlaylists />
      </div>
    ),
  },
  beforeEach: resetStoryPage,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The listener's own playlists link to their pages under "Your playlists", after "New playlist". */
export const ListsOwnPlaylists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: 'Your playlists' }));
    await expect(await nav.findByRole('link', { name: 'Road Trip' })).toHaveAttribute(
      'href',
      '/playlist/1/road-trip',
    );
    await expect(nav.getByRole('link', { name: 'Late Night' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'New playlist' })).toBeVisible();
  },
};

/** "New playlist" opens the create dialog, at 375 px too. */
export const NewPlaylistOnPhone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New playlist' }));
    await expect(await page(canvasElement).findByRole('dialog')).toBeVisible();
  },
};
