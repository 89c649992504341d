import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { homeRoutes, routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyHomeChannel } from '../storybook/home-channel-story-data';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';

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
      handlers: [http.get('/api/v1/channel/home', () => HttpResponse.json({ channel: storyHomeChannel() }))],
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
  name: 'A visitor: the landing menu, both calls to action and a row of the home channel',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tonearm' })).toBeVisible();
    await expect(canvas.getByText('Music for everyone')).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Landing page' });
    await expect(within(menu).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('link', { name: 'Start listening' })).toHaveAttribute('href', '/discover');
    await expect(canvas.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
    const strip = await canvas.findByRole('region', { name: 'New releases' });
    await expect(within(strip).getByRole('link', { name: 'Northbound' })).toBeVisible();
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
  name: 'The home channel failing: the hero alone',
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
    await expect(canvas.queryByRole('region', { name: 'New releases' })).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'New releases' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
