import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyAlbum, storyTrack } from '../storybook/catalogue-story-data';
import { storyPage, storyPlaylist, storyProfile, storyPublicUser } from '../storybook/library-story-data';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { findToast, mobileViewport, resetStoryPage } from '../storybook/story-support';

const player = createStoryPlayer();
const nina = storyPublicUser(7, 'Nina Simone');
const ada = storyPublicUser(12, 'Ada Lovelace');
const follows: string[] = [];
let adaFollowers = 3;

const handlers = [
  http.get('/api/v1/users/me/library', () =>
    HttpResponse.json({
      tracks: [],
      albums: [],
      artists: [],
      playlists: [],
      users: follows.includes('follow 12') ? [12] : [],
    }),
  ),
  http.get('/api/v1/user-profile/7', () => HttpResponse.json(storyProfile(nina))),
  http.get('/api/v1/user-profile/12', () =>
    HttpResponse.json(storyProfile(ada, { followers: adaFollowers })),
  ),
  http.get('/api/v1/user-profile/:id', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
  http.get('/api/v1/user-profile/:id/playlists', () =>
    HttpResponse.json(storyPage([storyPlaylist(1, 'Road Trip', ada)])),
  ),
  http.get('/api/v1/user-profile/:id/liked-tracks', () =>
    HttpResponse.json(storyPage([storyTrack(0), storyTrack(1)])),
  ),
  http.get('/api/v1/user-profile/:id/liked-albums', () => HttpResponse.json(storyPage([storyAlbum()]))),
  http.get('/api/v1/user-profile/:id/liked-artists', () => HttpResponse.json(storyPage([]))),
  http.get('/api/v1/user-profile/:id/followers', () => HttpResponse.json(storyPage([nina]))),
  http.get('/api/v1/user-profile/:id/following', () => HttpResponse.json(storyPage([]))),
  http.post('/api/v1/users/:id/:change', ({ params }) => {
    follows.push(`${params.change} ${params.id}`);
    adaFollowers += params.change === 'follow' ? 1 : -1;
    return HttpResponse.json({ status: 'success' });
  }),
];

const meta = {
  title: 'Catalogue/User profile',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers,
    },
  },
  args: { data: catalogueStoryData(), player: player.store, routes, initialPath: '/user/12/ada-lovelace' },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
    follows.length = 0;
    adaFollowers = 3;
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeoneElse: Story = {
  name: "Someone else's profile with its playlists",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Playlists' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      within(await canvas.findByRole('list', { name: 'Playlists' }, { timeout: 10_000 })).getByRole('link', {
        name: 'Road Trip',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Account settings' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Ada Lovelace - Tonearm'));
  },
};

export const Follow: Story = {
  name: 'Following someone counts them a follower more',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Follow' }, { timeout: 10_000 }));
    await expect(await canvas.findByRole('button', { name: 'Following' }, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '4 followers' }, { timeout: 10_000 })).toBeVisible();
    await expect(follows).toEqual(['follow 12']);
  },
};

export const OwnProfile: Story = {
  name: 'One’s own profile links to the settings instead of following',
  args: { initialPath: '/user/7/nina-simone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Account settings' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/account-settings');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nina Simone' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Follow' })).toBeNull();
  },
};

export const CopyLink: Story = {
  name: 'Copying the profile link',
  args: { initialPath: '/user/7/nina-simone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Copy profile link' }, { timeout: 10_000 }),
    );
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      'http://localhost:6006/user/7/nina-simone',
    );
    await expect(await findToast(canvasElement, 'Copied link to clipboard')).toBeVisible();
  },
};

export const LikedSongsTab: Story = {
  name: 'The liked songs tab plays its tracks',
  args: { initialPath: '/user/12/ada-lovelace/liked-tracks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('grid', { name: 'Liked songs' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-rowcount', '3');
    await waitFor(() => expect(document.title).toBe('Ada Lovelace - Liked songs - Tonearm'));
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({ queueId: 'user.12.liked-tracks' }),
    );
  },
};

export const TabsAsLinks: Story = {
  name: 'Tabs are links, and the followers count opens its tab',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: '3 followers' }, { timeout: 10_000 }));
    const followers = await canvas.findByRole('list', { name: 'Followers' }, { timeout: 10_000 });
    await expect(canvas.getByTestId('location')).toHaveTextContent('/user/12/ada-lovelace/followers');
    await expect(within(followers).getAllByRole('link', { name: 'Nina Simone' })[0]).toHaveAttribute(
      'href',
      '/user/7/nina-simone',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Following' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Not following anyone yet' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Ada Lovelace follows nobody yet.')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Liked albums' })).toHaveAttribute(
      'href',
      '/user/12/ada-lovelace/liked-albums',
    );
  },
};

export const MovesToTheCanonicalLink: Story = {
  name: 'A link with another slug moves to the canonical one, keeping the tab',
  args: { initialPath: '/user/12/old-name/followers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Followers' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/user/12/ada-lovelace/followers');
  },
};

export const UnknownUser: Story = {
  args: { initialPath: '/user/999/nobody' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404')).toBeInTheDocument();
  },
};

export const UnknownTab: Story = {
  name: 'A tab that does not exist',
  args: { initialPath: '/user/12/ada-lovelace/secrets' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/user-profile/12', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const GuestFollow: Story = {
  name: 'A guest who presses Follow goes to the login page',
  args: { data: catalogueStoryData({ signedIn: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Follow' }, { timeout: 10_000 }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
  },
};

export const OnAPhone: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Playlists' }, { timeout: 10_000 });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
