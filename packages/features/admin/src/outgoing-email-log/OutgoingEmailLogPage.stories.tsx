import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { mobileViewport } from '../storybook/story-viewports';
import { OutgoingEmailLogPage } from './OutgoingEmailLogPage';
import { emailsListed, previewAnswered } from './storybook/outgoing-email-story-server';

const PATH = '*/api/v1/logs/outgoing-email';

const meta = {
  title: 'Admin/Logs/OutgoingEmailLogPage',
  component: OutgoingEmailLogPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [emailsListed(), previewAnswered()] } },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/logs/outgoing-email': <OutgoingEmailLogPage /> }}
      initialPath="/admin/logs/outgoing-email"
    />
  ),
} satisfies Meta<typeof OutgoingEmailLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Outgoing email log' });
const mailRow = async (canvasElement: HTMLElement, subject: RegExp) =>
  (await within(await grid(canvasElement)).findByRole('rowheader', { name: subject })).closest(
    '[role="row"]',
  ) as HTMLElement;

export const Mails: Story = {
  play: async ({ canvasElement }) => {
    const reset = await mailRow(canvasElement, /Reset your Tonearm password/);
    await expect(reset).toHaveTextContent('Sent');
    await expect(reset).toHaveTextContent('Tonearm <no-reply@tonearm.local>');
    await expect(reset).toHaveTextContent('ann@example.com');
    const failed = await mailRow(canvasElement, /verification code/);
    await expect(failed).toHaveTextContent('Error');
    await expect(failed).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:2525');
    await expect(await mailRow(canvasElement, /invited/)).toHaveTextContent('Not sent (no mail server)');
  },
};

export const FilteredToErrors: Story = {
  play: async ({ canvasElement }) => {
    await mailRow(canvasElement, /Reset/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /^Status/ }));
    const editor = await body(canvasElement).findByRole('dialog', { name: 'Status' });
    await userEvent.click(within(editor).getByRole('button', { name: /Sending/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Error' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    const table = await grid(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    await expect(within(table).getByRole('rowheader')).toHaveTextContent('verification code');
  },
};

export const RedactedPreview: Story = {
  play: async ({ canvasElement }) => {
    const reset = await mailRow(canvasElement, /Reset your Tonearm password/);
    const button = within(reset).getByRole('button', { name: /^Preview the mail/ });
    await userEvent.click(button);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reset your Tonearm password' });
    await expect(
      await within(dialog).findByText('Links with tokens and one-time codes are hidden (1).'),
    ).toBeVisible();
    const frame = within(dialog).getByTitle('Mail preview') as HTMLIFrameElement;
    // No script runs in the frame, and it cannot reach the product's origin.
    await expect(frame.getAttribute('sandbox')).toBe('');
    await expect(frame.srcdoc).toContain('/password/reset/[redacted]?email=[redacted]');
    await expect(frame.srcdoc).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const PreviewFailed: Story = {
  parameters: { msw: { handlers: [emailsListed(), failing('*/api/v1/logs/outgoing-email/:id/preview')] } },
  play: async ({ canvasElement }) => {
    const reset = await mailRow(canvasElement, /Reset/);
    await userEvent.click(within(reset).getByRole('button', { name: /^Preview the mail/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The mail could not be loaded.');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emailsListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No mail has been sent yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(PATH)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing(PATH)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'The outgoing email log could not be loaded',
      }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await mailRow(canvasElement, /Reset/);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
