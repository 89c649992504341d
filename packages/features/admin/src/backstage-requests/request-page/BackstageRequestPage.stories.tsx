import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../../permission-editor/storybook/story-viewports';
import { adminStoryData } from '../../storybook/admin-story-data';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { createBackstageRequestStoryServer } from '../storybook/backstage-request-story-server';
import { BackstageRequestPage } from './BackstageRequestPage';

const server = createBackstageRequestStoryServer();

interface FrameArgs {
  initialPath: string;
  /** The operator's permissions. @default ['admin'] */
  permissions?: string[];
}

const meta = {
  title: 'Admin/Backstage requests/BackstageRequestPage',
  component: BackstageRequestPage,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { initialPath: '/admin/backstage-requests/1' },
  render: (args) => (
    <ScreenStoryFrame
      screens={{ '/admin/backstage-requests/:requestId': <BackstageRequestPage /> }}
      initialPath={(args as FrameArgs).initialPath}
      data={adminStoryData({ permissions: (args as FrameArgs).permissions ?? ['admin'] })}
    />
  ),
  beforeEach: () => {
    toast.dismiss();
    server.reset();
  },
} satisfies Meta<FrameArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const BecomePending: Story = {
  name: 'Become, pending: everything submitted, the document, Approve, Deny and Delete',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Backstage request of Ines Silva' }),
    ).toBeVisible();
    await expect(canvas.getByText('Ines and the Tides')).toBeVisible();
    await expect(canvas.getByText('Tide Records')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Identity document of Ines Silva' })).toHaveAttribute(
      'src',
      '/api/v1/backstage-requests/1/proof',
    );
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deny' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const ApprovesWithNotes: Story = {
  name: 'Approves with notes, then shows the request approved without the review buttons',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Approve request' });
    await expect(dialog).toHaveTextContent('A new artist profile will be created');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes (optional)' }), 'Welcome aboard');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Also mark this artist as verified' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(server.calls.review).toHaveBeenCalledWith(1, 'approve', 'Welcome aboard', true),
    );
    await expect(await canvas.findByText('Approved')).toBeVisible();
    await expect(canvas.getByText('Welcome aboard')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const ClaimDenied: Story = {
  name: 'Claim, pending: shows the artist and role, and denies with the reason',
  args: { initialPath: '/admin/backstage-requests/2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The Lanterns (verified)')).toBeVisible();
    await expect(canvas.getByText('Manager')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    await expect(body(canvasElement).queryByRole('switch')).toBeNull();
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Deny request' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Notes (optional)' }),
      'Not the manager',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    await waitFor(() =>
      expect(server.calls.review).toHaveBeenCalledWith(2, 'deny', 'Not the manager', false),
    );
    await expect(await canvas.findByText('Denied')).toBeVisible();
  },
};

export const VerifyApproved: Story = {
  name: 'Verify, approved: shows the review’s notes and offers only Delete',
  args: { initialPath: '/admin/backstage-requests/3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verify artist')).toBeVisible();
    await expect(canvas.getByText('Welcome aboard')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const DeletesAfterConfirming: Story = {
  name: 'Denied: deletes the request and its document after a confirmation',
  args: { initialPath: '/admin/backstage-requests/4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The identity document was removed.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.remove).toHaveBeenCalledWith('4'));
    await expect(await canvas.findByLabelText('Location')).toHaveTextContent('/admin/backstage-requests');
  },
};

export const ReviewerWithoutDelete: Story = {
  name: 'Offers no Delete to a reviewer who may not delete requests',
  args: { permissions: ['admin.access', 'backstageRequests.update'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const Missing: Story = {
  name: 'Shows the not-found page for a request that does not exist',
  args: { initialPath: '/admin/backstage-requests/99' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404')).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
