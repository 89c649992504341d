import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../../permission-editor/storybook/story-viewports';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { findToast } from '../storybook/find-toast';
import {
  avatarAnswered,
  catalogueAnswered,
  failing,
  pending,
  rolesAnswered,
  STORY_SUSPENDED_USER,
  STORY_USER,
  securityAnswered,
  tokensAnswered,
  userAnswered,
  valueListsAnswered,
} from '../storybook/users-story-server';
import { UserPage } from './UserPage';

/** The user page at `initialPath`, mounted as the admin area mounts it. */
const UserPageFrame = ({ initialPath }: { initialPath: string }) => (
  <ScreenStoryFrame screens={{ '/admin/users/:userId/:tab?': <UserPage /> }} initialPath={initialPath} />
);

const meta = {
  title: 'Admin/Users/UserPage',
  component: UserPage,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        rolesAnswered,
        ...userAnswered(STORY_USER),
        ...avatarAnswered(STORY_USER),
        catalogueAnswered,
        ...securityAnswered,
        valueListsAnswered,
        ...tokensAnswered,
      ],
    },
  },
  render: () => <UserPageFrame initialPath="/admin/users/10" />,
  // A toast left by the last story would hold this story's behind it.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof UserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ines Silva' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ines.silva@example.com');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'artist' }));
    await userEvent.click(save);
    await expect(await canvas.findByText('The email has already been taken.')).toBeVisible();
    await expect(email).toHaveFocus();
    await userEvent.clear(email);
    await userEvent.type(email, 'ines@example.com');
    await userEvent.click(save);
    await expect(await findToast(canvasElement, 'User updated')).toBeVisible();
    await expect(await canvas.findByText('ines@example.com', { selector: 'p' })).toBeVisible();
  },
};

export const DetailsAvatar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = await canvas.findByRole('group', { name: 'Avatar' });
    await expect(within(avatar).queryByRole('button', { name: 'Remove image' })).toBeNull();
    const picker = avatar.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      picker,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' }),
    );
    await expect(await findToast(canvasElement, 'Avatar updated')).toBeVisible();
    await userEvent.click(await within(avatar).findByRole('button', { name: 'Remove image' }));
    await expect(await findToast(canvasElement, 'Avatar removed')).toBeVisible();
    await waitFor(() => expect(within(avatar).queryByRole('button', { name: 'Remove image' })).toBeNull());
  },
};

export const SuspendUntilADay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Suspend “Ines Silva”' });
    const until = within(dialog).getByLabelText('Suspend until');
    await expect(until).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Suspend for good' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await expect(await within(dialog).findByText('Choose the day the suspension ends.')).toBeVisible();
    await userEvent.type(until, '2099-01-01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Chargebacks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(/Suspended until .*2099: Chargebacks/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unsuspend' })).toBeVisible();
  },
};

export const Suspended: Story = {
  parameters: { msw: { handlers: [rolesAnswered, ...userAnswered(STORY_SUSPENDED_USER)] } },
  render: () => <UserPageFrame initialPath="/admin/users/12/details" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Suspended until .*2027: Spam in comments/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unsuspend' }));
    await expect(await findToast(canvasElement, 'Kemi Okafor is no longer suspended')).toBeVisible();
    await expect(canvas.queryByText(/Suspended until/)).toBeNull();
  },
};

export const Permissions: Story = {
  render: () => <UserPageFrame initialPath="/admin/users/10/permissions" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Permissions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('searchbox', { name: 'Search permissions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Security: Story = {
  render: () => <UserPageFrame initialPath="/admin/users/10/security" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sessions = await canvas.findByRole('list', { name: 'Sessions' });
    await expect(within(sessions).getByText('Firefox · Linux')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-factor' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', {
      name: 'Turn off two-factor for Ines Silva?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await expect(await canvas.findByText('Two-factor authentication is off.')).toBeVisible();
    toast.dismiss();
    await userEvent.click(canvas.getByRole('button', { name: 'Send password reset email' }));
    await expect(await findToast(canvasElement, 'Password reset email sent')).toBeVisible();
  },
};

export const DateAndTime: Story = {
  render: () => <UserPageFrame initialPath="/admin/users/10/date" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Country' })).toHaveValue('Portugal');
    await expect(canvas.getByRole('combobox', { name: 'Timezone' })).toHaveValue('(UTC+00:00) Lisbon');
  },
};

export const AccessTokens: Story = {
  render: () => <UserPageFrame initialPath="/admin/users/10/api" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Home server' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Revoke “Home server”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await expect(await findToast(canvasElement, 'Token revoked')).toBeVisible();
  },
};

export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await canvas.findByRole('tab', { name: 'Details' });
    details.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(await canvas.findByRole('searchbox', { name: 'Search permissions' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/users/10')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toHaveAttribute('role', 'status');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/users/10')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The user could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ines Silva' })).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: 'User' })).toBeVisible();
  },
};
