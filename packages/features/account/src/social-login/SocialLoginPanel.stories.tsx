import type { Meta, StoryObj } from '@storybook/react-vite';
import type { User } from '@tonearm/client/contract';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountStoryFrame } from '../storybook/AccountStoryFrame';
import { accountStoryData, storyUser } from '../storybook/account-story-data';
import { answers, userMe } from '../storybook/story-handlers';
import { findToast, resetStoryPage } from '../storybook/story-support';
import { SocialLoginPanel } from './SocialLoginPanel';

const disconnectRequest = fn();
const connected = storyUser({ social_profiles: [{ service_name: 'google', username: 'nina.simone' }] });
let account: User = connected;

const meta = {
  title: 'Account/Social login',
  component: AccountStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        userMe(() => account),
        http.post('/secure/auth/social/:service/disconnect', ({ params }) => {
          disconnectRequest(params.service);
          account = storyUser();
          return answers.ok();
        }),
      ],
    },
  },
  args: {
    data: accountStoryData({ user: connected, socialServices: ['google', 'twitter'] }),
    panel: <SocialLoginPanel />,
  },
  beforeEach: () => {
    resetStoryPage();
    disconnectRequest.mockReset();
    account = connected;
  },
} satisfies Meta<typeof AccountStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManageSocialLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Manage social login' })).toBeVisible();
    const [google, twitter] = canvas.getAllByRole('listitem');
    if (!google || !twitter) throw new Error('Two services expected');
    await expect(google).toHaveTextContent('Google account');
    await expect(google).toHaveTextContent('nina.simone');
    await expect(within(google).getByRole('button', { name: 'Disable Google account' })).toHaveTextContent(
      'Disable',
    );
    await expect(twitter).toHaveTextContent('Twitter account');
    await expect(twitter).toHaveTextContent('Disabled');
    await expect(within(twitter).getByRole('button', { name: 'Enable Twitter account' })).toHaveTextContent(
      'Enable',
    );
  },
};

export const DisablesAService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Disable Google account' }));
    await expect(await findToast(canvasElement, 'Disabled Google account')).toBeVisible();
    await expect(disconnectRequest).toHaveBeenCalledWith('google');
    await expect(await canvas.findByRole('button', { name: 'Enable Google account' })).toBeVisible();
  },
};
