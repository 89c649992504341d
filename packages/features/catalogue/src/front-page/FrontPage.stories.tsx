import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { homeRoutes, routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyHomeChannel } from '../storybook/home-channel-story-data';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { resetStoryPage } from '../storybook/story-support';

const player = createStoryPlayer();
const landingHomepage = { homepage: { type: 'landingPage', value: null } };

const meta = {
  title: 'Catalogue/Front page',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get('/api/v1/channel/home', () => HttpResponse.json({ channel: storyHomeChannel() })),
        http.get('/api/v1/channel/discover', () =>
          HttpResponse.json({
            channel: { ...storyHomeChannel(), id: 4, name: 'Discover', slug: 'discover' },
          }),
        ),
      ],
    },
  },
  args: {
    data: catalogueStoryData({ signedIn: false }),
    player: player.store,
    routes: [...homeRoutes, ...routes],
    initialPath: '/',
  },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeChannel: Story = {
  name: 'The home channel at /',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    const releases = canvas.getByRole('region', { name: 'New releases' });
    await expect(within(releases).getByRole('link', { name: 'Northbound' })).toHaveAttribute(
      'href',
      '/album/10/nora-vale/northbound',
    );
    // The track rows load apart from the cards, on the channels that list tracks.
    await expect(await canvas.findByRole('grid', { name: 'Popular tracks' })).toBeInTheDocument();
    // The front page keeps the site's own title.
    await waitFor(() => expect(document.title).toBe('Tonearm'));
  },
};

export const ChannelFromSetting: Story = {
  name: 'The channel the homepage setting names',
  args: { data: catalogueStoryData({ settings: { homepage: { type: 'channel', value: 'discover' } } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
  },
};

export const LandingForGuests: Story = {
  name: 'The landing page for a guest when the homepage setting is landingPage',
  args: { data: catalogueStoryData({ signedIn: false, settings: landingHomepage }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tonearm' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Home' })).toBeNull();
  },
};

export const LoginPageForGuests: Story = {
  name: 'The login page for a guest when the homepage setting is loginPage',
  args: {
    data: catalogueStoryData({ signedIn: false, settings: { homepage: { type: 'loginPage', value: null } } }),
    routes: [...homeRoutes, ...routes, { path: 'login', element: <h1>Sign in to your account</h1> }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
  },
};

export const RegistrationPageForGuests: Story = {
  name: 'The registration page for a guest when the homepage setting is registerPage',
  args: {
    data: catalogueStoryData({
      signedIn: false,
      settings: { homepage: { type: 'registerPage', value: null } },
    }),
    routes: [...homeRoutes, ...routes, { path: 'register', element: <h1>Create a new account</h1> }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create a new account' }),
    ).toBeVisible();
  },
};

export const ChannelForListeners: Story = {
  name: 'The home channel for a listener when the homepage setting is landingPage',
  args: { data: catalogueStoryData({ signedIn: true, settings: landingHomepage }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Register now' })).toBeNull();
  },
};

export const WithoutChannels: Story = {
  name: 'A site without a home channel: the site name and an empty page',
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/channel/home', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tonearm' })).toBeVisible();
    await expect(canvas.getByText('Nothing to show yet')).toBeVisible();
  },
};
