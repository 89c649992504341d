import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { homeRoutes, routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';
import { storyHomeChannelWithArtists, storyLandingAppearance, storyPlans } from './landing-story-data';

const player = createStoryPlayer();
const landingMenu = {
  id: 'landing',
  name: 'Landing page',
  positions: ['landing-page-navbar'],
  items: [
    { id: 'landing-discover', label: 'Discover', type: 'route', action: '/' },
    { id: 'landing-pricing', label: 'Pricing', type: 'route', action: '/pricing' },
  ],
};

const meta = {
  title: 'Catalogue/Landing page',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get('/api/v1/channel/home', () => HttpResponse.json({ channel: storyHomeChannelWithArtists() })),
        http.get('/api/v1/billing/products', () => HttpResponse.json(storyPlans())),
      ],
    },
  },
  args: {
    data: catalogueStoryData({ signedIn: false, settings: { menus: [landingMenu] } }),
    player: player.store,
    routes: [...homeRoutes, ...routes],
    initialPath: '/landing',
  },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  name: 'A visitor, nothing saved: the landing menu, both calls to action and trending artists',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tonearm' })).toBeVisible();
    await expect(canvas.getByText('Music for everyone')).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Landing page' });
    await expect(within(menu).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('link', { name: 'Start listening' })).toHaveAttribute('href', '/discover');
    await expect(canvas.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
    const strip = await canvas.findByRole('region', { name: 'Popular artists' });
    await expect(within(strip).getByRole('link', { name: 'Cora Vale' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Plans' })).toBeNull();
  },
};

export const KeyboardToRegister: Story = {
  name: 'Reaching the register call with the keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listen = await canvas.findByRole('link', { name: 'Start listening' });
    listen.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Register now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/register'));
  },
};

export const SignedIn: Story = {
  name: 'A listener: no call to register',
  args: { data: catalogueStoryData({ signedIn: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Start listening' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Register now' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Landing page' })).toBeNull();
  },
};

export const RegistrationDisabled: Story = {
  name: 'Registration turned off: no call to register',
  args: {
    data: catalogueStoryData({
      signedIn: false,
      settings: { registration: { disable: true, policies: [] } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Start listening' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Register now' })).toBeNull();
  },
};

export const StripUnavailable: Story = {
  name: 'The home channel failing: the header alone',
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/channel/home', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tonearm' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Popular artists' })).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Popular artists' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

const savedLanding = (appearance: typeof storyLandingAppearance) =>
  catalogueStoryData({
    signedIn: false,
    settings: { homepage: { type: 'channel', value: 'home', appearance } },
  });

export const Saved: Story = {
  name: 'What the operator saved: their header, button, features and the pricing table',
  args: { data: savedLanding(storyLandingAppearance) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Music from the coast' }),
    ).toBeVisible();
    await expect(canvas.getByText('New sounds every night.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hear it now' })).toHaveAttribute('href', '/discover');
    await expect(canvas.queryByRole('link', { name: 'Start listening' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Offline listening' })).toBeVisible();
    await expect(canvas.getByText('Every line lights up with the song.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Premium' })).toBeVisible();
    await expect(canvas.getByText('$9.99 / month')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
    // Trending artists are off.
    await expect(canvas.queryByRole('region', { name: 'Popular artists' })).toBeNull();
  },
};

export const SavedEmpty: Story = {
  name: 'Saved with nothing but a title: no buttons, features, artists or plans',
  args: {
    data: savedLanding({
      ...storyLandingAppearance,
      header_subtitle: '',
      header_overlay_color_1: null,
      header_overlay_color_2: null,
      actions: [],
      primary_features: [],
      secondary_features: [],
      show_pricing: false,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Music from the coast' }),
    ).toBeVisible();
    // An empty subtitle shows the site description.
    await expect(canvas.getByText('Music for everyone')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Hear it now' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Plans' })).toBeNull();
  },
};

export const SavedMobile: Story = {
  name: 'What the operator saved, at 375 px',
  ...mobileViewport,
  args: { data: savedLanding(storyLandingAppearance) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Premium' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
