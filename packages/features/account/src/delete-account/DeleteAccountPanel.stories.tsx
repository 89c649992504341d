import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountStoryFrame } from '../storybook/AccountStoryFrame';
import { accountStoryData, storyUser } from '../storybook/account-story-data';
import {
  confirmPasswordAcceptingSecret,
  overridden,
  passwordStatus,
  userMe,
} from '../storybook/story-handlers';
import { findToast, page, resetStoryPage } from '../storybook/story-support';
import { DeleteAccountPanel } from './DeleteAccountPanel';

const deleteRequest = fn();

const deleteAnswering = (answer: () => Response) =>
  overridden('DELETE', '/api/v1/users/7', ({ request }) => {
    deleteRequest(new URL(request.url).searchParams.get('deleteCurrentUser'));
    return answer();
  });

const server = [
  userMe(storyUser()),
  passwordStatus(false),
  confirmPasswordAcceptingSecret,
  deleteAnswering(() => HttpResponse.json({ status: 'success', message: 'Account deleted' })),
  http.post('/auth/logout', () => HttpResponse.json({ bootstrapData: accountStoryData({ user: null }) })),
];

const meta = {
  title: 'Account/Delete account',
  component: AccountStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server } },
  args: { data: accountStoryData(), panel: <DeleteAccountPanel /> },
  beforeEach: () => {
    resetStoryPage();
    deleteRequest.mockReset();
  },
} satisfies Meta<typeof AccountStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

async function confirmDeletion(canvasElement: HTMLElement) {
  const panel = await within(canvasElement).findByRole('region', { name: 'Delete account' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Delete account' }));
  const alert = await page(canvasElement).findByRole('alertdialog', { name: 'Delete account?' });
  await userEvent.click(within(alert).getByRole('button', { name: 'Delete' }));
}

export const DeletesAndContinuesAsAGuest: Story = {
  play: async ({ canvasElement }) => {
    await confirmDeletion(canvasElement);
    const prompt = await page(canvasElement).findByRole('dialog', { name: 'Confirm password' });
    await expect(deleteRequest).not.toHaveBeenCalled();
    await userEvent.type(within(prompt).getByLabelText('Password'), 'secret');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));

    await expect(await findToast(canvasElement, 'Account deleted')).toBeVisible();
    await expect(deleteRequest).toHaveBeenCalledWith('true');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome to Tonearm' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};

export const CancelledKeepsTheAccount: Story = {
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('region', { name: 'Delete account' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete account' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: 'Delete account?' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(deleteRequest).not.toHaveBeenCalled();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const RefusedByTheServer: Story = {
  parameters: {
    msw: {
      handlers: [
        userMe(storyUser()),
        passwordStatus(true),
        deleteAnswering(() =>
          HttpResponse.json({ message: 'The only admin account cannot be deleted.' }, { status: 403 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await confirmDeletion(canvasElement);
    await expect(await findToast(canvasElement, 'The only admin account cannot be deleted.')).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: 'Delete account' })).toBeVisible();
  },
};
