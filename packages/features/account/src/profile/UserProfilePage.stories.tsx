import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { AccountStoryFrame } from '../storybook/AccountStoryFrame';
import { accountStoryData, storyUser } from '../storybook/account-story-data';
import { answers } from '../storybook/story-handlers';
import { ONE_PIXEL_PNG, resetStoryPage } from '../storybook/story-support';
import { mobileViewport } from '../storybook/story-viewports';

const nina = storyUser({ image: ONE_PIXEL_PNG });
const ada = storyUser({
  id: 12,
  name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  image: null,
});

const meta = {
  title: 'Account/User profile',
  component: AccountStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get('/api/v1/users/:id', ({ params }) => {
          const user = [nina, ada].find((candidate) => String(candidate.id) === params.id);
          return user ? HttpResponse.json({ user }) : answers.notFound();
        }),
      ],
    },
  },
  args: { data: accountStoryData(), initialPath: '/user/7/nina-simone' },
  beforeEach: () => {
    resetStoryPage();
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  },
} satisfies Meta<typeof AccountStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nina Simone' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Nina Simone' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Profile link' })).toHaveValue(
      'http://localhost:6006/user/7/nina-simone',
    );
    await expect(canvas.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy profile link' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      'http://localhost:6006/user/7/nina-simone',
    );
  },
};

export const SomeoneElsesProfile: Story = {
  args: { initialPath: '/user/12/ada-lovelace' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    await expect(canvas.queryByRole('link', { name: 'Account settings' })).toBeNull();
  },
};

export const MovesToTheCanonicalLink: Story = {
  name: 'A link with another slug moves to the canonical one',
  args: { initialPath: '/user/12/old-name' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Profile link' })).toHaveValue(
      'http://localhost:6006/user/12/ada-lovelace',
    );
  },
};

export const UnknownUser: Story = {
  args: { initialPath: '/user/999/nobody' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
  },
};

export const NotAUserId: Story = {
  name: 'A path that is not a user id',
  args: { initialPath: '/user/abc/nobody' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('/api/v1/users/:id', answers.pending)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading profile' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Nina Simone' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
