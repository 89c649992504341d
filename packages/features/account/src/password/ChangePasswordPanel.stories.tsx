import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountStoryFrame } from '../storybook/AccountStoryFrame';
import { accountStoryData, storyUser } from '../storybook/account-story-data';
import { answers, overridden, userMe } from '../storybook/story-handlers';
import { findToast, resetStoryPage } from '../storybook/story-support';
import { ChangePasswordPanel } from './ChangePasswordPanel';

const passwordRequest = fn();

const recordPasswordChange = (answer: () => Response) =>
  overridden('PUT', '/auth/user/password', async ({ request }) => {
    passwordRequest(await request.json());
    return answer();
  });

const meta = {
  title: 'Account/Password',
  component: AccountStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [userMe(storyUser()), recordPasswordChange(() => answers.ok('Password changed'))] },
  },
  args: { data: accountStoryData(), panel: <ChangePasswordPanel /> },
  beforeEach: () => {
    resetStoryPage();
    passwordRequest.mockReset();
  },
} satisfies Meta<typeof AccountStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, current: string, next: string, confirmation = next) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Current password'), current);
  await userEvent.type(canvas.getByLabelText('New password'), next);
  await userEvent.type(canvas.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
  return canvas;
}

export const ChangesThePassword: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('checkbox', { name: 'Also revoke my API access tokens' }),
    ).toBeChecked();
    const canvas = await fillIn(canvasElement, 'old secret', 'new secret 123');
    await expect(await findToast(canvasElement, 'Password changed')).toBeVisible();
    await expect(passwordRequest).toHaveBeenCalledWith({
      current_password: 'old secret',
      password: 'new secret 123',
      password_confirmation: 'new secret 123',
      revoke_access_tokens: true,
    });
    await waitFor(() => expect(canvas.getByLabelText('Current password')).toHaveValue(''));
  },
};

export const KeepsTheTokensWhenAsked: Story = {
  play: async ({ canvasElement }) => {
    const keep = await within(canvasElement).findByRole('checkbox', {
      name: 'Also revoke my API access tokens',
    });
    await userEvent.click(keep);
    await expect(keep).not.toBeChecked();
    await fillIn(canvasElement, 'old secret', 'new secret 123');
    await expect(await findToast(canvasElement, 'Password changed')).toBeVisible();
    await expect(passwordRequest).toHaveBeenCalledWith(
      expect.objectContaining({ revoke_access_tokens: false }),
    );
  },
};

export const RequiresEveryField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Update password' }));
    await expect(canvas.getByLabelText('Current password')).toHaveFocus();
    await expect(canvas.getByText('The current password field is required.')).toBeVisible();
    await expect(canvas.getByText('The password field is required.')).toBeVisible();
    await expect(canvas.getByText('The password confirmation field is required.')).toBeVisible();
    await expect(passwordRequest).not.toHaveBeenCalled();
  },
};

export const WrongCurrentPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        userMe(storyUser()),
        recordPasswordChange(() =>
          answers.fieldErrors({ current_password: ['The provided password was incorrect.'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'wrong', 'new secret 123');
    const current = canvas.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription('The provided password was incorrect.');
  },
};

export const NewPasswordRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        userMe(storyUser()),
        recordPasswordChange(() =>
          answers.fieldErrors({ password: ['The password field confirmation does not match.'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'old secret', 'new secret 123', 'new secret 124');
    await expect(await canvas.findByText('The password field confirmation does not match.')).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveFocus();
  },
};
